/**
 * An exhaustive generator of candidate actions for the active seat, for tests: every action shape
 * with every value that could be accepted (and some that cannot), without asking legalActions.
 * Durgaz payment sequences are extended only from accepted prefixes: the engine checks payments in
 * order and refuses a sequence at its first refused payment, so an extension of a refused prefix is
 * refused too (after a winning payment the rest is ignored: the same outcome as the prefix).
 */
import type { Action, Payment } from './actions.js';
import { applyAction } from './applyAction.js';
import type { AbilityChoice } from './cardTypes.js';
import { materialMultisets } from './choiceFields.js';
import { COMMISSION_SLOTS, MATERIALS, ZONES } from './constants.js';
import type { CardId, Material, Seat } from './constants.js';
import type { GameState } from './state.js';
import { embersOf } from './turns.js';

const ALL: Record<Material, number> = { iron: 9, bronze: 9, crystal: 9, scale: 9, mithril: 9 };

function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [[]];
  for (const x of items) for (const s of out.slice()) out.push([...s, x]);
  return out;
}

function choiceCandidates(s: GameState, seat: Seat): (AbilityChoice | undefined)[] {
  const out: (AbilityChoice | undefined)[] = [undefined];
  for (const zone of ZONES) out.push({ zone });
  for (const fromZone of ZONES) for (const toZone of ZONES) out.push({ fromZone, toZone });
  for (const cardId of new Set([...s.discard, ...s.players[seat]!.hand])) out.push({ cardId });
  for (let slot = 0; slot < COMMISSION_SLOTS; slot++) out.push({ slot });
  for (const give of MATERIALS) for (const get of MATERIALS) out.push({ give, get });
  for (const c of s.players[seat]!.play) for (const material of MATERIALS) out.push({ cardId: c.id, material });
  for (let k = 1; k <= 3; k++) for (const materials of materialMultisets(k, ALL)) out.push({ materials });
  return out;
}

/** Accepted Durgaz payment sequences (and their refused one-payment extensions) of `seat`. */
function durgazCandidates(s: GameState, seat: Seat, out: Action[]): void {
  const p = s.players[seat]!;
  const cards: CardId[] = [...new Set([...p.play.map((c) => c.id), ...p.hand])];
  const limit = embersOf(s, seat, 'durgaz') + 1;
  const walk = (seq: Payment[]): void => {
    for (const cardId of cards) {
      for (const material of MATERIALS) {
        const next = [...seq, { cardId, material }];
        const action: Action = { type: 'durgaz', payments: next };
        out.push(action);
        if (next.length < limit && applyAction(s, seat, action).ok) walk(next);
      }
    }
  };
  out.push({ type: 'durgaz', payments: [] });
  walk([]);
}

/** Every candidate action of the active seat of `s` (placement or activation). */
export function actionCandidates(s: GameState, maxIgnarHand = 7): Action[] {
  const seat = s.activeSeat;
  if (s.phase === 'placement') return [...ZONES.map((zone): Action => ({ type: 'placeEmber', zone })), { type: 'endPlacement' }];
  const out: Action[] = [{ type: 'closeZone' }, { type: 'endTurn' }];
  const p = s.players[seat]!;
  const e = embersOf(s, seat, 'ignar');
  if (p.hand.length <= maxIgnarHand) {
    const takes: Material[][] = [];
    for (let k = 0; k <= e + 1; k++) takes.push(...materialMultisets(k, ALL));
    for (const discard of subsets(p.hand)) {
      for (const take of takes) out.push({ type: 'ignar', discard, take });
      if (discard.length > 1) out.push({ type: 'ignar', discard: discard.slice().reverse(), take: [] });
    }
  }
  durgazCandidates(s, seat, out);
  const choices = choiceCandidates(s, seat);
  for (const c of p.play)
    for (const choice of choices)
      out.push({ type: 'rune', use: choice ? { mode: 'forged', cardId: c.id, choice } : { mode: 'forged', cardId: c.id } });
  for (const id of p.hand)
    for (const choice of choices)
      out.push({ type: 'rune', use: choice ? { mode: 'ephemeral', cardId: id, choice } : { mode: 'ephemeral', cardId: id } });
  out.push({ type: 'gildar', pick: { kind: 'draw' } });
  for (const c of p.play) {
    for (let slot = 0; slot < COMMISSION_SLOTS; slot++) {
      for (const a of MATERIALS)
        for (const b of MATERIALS) out.push({ type: 'gildar', pick: { kind: 'commission', cardId: c.id, slot, materials: [a, b] } });
    }
  }
  return out;
}
