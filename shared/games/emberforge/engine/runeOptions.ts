/**
 * The legal Runarium actions (legalActions): every accepted choice of every usable card. Apart from
 * runarium.ts (the resolution), which the choice rehearsal (choiceFields.ts) itself runs.
 */
import { needsChoice } from './abilities.js';
import type { Action } from './actions.js';
import { defOf } from './cardLookup.js';
import { choiceOptionsOn } from './choiceFields.js';
import type { CardId, Seat } from './constants.js';
import type { GameState } from './state.js';
import { tableState, type Table } from './tableState.js';

/**
 * A rune use whose ability needs no choice gives exactly one action when the Runarium is usable (the
 * card checks of beginRune hold by construction), so only abilities with a choice are rehearsed on a
 * draft (choiceOptionsOn).
 */
export function runeOptions(t: Table, seat: Seat, hand: readonly CardId[], out: Action[]): void {
  const play = t.players[seat]!.play;
  let s: GameState | null = null;
  for (const c of play) {
    if (!c.forged) continue;
    if (choiceFree(c.id) && play.find((x) => x.id === c.id) === c) {
      out.push({ type: 'rune', use: { mode: 'forged', cardId: c.id } });
      continue;
    }
    s ??= tableState(t);
    for (const choice of choiceOptionsOn(s, seat, 'forged', c.id)) {
      out.push({ type: 'rune', use: choice ? { mode: 'forged', cardId: c.id, choice } : { mode: 'forged', cardId: c.id } });
    }
  }
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i]!;
    if (hand.indexOf(id) !== i) continue;
    if (choiceFree(id)) {
      out.push({ type: 'rune', use: { mode: 'ephemeral', cardId: id } });
      continue;
    }
    s ??= tableState(t);
    for (const choice of choiceOptionsOn(s, seat, 'ephemeral', id)) {
      out.push({ type: 'rune', use: choice ? { mode: 'ephemeral', cardId: id, choice } : { mode: 'ephemeral', cardId: id } });
    }
  }
}

/** A known card whose ability asks for no choice. */
function choiceFree(id: CardId): boolean {
  const def = defOf(id);
  return def !== undefined && !def.ability.some(needsChoice);
}
