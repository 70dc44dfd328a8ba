/** The one entry point of the rules: an action by a seat gives the next state and its events, or a refusal. */
import type { Action } from './actions.js';
import { checkOnState } from './checkAction.js';
import { Draft } from './draft.js';
import type { EngineError } from './errors.js';
import type { GameEvent } from './events.js';
import { placeExtra } from './callForHelp.js';
import { advance } from './roundFlow.js';
import { placeBase } from './selection.js';
import { takeSpecial } from './special.js';
import type { GameState, Seat } from './state.js';
import { decide } from './work.js';

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: EngineError };

function dispatch(d: Draft, seat: Seat, action: Action): void {
  switch (action.type) {
    case 'place':
      if (d.s.phase === 'callForHelp') {
        d.helpQueue().shift();
        placeExtra(d, seat, action.pos);
      } else {
        d.round().turn += 1;
        placeBase(d, seat, action.pos);
      }
      return;
    case 'special':
      d.round().turn += 1;
      takeSpecial(d, seat, action.pile, action.pay);
      return;
    case 'convert':
    case 'decline':
      decide(d, action.item, action.type === 'convert');
      return;
  }
}

/** Applies `action` by `seat`. The input state is never changed; the version rises by 1 on success. */
export function applyAction(state: GameState, seat: Seat, action: Action): ApplyResult {
  const error = checkOnState(state, seat, action);
  if (error) return { ok: false, error };
  const d = new Draft(state);
  dispatch(d, seat, action);
  advance(d);
  d.s.version = state.version + 1;
  return { ok: true, state: d.s, events: d.events };
}
