/**
 * The translation tables loaded so far. English is always here (every key's fallback); Spanish is a
 * chunk of its own, fetched by loadLang before the UI switches to it (switchLang.ts), which keeps it
 * out of the lobby's initial JavaScript (issue 9's budget).
 *
 * A game's words are its own tables (client/games/<id>/i18n), registered when its package loads
 * (registerTexts): its English at once, its other languages loaded with the shell's (loadLang), so a
 * language is ready only once every registered game's table for it is here.
 */
import type { Lang } from '../state/uiStore.js';
import { en, type Messages } from './en.js';

type Table = Readonly<Record<string, string>>;

/** A game's tables: English, and the others to load on demand. */
export interface GameTexts {
  en: Table;
  load: Partial<Record<Exclude<Lang, 'en'>, () => Promise<Table>>>;
}

const IMPORTS: Record<Lang, () => Promise<Messages>> = {
  en: () => Promise.resolve(en),
  es: () => import('./es.js').then((m) => m.es),
};

const loaded: Partial<Record<Lang, Messages>> = { en };
const loading: Partial<Record<Lang, Promise<void>>> = {};
/** Each registered game's texts, and its tables loaded so far per language. */
const games: { texts: GameTexts; loaded: Partial<Record<Lang, Table>> }[] = [];

/** Whether `lang`'s tables are here, the shell's and every registered game's (translate uses them). */
export function langReady(lang: Lang): boolean {
  return loaded[lang] !== undefined && games.every((g) => g.loaded[lang] !== undefined);
}

function loadGameTable(game: (typeof games)[number], lang: Lang): Promise<void> {
  if (game.loaded[lang] || lang === 'en') return Promise.resolve();
  const load = game.texts.load[lang];
  if (!load) return Promise.resolve();
  return load().then((table) => {
    game.loaded[lang] = table;
  });
}

/** Fetches `lang`'s tables once (the shell's and the registered games'); a failed fetch may be tried again. */
export function loadLang(lang: Lang): Promise<void> {
  if (langReady(lang)) return Promise.resolve();
  const shell = (loading[lang] ??= IMPORTS[lang]().then(
    (table) => {
      loaded[lang] = table;
    },
    (error: unknown) => {
      delete loading[lang];
      throw error;
    },
  ));
  return Promise.all([shell, ...games.map((g) => loadGameTable(g, lang))]).then(() => {});
}

/**
 * Adds a game's words (once per game): its English at once, and `lang`'s table (the one on screen)
 * before the returned promise resolves, so its HUD never draws English keys in Spanish.
 */
export function registerTexts(texts: GameTexts, lang: Lang): Promise<void> {
  let game = games.find((g) => g.texts === texts);
  if (!game) {
    game = { texts, loaded: { en: texts.en } };
    games.push(game);
  }
  return loadGameTable(game, lang);
}

/** `lang`'s word for `key` (the shell's table, then the games'), else English, else undefined. */
export function lookup(lang: Lang, key: string): string | undefined {
  const own = loaded[lang] as Table | undefined;
  if (own?.[key] !== undefined) return own[key];
  for (const g of games) if (g.loaded[lang]?.[key] !== undefined) return g.loaded[lang]![key];
  if ((en as Table)[key] !== undefined) return (en as Table)[key];
  for (const g of games) if (g.texts.en[key] !== undefined) return g.texts.en[key];
  return undefined;
}

/** Whether some loaded table (the shell's English or a registered game's) has the key. */
export function hasKey(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(en, key) || games.some((g) => Object.prototype.hasOwnProperty.call(g.texts.en, key));
}
