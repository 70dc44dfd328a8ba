/** DWARF's fixed numbers and names (RULES-DWARF.md). */
export const MIN_SEATS = 1;
export const MAX_SEATS = 5;
/** Positions in one mine (3x3), in reading order. */
export const MINE_SIZE = 9;
/** Special piles beside each mine. */
export const PILES_PER_MINE = 3;
/** Cards drawn for each mine at Extraction. */
export const DRAWS_PER_MINE = 2;
/** Base workers per player, and the most workers a player may have in a round. */
export const BASE_WORKERS = 2;
export const MAX_WORKERS = 4;
export const EXTRA_WORKERS_PER_CALL = 2;
/** Iron paid to take a Special Action with one worker. */
export const SPECIAL_IRON = 4;
/** Artefacts that end the game at the end of the round. */
export const ARTEFACTS_TO_END = 4;
/** Andvéttr wins at once on this many medals; the human may take at most this many Special Actions in solo. */
export const ANDVETTR_MEDALS_TO_WIN = 12;
export const SOLO_SPECIAL_CAP = 3;

export const RESOURCES = ['iron', 'gold', 'steel', 'artefacts', 'medals'] as const;
export type Resource = (typeof RESOURCES)[number];
export type Resources = Record<Resource, number>;
/** The three categories compared at the end, and the tie-breaks in order. */
export const CATEGORIES = ['steel', 'gold', 'artefacts'] as const;
export const TIE_BREAKS = ['medals', 'iron', 'artefacts'] as const;

export const AUTOMA_LEVELS = ['eldhusfifl', 'andvettr', 'andvettr-fadir'] as const;
export type AutomaLevel = (typeof AUTOMA_LEVELS)[number];
export const AUTOMA_NAMES: Record<AutomaLevel, string> = {
  eldhusfifl: 'Eldhúsfífl',
  andvettr: 'Andvéttr',
  'andvettr-fadir': 'Andvéttr faðir',
};
/** The automa's colour on the table (it is no seat: the lobby's colours are the seats'). */
export const AUTOMA_COLOR = 'grey';

/** How the Mountain is built: all shuffled (the rulebook's setup), or the 2-lantern cards on top of the 3-lantern ones. */
export const MOUNTAIN_ORDERS = ['shuffled', 'lanterns'] as const;
export type MountainOrder = (typeof MOUNTAIN_ORDERS)[number];

export function noResources(): Resources {
  return { iron: 0, gold: 0, steel: 0, artefacts: 0, medals: 0 };
}

/** Mines at a table of `seats` (two sets from 4 seats). */
export function minesFor(seats: number): number {
  return seats >= 4 ? 2 : 1;
}
