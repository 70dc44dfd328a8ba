/**
 * Where things sit on the table (world units; 1 = a card's width). Pure functions only, so the
 * geometry can be unit-tested and shared by every scene component.
 *
 * Axes: y is up, the local viewer sits at +z looking toward -z. The board is centred at the origin.
 */
import type { Material, Zone } from '../../../../shared/games/emberforge/index.js';
import { MATERIALS } from '../../../../shared/games/emberforge/index.js';

export type Vec3 = [number, number, number];

export const CARD_W = 1;
export const CARD_H = 1.4;
export const CARD_T = 0.012;

export const TABLE_HALF_X = 12.8;
export const TABLE_HALF_Z = 11;

export const BOARD_SIZE = 7.6;
export const BOARD_TOP = 0.14;
export const ZONE_SIZE = 3.5;

/** Board order from top-left, reading order: Ignar, Durgaz / Runarium, Gildar. */
export const ZONE_CENTERS: Record<Zone, Vec3> = {
  ignar: [-1.85, BOARD_TOP, -1.85],
  durgaz: [1.85, BOARD_TOP, -1.85],
  runarium: [-1.85, BOARD_TOP, 1.85],
  gildar: [1.85, BOARD_TOP, 1.85],
};

/**
 * Marks on a zone tile, relative to its centre (the name and subtitle fill the top band, z < -1.0;
 * the zone's picture the left of the middle row, x < 0, z -1.0..-0.2; the ember slots the lower part,
 * zoneEmberSlot): the padlock stands on the top-right corner, the "resolved" check on the top-left
 * corner, and the ember-count badge starts at the middle row's centre (its left side) and runs right.
 */
export const LOCK_OFFSET: Vec3 = [ZONE_SIZE / 2 - 0.42, 0.42, -ZONE_SIZE / 2 + 0.42];
export const CHECK_OFFSET: Vec3 = [-ZONE_SIZE / 2 + 0.38, 0.05, -ZONE_SIZE / 2 + 0.38];
export const BADGE_ANCHOR: Vec3 = [0.02, 0.05, -0.58];

/** Ember slot i on a zone: up to 4 per row, three rows, in the lower part of the tile. */
export function zoneEmberSlot(zone: Zone, index: number): Vec3 {
  const [zx, , zz] = ZONE_CENTERS[zone];
  const col = index % 4;
  const row = Math.floor(index / 4) % 3;
  const lap = Math.floor(index / 12); // more than 12 embers: stack on top
  return [zx + (col - 1.5) * 0.68, BOARD_TOP + 0.16 + lap * 0.3, zz + 0.22 + row * 0.5];
}

export type SeatSlot = 'front' | 'left' | 'back' | 'right';

export interface SeatFrame {
  slot: SeatSlot;
  /** Centre of the player's area on the table. */
  position: Vec3;
  /** Rotation about y: local +z (toward the player) maps to world (sin θ, 0, cos θ). */
  rotationY: number;
}

const SLOT_FRAMES: Record<SeatSlot, SeatFrame> = {
  front: { slot: 'front', position: [0, 0, 7.1], rotationY: 0 },
  left: { slot: 'left', position: [-9.0, 0, 0], rotationY: -Math.PI / 2 },
  back: { slot: 'back', position: [0, 0, -7.1], rotationY: Math.PI },
  right: { slot: 'right', position: [9.0, 0, 0], rotationY: Math.PI / 2 },
};

/** Table slots clockwise from the viewer (seen from above: front, left, back, right). */
export function slotsFor(playerCount: number): SeatSlot[] {
  if (playerCount <= 2) return ['front', 'back'];
  if (playerCount === 3) return ['front', 'left', 'right'];
  return ['front', 'left', 'back', 'right'];
}

/** The frame of `seat` when `anchorSeat` (the local player, or seat 0 for spectators) sits in front. */
export function seatFrame(seat: number, anchorSeat: number, playerCount: number): SeatFrame {
  const slots = slotsFor(playerCount);
  const rel = (((seat - anchorSeat) % playerCount) + playerCount) % playerCount;
  return SLOT_FRAMES[slots[rel] ?? 'front'];
}

/** Local area coordinates (x to the player's right, z toward the player) to world coordinates. */
export function toWorld(frame: SeatFrame, local: Vec3): Vec3 {
  const c = Math.cos(frame.rotationY);
  const s = Math.sin(frame.rotationY);
  const [x, y, z] = local;
  return [frame.position[0] + x * c + z * s, frame.position[1] + y, frame.position[2] - x * s + z * c];
}

/** x positions of `count` items centred on 0, `spacing` apart. */
export function centredRow(count: number, spacing: number): number[] {
  return Array.from({ length: count }, (_, i) => (i - (count - 1) / 2) * spacing);
}

/** Local spots inside a player's area. */
export const AREA = {
  forgedZ: -1.15,
  forgedSpacing: 1.12,
  progressZ: 0.75,
  progressSpacing: 1.5,
  handZ: 2.55,
  materialX0: 3.9,
  materialSpacing: 0.62,
  materialZ: -0.2,
  emberHomeX: -4.6,
  emberHomeZ: 0.9,
  commissionX: -4.6,
  commissionZ: -0.3,
  forgemasterX: -4.6,
  forgemasterZ: -1.5,
  nameZ: 1.9,
} as const;

export function materialColumnX(m: Material): number {
  return AREA.materialX0 + MATERIALS.indexOf(m) * AREA.materialSpacing;
}

/** The general supply: a column of five piles left of the board, by Ignar. */
export const SUPPLY_ORIGIN: Vec3 = [-5.6, 0, -2.35];
export const SUPPLY_SPACING = 1.0;
/** Beside the board: the commission column and the deck on the right (Gildar's side), the discard on the left. */
export const DECK_POS: Vec3 = [5.55, 0, 2.75];
export const DISCARD_POS: Vec3 = [-5.6, 0, 1.75];
export const COMMISSION_ROW: Vec3 = [5.55, 0, -1.0];
export const COMMISSION_SPACING = 1.62;
export const COMMISSION_TOKEN_SUPPLY: Vec3 = [5.55, 0, -3.75];

export function supplyStackPos(m: Material): Vec3 {
  const i = MATERIALS.indexOf(m);
  return [SUPPLY_ORIGIN[0], 0, SUPPLY_ORIGIN[2] + (i - 2) * SUPPLY_SPACING];
}

export function commissionSlotPos(slot: number): Vec3 {
  return [COMMISSION_ROW[0], 0, COMMISSION_ROW[2] + (slot - 1) * COMMISSION_SPACING];
}
