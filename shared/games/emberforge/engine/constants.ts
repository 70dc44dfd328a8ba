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

/**
 * `rec[m]` read by name (as zoneIn: a keyed read whose key varies between the five materials goes
 * megamorphic in V8, five named reads stay monomorphic); 0 for a material a partial record leaves out.
 * For the rules' hot paths.
 */
export function materialIn(rec: Readonly<Partial<MaterialCounts>>, m: Material): number {
  switch (m) {
    case 'iron':
      return rec.iron ?? 0;
    case 'bronze':
      return rec.bronze ?? 0;
    case 'crystal':
      return rec.crystal ?? 0;
    case 'scale':
      return rec.scale ?? 0;
    case 'mithril':
      return rec.mithril ?? 0;
    default:
      return (rec as Record<string, number>)[m as string] ?? 0;
  }
}

/** `rec[m] += n` by name (see materialIn). */
export function addMaterial(rec: MaterialCounts, m: Material, n: number): void {
  switch (m) {
    case 'iron':
      rec.iron += n;
      return;
    case 'bronze':
      rec.bronze += n;
      return;
    case 'crystal':
      rec.crystal += n;
      return;
    case 'scale':
      rec.scale += n;
      return;
    case 'mithril':
      rec.mithril += n;
      return;
    default:
      (rec as Record<string, number>)[m as string]! += n;
  }
}

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
