/**
 * Where every card on the table goes, computed from the view alone (pure, unit-tested). The card
 * renderer animates each card from where it is to where this says it should be, matching cards by key:
 * a face-up card keeps its key (`c:<id>`) as it travels from hand to play area to discard pile.
 */
import { Euler, Quaternion } from 'three';
import type { CardId, GameView, PlayerView, Seat } from '../../../../shared/index.js';
import type { PickTarget } from '../../../state/uiStore.js';
import {
  AREA,
  CARD_H,
  CARD_T,
  DECK_POS,
  DISCARD_POS,
  centredRow,
  commissionSlotPos,
  seatFrame,
  toWorld,
  type SeatFrame,
  type Vec3,
} from './layout.js';

export type Quat = [number, number, number, number];

export interface CardPlacement {
  key: string;
  /** The face-up card, or null for a card seen from the back. */
  cardId: CardId | null;
  position: Vec3;
  quaternion: Quat;
  /** Multiplier of the card's thickness (a pile). */
  thickness: number;
  pick: PickTarget | null;
  /** Where a card that was not on the table before appears from. */
  spawn: Vec3;
  /** Lifted toward the viewer (hovered or selected). */
  lift: number;
  kind: 'hand' | 'opponentHand' | 'forged' | 'progress' | 'commission' | 'discard' | 'deck';
  seat: Seat | null;
}

/** The parts of the game the cards show (a GameView is one; CardMeshes picks just these: useViewSlice). */
export interface CardsOfView {
  playerCount: GameView['playerCount'];
  players: readonly Pick<PlayerView, 'hand' | 'handCount' | 'play'>[];
  commissions: GameView['commissions'];
  deckCount: GameView['deckCount'];
  discard: GameView['discard'];
}

/** Picks what the cards show from a view. */
export function cardsOfView(v: GameView): CardsOfView {
  return {
    playerCount: v.playerCount,
    players: v.players.map((p) => ({ hand: p.hand, handCount: p.handCount, play: p.play })),
    commissions: v.commissions,
    deckCount: v.deckCount,
    discard: v.discard,
  };
}

export interface CardLayoutInput {
  view: CardsOfView;
  /** The seat drawn in front (the local player, or 0 for spectators). */
  anchorSeat: Seat;
  /** The local player's seat, whose hand is fanned face up. */
  mySeat: Seat | null;
  hoveredKey: string | null;
  selectedHand: readonly CardId[];
  /** Cards offered as choices: when some are in the discard pile, the pile is spread out. */
  highlightCards: readonly CardId[];
}

const q = new Quaternion();
const e = new Euler();

function quat(...parts: Quaternion[]): Quat {
  q.identity();
  for (const p of parts) q.multiply(p);
  return [q.x, q.y, q.z, q.w];
}
const rotY = (a: number) => new Quaternion().setFromEuler(e.set(0, a, 0));
const rotX = (a: number) => new Quaternion().setFromEuler(e.set(a, 0, 0));
const rotZ = (a: number) => new Quaternion().setFromEuler(e.set(0, 0, a));

/** Face up, lying flat, top of the card away from the viewer. */
const FLAT_UP = -Math.PI / 2;
/** Hand fan: angle of the card plane with the table (0 = flat, 90 deg = standing). */
export const HAND_TILT = (34 * Math.PI) / 180;
/** Forged weapons lean back on their stands: mine a little, opponents' more (they face the centre, seen from above). */
const FORGED_LEAN = 0.16;
const FORGED_LEAN_OPPONENT = 0.42;

/** Positions in the plane of a fan of `count` cards: x, y (in-plane) and angle. */
export function fanSlots(count: number, radius: number, maxStep: number, maxSpread: number): { x: number; y: number; angle: number }[] {
  const step = count > 1 ? Math.min(maxStep, maxSpread / (count - 1)) : 0;
  return Array.from({ length: count }, (_, i) => {
    const angle = (i - (count - 1) / 2) * step;
    return { x: Math.sin(angle) * radius, y: Math.cos(angle) * radius - radius, angle };
  });
}

