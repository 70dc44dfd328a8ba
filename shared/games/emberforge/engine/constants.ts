/** Fixed vocabulary and component limits of Dwarf Emberforge (RULES.md, "Components and their limits"). */
import type { SeatIndex } from '../../../platform/gameModule.js';

export const ZONES = ['ignar', 'durgaz', 'runarium', 'gildar'] as const;
export type Zone = (typeof ZONES)[number];

/**
 * `zones[zone]` read by name: a keyed read whose key varies between four names goes megamorphic in
 * V8 (a hash lookup each time), four named reads stay monomorphic. For the rules' hot paths.
 */
export function zoneIn<T>(zones: Readonly<Record<Zone, T>>, zone: Zone): T {
  switch (zone) {
    case 'ignar':
      return zones.ignar;
    case 'durgaz':
      return zones.durgaz;
    case 'runarium':
      return zones.runarium;
    case 'gildar':
      return zones.gildar;
    default:
      return zones[zone];
  }
}

export const MATERIALS = ['iron', 'bronze', 'crystal', 'scale', 'mithril'] as const;
export type Material = (typeof MATERIALS)[number];
export type MaterialCounts = Record<Material, number>;

export const COLLECTIONS = ['axes', 'hammers', 'swords', 'staves', 'spears', 'crossbows'] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** The seats' colours are the platform's (the lobby offers them to every game). */
export { PLAYER_COLORS, type PlayerColor } from '../../../platform/seats.js';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
export const EMBERS_PER_PLAYER = 3;
export const MATERIAL_SUPPLY_PER_TYPE = 15;
export const MATERIAL_CAP_PER_TYPE = 3;
export const HEAT_TOKENS = 3;
export const COMMISSION_SLOTS = 3;
/** Material tokens of their choice a player takes for completing a commission. */
export const COMMISSION_FREE_MATERIALS = 2;
export const COMMISSION_TOKENS = 11;
export const STARTING_HAND = 3;
export const DECK_SIZE = 57;
export const DEFAULT_ROUND_LIMIT = 30;
export const FORGE_MASTERY_COLLECTIONS = 5;
export const GUILD_PRESTIGE_COMMISSIONS = 3;

/** A seat index, 0..playerCount-1, in turn order (clockwise): the platform's SeatIndex. */
export type Seat = SeatIndex;
/** A stable card id such as "AX03" (collection code + number). */
export type CardId = string;

export function emptyMaterials(): MaterialCounts {
  return { iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 };
}
