/**
 * The games this platform offers, as the lobby and the wire name them: id, name, seat range, whether
 * players hold hidden hands (without them, a caster view of every hand adds nothing, and the create
 * form says so instead of offering it), the game's own options and the bot levels it offers (issue 42:
 * `levelsFor` of its module, which the registry's test checks). Data only (no engine, no zod): the
 * lobby's first JavaScript reads it, and a game's code loads when its table opens.
 * Each id has its module in the registry (shared/platform/registry.ts), which the conformance kit checks.
 */

import type { BotLevel } from './botLevels.js';

/**
 * One of a game's own table options as the create form offers it (its module's optionsSchema checks it
 * at the server): a whole number in a range, or one of a few choices. `label` is a message key of the
 * lobby's texts; `id` names the control (data-testid `create-<id>`).
 */
export type GameOptionField = (
  | { key: string; id: string; label: string; kind: 'int'; min: number; max: number; default: number }
  | { key: string; id: string; label: string; kind: 'choice'; choices: readonly string[]; default: string }
) & {
  /** The table sizes the option applies to (DWARF's automa level: solo only); absent, every size. Not offered, nor sent, at others. */
  onlyWhenSeats?: readonly number[];
};

/** Whether a game option applies to a table of `seats`. */
export function appliesAt(field: GameOptionField, seats: number): boolean {
  return field.onlyWhenSeats === undefined || field.onlyWhenSeats.includes(seats);
}

export const GAME_CATALOG = [
  {
    id: 'emberforge',
    name: 'Dwarf Emberforge',
    /** A table created without a name is called this. */
    tableName: 'Emberforge table',
    minSeats: 2,
    maxSeats: 4,
    hiddenHands: true,
    options: [
      { key: 'roundLimit', id: 'rounds', label: 'lobby.roundLimit', kind: 'int', min: 1, max: 100, default: 30 },
    ] as readonly GameOptionField[],
    botLevels: ['easy', 'normal', 'hard'] as readonly BotLevel[],
  },
  {
    id: 'dwarf',
    name: 'DWARF',
    tableName: 'DWARF table',
    minSeats: 1,
    maxSeats: 5,
    hiddenHands: false,
    options: [
      {
        key: 'automa',
        id: 'automa',
        label: 'lobby.automa',
        kind: 'choice',
        choices: ['eldhusfifl', 'andvettr', 'andvettr-fadir'],
        default: 'eldhusfifl',
        onlyWhenSeats: [1],
      },
      { key: 'mountain', id: 'mountain', label: 'lobby.mountain', kind: 'choice', choices: ['shuffled', 'lanterns'], default: 'shuffled' },
    ] as readonly GameOptionField[],
    // Its module determinizes a view (the Mountains, the Special piles): the search bot's levels too.
    botLevels: ['easy', 'normal', 'hard'] as readonly BotLevel[],
  },
] as const;

export type GameId = (typeof GAME_CATALOG)[number]['id'];

/** The widest table of any game: a seat index is below it, a bot count at most it. */
export const MOST_SEATS = Math.max(...GAME_CATALOG.map((g) => g.maxSeats));

export const GAME_IDS = GAME_CATALOG.map((g) => g.id) as [GameId, ...GameId[]];

/** The game of a table created without naming one, and of every table stored before games were named. */
export const DEFAULT_GAME: GameId = 'emberforge';

export function catalogEntry(id: string): (typeof GAME_CATALOG)[number] | undefined {
  return GAME_CATALOG.find((g) => g.id === id);
}

/** The game a table (or a replay, a listing row) plays: its `game` if the catalog has it, else the default (rows from before games were named). */
export function gameIdOf(table: { game?: string } | null | undefined): GameId {
  return catalogEntry(table?.game ?? '')?.id ?? DEFAULT_GAME;
}

/** The bot levels a game offers (the lobby's "Add bot", the create form's takeover level, practice); Easy for an unknown game. */
export function botLevelsOf(id: string): readonly BotLevel[] {
  return catalogEntry(id)?.botLevels ?? ['easy'];
}