function inPlane(frame: SeatFrame, origin: Vec3, tilt: number, px: number, py: number, pn: number): Vec3 {
  // plane axes in local area coordinates: right (1,0,0), up (0, sin t, -cos t), normal (0, cos t, sin t)
  const s = Math.sin(tilt);
  const c = Math.cos(tilt);
  return toWorld(frame, [origin[0] + px, origin[1] + py * s + pn * c, origin[2] - py * c + pn * s]);
}

function handCards(input: CardLayoutInput, seat: Seat, frame: SeatFrame, out: CardPlacement[]): void {
  const player = input.view.players[seat];
  if (!player) return;
  const mine = seat === input.mySeat && player.hand !== null;
  const yaw = rotY(frame.rotationY);
  if (mine) {
    const hand = player.hand ?? [];
    const slots = fanSlots(hand.length, 6, 0.14, 1.25);
    hand.forEach((id, i) => {
      const key = `c:${id}`;
      const s = slots[i]!;
      const hovered = input.hoveredKey === key;
      const selected = input.selectedHand.includes(id);
      const lift = (hovered ? 0.5 : 0) + (selected ? 0.3 : 0);
      const origin: Vec3 = [0, 0.95, AREA.handZ];
      out.push({
        key,
        cardId: id,
        position: inPlane(frame, origin, HAND_TILT, s.x, s.y + lift, i * 0.012 + (hovered ? 0.15 : 0)),
        quaternion: quat(yaw, rotX(HAND_TILT - Math.PI / 2), rotZ(-s.angle)),
        thickness: 1,
        pick: { kind: 'handCard', cardId: id },
        spawn: DECK_POS,
        lift,
        kind: 'hand',
        seat,
      });
    });
    return;
  }
  const slots = fanSlots(player.handCount, 3.5, 0.13, 1.2);
  const tilt = 1.2;
  const origin: Vec3 = [0, 0.62, AREA.handZ - 0.2];
  slots.forEach((s, i) => {
    out.push({
      key: `h:${seat}:${i}`,
      cardId: null,
      position: inPlane(frame, origin, tilt, s.x * 0.8, s.y * 0.8, -i * 0.012),
      quaternion: quat(yaw, rotX(tilt - Math.PI / 2), rotZ(-s.angle)),
      thickness: 1,
      pick: null,
      spawn: DECK_POS,
      lift: 0,
      kind: 'opponentHand',
      seat,
    });
  });
}

function playCards(input: CardLayoutInput, seat: Seat, frame: SeatFrame, out: CardPlacement[]): void {
  const player = input.view.players[seat];
  if (!player) return;
  const faceCenter = seat !== input.anchorSeat;
  const yaw = rotY(frame.rotationY + (faceCenter ? Math.PI : 0));
  const handSpawn = toWorld(frame, [0, 0.8, AREA.handZ]);
  const forged = player.play.filter((c) => c.forged);
  const progress = player.play.filter((c) => !c.forged);
  const fx = centredRow(forged.length, AREA.forgedSpacing);
  forged.forEach((c, i) => {
    const key = `c:${c.id}`;
    const hovered = input.hoveredKey === key;
    const lean = faceCenter ? FORGED_LEAN_OPPONENT : FORGED_LEAN;
    const y = (CARD_H / 2) * Math.cos(lean) + 0.02 + (hovered ? 0.25 : 0);
    out.push({
      key,
      cardId: c.id,
      position: toWorld(frame, [fx[i]!, y, AREA.forgedZ]),
      quaternion: quat(yaw, rotX(-lean)),
      thickness: 1,
      pick: { kind: 'playCard', seat, cardId: c.id },
      spawn: handSpawn,
      lift: hovered ? 0.25 : 0,
      kind: 'forged',
      seat,
    });
  });
  const px = centredRow(progress.length, AREA.progressSpacing);
  progress.forEach((c, i) => {
    const key = `c:${c.id}`;
    const hovered = input.hoveredKey === key;
    out.push({
      key,
      cardId: c.id,
      position: toWorld(frame, [px[i]!, CARD_T / 2 + 0.01 + (hovered ? 0.2 : 0), AREA.progressZ]),
      quaternion: quat(yaw, rotX(FLAT_UP), rotZ(Math.PI / 2)),
      thickness: 1,
      pick: { kind: 'playCard', seat, cardId: c.id },
      spawn: handSpawn,
      lift: hovered ? 0.2 : 0,
      kind: 'progress',
      seat,
    });
  });
}

