/** Every game's module by its id (shared/platform/gameCatalog.ts): how the platform reaches a game. */
import { emberforge } from '../games/emberforge/module.js';
import type { AnyGameModule } from './gameModule.js';
import { GAME_CATALOG, type GameId } from './gameCatalog.js';

const MODULES: Record<GameId, AnyGameModule> = { emberforge };

export function gameModule(id: GameId): AnyGameModule {
  return MODULES[id];
}

/** The catalog and the modules agree (a test checks it: registry.test.ts). */
export function catalogMismatches(): string[] {
  return GAME_CATALOG.flatMap((g) => {
    const m = MODULES[g.id];
    return m.id === g.id && m.name === g.name && m.minSeats === g.minSeats && m.maxSeats === g.maxSeats ? [] : [g.id];
  });
}
