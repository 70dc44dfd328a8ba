/**
 * The legal Runarium actions (legalActions): every accepted choice of every usable card; their number and
 * one of them built alone (the random bot), from one walk. Apart from
 * runarium.ts (the resolution), which the choice rehearsal (choiceFields.ts) itself runs.
 */
import type { Action } from './actions.js';
import type { AbilityChoice } from './cardTypes.js';
import { choiceAtOn, choiceCountOn, choiceOptionsOn, runeShapeOf, type RuneShape } from './choiceFields.js';
import type { CardId, Seat } from './constants.js';
import type { GameState } from './state.js';
import { tableState, type Table } from './tableState.js';

/**
 * A rune use whose ability needs no choice gives exactly one action when the Runarium is usable (the
 * card checks of beginRune hold by construction), so only abilities with a choice are rehearsed on a
 * draft (choiceOptionsOn; the counts read a leading choice on the table itself, see runeShapeOf).
 * Forged weapons first, then the hand's cards, each with its choices in order.
 */
export function runeOptions(t: Table, seat: Seat, hand: readonly CardId[], out: Action[]): void {
  walkRunes(t, seat, hand, -1, out);
}

/**
 * What runeOptionCount learnt, for a runeOptionAt on the same table right after: the table as a state
 * (built once) and each use's number of choices in order (null for a use without a choice), so that only
 * the use picked is looked at again (to build its choice).
 */
export interface RuneMemo {
  state: GameState | null;
  perUse: (number | null)[];
}

/** How many actions runeOptions would list (with `memo`: kept for runeOptionAt). */
export function runeOptionCount(t: Table, seat: Seat, hand: readonly CardId[], memo?: RuneMemo): number {
  return walkRunes(t, seat, hand, -1, null, memo) as number;
}

/** Action number `i` (0-based) of runeOptions' list, built alone; `i` must be below runeOptionCount. */
export function runeOptionAt(t: Table, seat: Seat, hand: readonly CardId[], i: number, memo?: RuneMemo): Action {
  const a = walkRunes(t, seat, hand, i, null, memo);
  if (typeof a === 'number') throw new Error(`The Runarium has no option ${i}`);
  return a;
}

/**
 * Lists the rune uses into `out` when given; otherwise returns use number `pick` (pick ≥ 0) or their
 * number. A memo is filled when counting and read when picking.
 */
function walkRunes(t: Table, seat: Seat, hand: readonly CardId[], pick: number, out: Action[] | null, memo?: RuneMemo): number | Action {
  const play = t.players[seat]!.play;
  let s: GameState | null = memo?.state ?? null;
  let count = 0;
  let use = 0;
  for (let k = 0; k < play.length + hand.length; k++) {
    let cardId: CardId;
    let mode: 'forged' | 'ephemeral';
    let free: boolean;
    let shape: RuneShape;
    if (k < play.length) {
      const c = play[k]!;
      if (!c.forged) continue;
      cardId = c.id;
      mode = 'forged';
      shape = runeShapeOf(cardId);
      free = shape.free && play.find((x) => x.id === cardId) === c;
    } else {
      const i = k - play.length;
      cardId = hand[i]!;
      if (hand.indexOf(cardId) !== i) continue;
      mode = 'ephemeral';
      shape = runeShapeOf(cardId);
      free = shape.free;
    }
    const u = use++;
    if (free) {
      if (count === pick) return { type: 'rune', use: { mode, cardId } };
      out?.push({ type: 'rune', use: { mode, cardId } });
      if (memo && pick < 0) memo.perUse.push(null);
      count++;
      continue;
    }
    const known = pick >= 0 && memo && u < memo.perUse.length ? memo.perUse[u]! : null;
    if (known !== null) {
      if (pick < count + known) {
        s ??= tableState(t);
        return runeUse(mode, cardId, choiceAtOn(s, seat, mode, cardId, pick - count, shape));
      }
      count += known;
      continue;
    }
    s ??= tableState(t);
    if (memo) memo.state = s;
    if (!out && pick < 0) {
      // Counting: how many choices, none built.
      const n = choiceCountOn(s, seat, mode, cardId, shape);
      memo?.perUse.push(n);
      count += n;
      continue;
    }
    const choices = choiceOptionsOn(s, seat, mode, cardId);
    if (out) for (const choice of choices) out.push(runeUse(mode, cardId, choice));
    else if (pick >= count && pick < count + choices.length) return runeUse(mode, cardId, choices[pick - count]);
    count += choices.length;
  }
  return count;
}

function runeUse(mode: 'forged' | 'ephemeral', cardId: CardId, choice: AbilityChoice | undefined): Action {
  return { type: 'rune', use: choice ? { mode, cardId, choice } : { mode, cardId } };
}
