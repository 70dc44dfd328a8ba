/**
 * Shared focus (issue 12), in the scene: what a card under the pointer means as a public focus (a
 * face-up card or a commission slot; never a hand card, not even the player's own, nor the deck), and
 * where a spectator's scene shows a focus (focusAnchor: the spot and size of its soft glow).
 */
import { Quaternion, Vector3 } from 'three';
import type { GameView, Seat } from '../../../../shared/games/emberforge/index.js';
import type { FocusTarget } from '../../../../shared/protocol/protocol.js';
import { readFocus } from '../../../../shared/games/emberforge/wire/focusTarget.js';
import { layoutCards, type CardPlacement } from './cardLayout.js';
import { CARD_H, CARD_W, DISCARD_POS, ZONE_CENTERS, ZONE_SIZE, commissionSlotPos, type Vec3 } from './layout.js';

export function focusOfPlacement(p: CardPlacement | undefined): FocusTarget | null {
  if (!p) return null;
  if (p.kind === 'commission' && p.pick?.kind === 'commission') return { kind: 'commission', slot: p.pick.slot };
  if ((p.kind === 'discard' || p.kind === 'forged' || p.kind === 'progress') && p.cardId) return { kind: 'card', id: p.cardId };
  return null;
}

/** Where a focus glows: centre on the table, footprint (width along x, depth along z before the turn) and its turn about y. */
export interface FocusAnchor {
  position: Vec3;
  width: number;
  depth: number;
  yaw: number;
}

/**
 * Around a card: the glow's rim (SpectatorFocus's texture: at 0.39 of the size from the centre) runs
 * just outside the card, in the gap between commission slots (1.62 apart); what falls under a
 * neighbouring card is hidden by it.
 */
const PAD_X = 0.5;
const PAD_Z = 0.55;
const axis = new Vector3();
const q = new Quaternion();

export function focusAnchor(view: GameView, sent: FocusTarget, anchorSeat: Seat, mySeat: Seat | null): FocusAnchor | null {
  const target = readFocus(sent); // from the network: Emberforge's own target, or nothing
  if (!target) return null;
  if (target.kind === 'zone') {
    const c = ZONE_CENTERS[target.zone];
    if (!c) return null;
    return { position: c, width: ZONE_SIZE + 0.16, depth: ZONE_SIZE + 0.16, yaw: 0 };
  }
  if (target.kind === 'commission')
    return { position: commissionSlotPos(target.slot), width: CARD_W + PAD_X, depth: CARD_H + PAD_Z, yaw: 0 };
  const p = layoutCards({ view, anchorSeat, mySeat, hoveredKey: null, selectedHand: [], highlightCards: [] }).find(
    (c) => c.cardId === target.id,
  );
  if (!p) return view.discard.includes(target.id) ? { position: DISCARD_POS, width: CARD_W + PAD_X, depth: CARD_H + PAD_Z, yaw: 0 } : null;
  // The card's own x axis stays in the table's plane whether it lies flat or stands: its turn about y.
  axis.set(1, 0, 0).applyQuaternion(q.set(...p.quaternion));
  return { position: [p.position[0], 0, p.position[2]], width: CARD_W + PAD_X, depth: CARD_H + PAD_Z, yaw: Math.atan2(-axis.z, axis.x) };
}
