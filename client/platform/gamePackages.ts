/**
 * The client's registry of games: a game id (shared/platform/gameCatalog.ts) to its package
 * (client/games/<id>/package.ts), loaded on demand. The lobby imports none of them: a game's code (its
 * HUD, view models, engine and, through its scene, three.js) loads when a table of that game opens.
 * The only file outside client/games that names a game's folder.
 */
import { use } from 'react';
import { gameIdOf, type GameId } from '../../shared/platform/gameCatalog.js';
import { registerTexts, type GameTexts } from '../i18n/langTables.js';
import { useUiStore } from '../state/uiStore.js';
import type { GamePackage } from './gamePackage.js';

interface Entry {
  /** The package (its HUD, view models and engine). */
  load: () => Promise<GamePackage>;
  /** Its pieces on the table (with three.js): the same chunk its package's Scene loads, fetched ahead. */
  loadScene: () => Promise<unknown>;
  /** Its words for pages that show its games without loading it (the finished games' victory names), or its whole table. */
  loadTexts: () => Promise<GameTexts>;
}

const LOADERS: Record<GameId, Entry> = {
  emberforge: {
    load: () => import('../games/emberforge/package.js').then((m) => m.emberforgePackage as unknown as GamePackage),
    loadScene: () => import('../games/emberforge/scene/EmberforgeScene.js'),
    loadTexts: () => import('../games/emberforge/i18n/texts.js').then((m) => m.emberforgeTexts),
  },
  dwarf: {
    load: () => import('../games/dwarf/package.js').then((m) => m.dwarfPackage as unknown as GamePackage),
    loadScene: () => import('../games/dwarf/scene/DwarfScene.js'),
    loadTexts: () => import('../games/dwarf/audienceWords/index.js').then((m) => m.audienceTexts),
  },
};

const loading = new Map<string, Promise<GamePackage>>();
const loaded = new Map<string, GamePackage>();

/** The game a table plays (a table of the store names it; practice, fixture and old replays play the default). */
/** Fetches a game's package once (a failed fetch may be tried again). */
export function loadGamePackage(id: string): Promise<GamePackage> {
  const gameId = gameIdOf({ game: id });
  let promise = loading.get(gameId);
  if (!promise) {
    promise = LOADERS[gameId]
      .load()
      // Its words in the language on screen come with it (the HUD never draws a key untranslated).
      .then((pkg) => registerTexts(pkg.texts, useUiStore.getState().lang).then(() => pkg))
      .then(
        (pkg) => {
          loaded.set(gameId, pkg);
          return pkg;
        },
        (error: unknown) => {
          loading.delete(gameId);
          throw error;
        },
      );
    loading.set(gameId, promise);
  }
  return promise;
}

/**
 * Fetches a game's words alone (not its package) and registers them in the language on screen: the
 * finished-games listing names each game's victories in its own words. Resolves once they can be used.
 */
export function loadGameTexts(id: string): Promise<void> {
  return LOADERS[gameIdOf({ game: id })].loadTexts().then((texts) => registerTexts(texts, useUiStore.getState().lang));
}

/** Fetches a game's scene chunk ahead of its table (a table link, the waiting room); errors show when the scene loads. */
export function preloadGameScene(id: string): void {
  LOADERS[gameIdOf({ game: id })].loadScene().catch(() => {});
}

/** The package if already loaded (for code outside React that runs once a table is open), else null. */
export function loadedGamePackage(id: string): GamePackage | null {
  return loaded.get(gameIdOf({ game: id })) ?? null;
}

/** The package of a game, suspending the calling component until it is loaded. */
export function useGamePackage(id: string): GamePackage {
  return loadedGamePackage(id) ?? use(loadGamePackage(id));
}