/** Local position (in the area) of in-progress card i of `count`: tokens paid onto it sit there. */
export function progressCardLocal(i: number, count: number): Vec3 {
  return [centredRow(count, AREA.progressSpacing)[i] ?? 0, 0, AREA.progressZ];
}

function sharedCards(input: CardLayoutInput, out: CardPlacement[]): void {
  const { view } = input;
  const flatUp = quat(rotX(FLAT_UP));
  view.commissions.forEach((id, slot) => {
    if (!id) return;
    const key = `c:${id}`;
    const hovered = input.hoveredKey === key;
    const p = commissionSlotPos(slot);
    out.push({
      key,
      cardId: id,
      position: [p[0], CARD_T / 2 + 0.01 + (hovered ? 0.3 : 0), p[2]],
      quaternion: flatUp,
      thickness: 1,
      pick: { kind: 'commission', slot },
      spawn: DECK_POS,
      lift: hovered ? 0.3 : 0,
      kind: 'commission',
      seat: null,
    });
  });
  if (view.deckCount > 0) {
    const t = Math.max(1, view.deckCount * 0.6);
    out.push({
      key: 'deck',
      cardId: null,
      position: [DECK_POS[0], (CARD_T * t) / 2, DECK_POS[2]],
      // Face down, turned so that the back's lettering reads from the front of the table.
      quaternion: quat(rotX(-FLAT_UP), rotZ(Math.PI)),
      thickness: t,
      pick: null,
      spawn: DECK_POS,
      lift: 0,
      kind: 'deck',
      seat: null,
    });
  }
  const spread = view.discard.some((id) => input.highlightCards.includes(id));
  // Tilted toward the table camera so that the spread cards read from above.
  const spreadTilt = quat(rotX(0.75 - Math.PI / 2));
  if (spread) {
    // Salvage: lay the whole pile out in rows above the board so every card can be picked.
    const perRow = 8;
    view.discard.forEach((id, i) => {
      const row = Math.floor(i / perRow);
      const col = i % perRow;
      const inRow = Math.min(perRow, view.discard.length - row * perRow);
      const x = (col - (inRow - 1) / 2) * 1.12;
      const key = `c:${id}`;
      const hovered = input.hoveredKey === key;
      out.push({
        key,
        cardId: id,
        position: [x, 2.1 + row * 0.9 + (hovered ? 0.3 : 0), -1.2 + row * 1.1],
        quaternion: spreadTilt,
        thickness: 1,
        pick: { kind: 'discardCard', cardId: id },
        spawn: DISCARD_POS,
        lift: 0,
        kind: 'discard',
        seat: null,
      });
    });
  } else if (view.discard.length > 0) {
    const top = view.discard[view.discard.length - 1]!;
    const t = Math.max(1, view.discard.length * 0.6);
    const key = `c:${top}`;
    out.push({
      key,
      cardId: top,
      position: [DISCARD_POS[0], (CARD_T * t) / 2 + 0.002, DISCARD_POS[2]],
      quaternion: flatUp,
      thickness: t,
      pick: null,
      spawn: DISCARD_POS,
      lift: 0,
      kind: 'discard',
      seat: null,
    });
  }
}

/** Every card on the table, with its target pose. */
export function layoutCards(input: CardLayoutInput): CardPlacement[] {
  const out: CardPlacement[] = [];
  const n = input.view.playerCount;
  for (let seat = 0; seat < n; seat++) {
    const frame = seatFrame(seat, input.anchorSeat, n);
    playCards(input, seat, frame, out);
    handCards(input, seat, frame, out);
  }
  sharedCards(input, out);
  return out;
}
