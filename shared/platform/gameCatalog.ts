/**
 * The games this platform offers, as the lobby and the wire name them: id, name and seat range. Data only
 * (no engine, no zod): the lobby's first JavaScript reads it, and a game's code loads when its table opens.
 * Each id has its module in the registry (shared/platform/registry.ts), which the conformance kit checks.
 */
export const GAME_CATALOG = [{ id: 'emberforge', name: 'Dwarf Emberforge', minSeats: 2, maxSeats: 4 }] as const;

export type GameId = (typeof GAME_CATALOG)[number]['id'];

export const GAME_IDS = GAME_CATALOG.map((g) => g.id) as [GameId, ...GameId[]];

/** The game of a table created without naming one, and of every table stored before games were named. */
export const DEFAULT_GAME: GameId = 'emberforge';

export function catalogEntry(id: string): (typeof GAME_CATALOG)[number] | undefined {
  return GAME_CATALOG.find((g) => g.id === id);
}
