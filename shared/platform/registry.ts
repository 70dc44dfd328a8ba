/** Every game's module by its id (shared/platform/gameCatalog.ts): how the platform reaches a game. */
import { dwarf } from '../games/dwarf/module.js';
import { emberforge } from '../games/emberforge/module.js';
import type { AnyGameModule } from './gameModule.js';
import { GAME_CATALOG, type GameId } from './gameCatalog.js';

const MODULES: Record<GameId, AnyGameModule> = { emberforge, dwarf };

export function gameModule(id: GameId): AnyGameModule {
  return MODULES[id];
}

/**
 * The catalog and the modules agree (a test checks it: registry.test.ts): names, seats, and each option
 * the create form offers is one the module accepts at its bounds and choices, with the module's default.
 */
export function catalogMismatches(): string[] {
  return GAME_CATALOG.flatMap((g) => {
    const m = MODULES[g.id];
    const same = m.id === g.id && m.name === g.name && m.minSeats === g.minSeats && m.maxSeats === g.maxSeats;
    const defaults = m.optionsSchema.safeParse({});
    const optionsAgree = g.options.every((o) => {
      const accepts = (v: unknown) => m.optionsSchema.safeParse({ [o.key]: v }).success;
      const inRange =
        o.kind === 'int' ? accepts(o.min) && accepts(o.max) && !accepts(o.min - 1) && !accepts(o.max + 1) : o.choices.every(accepts);
      // The table sizes an option applies to are sizes the game allows.
      const sizes = (o.onlyWhenSeats ?? []).every((n) => Number.isInteger(n) && n >= g.minSeats && n <= g.maxSeats);
      return inRange && sizes && defaults.success && (defaults.data as Record<string, unknown>)[o.key] === o.default;
    });
    return same && optionsAgree ? [] : [g.id];
  });
}
