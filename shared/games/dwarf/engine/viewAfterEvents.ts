/**
 * A view after one more action, from the action's events alone (as a spectator gets them): what
 * `viewFor(next, viewer)` gives, without the state. Audience rooms send their spectators the view once
 * and then only the events.
 *
 * DWARF's engine is deterministic once the Mountains and the piles are shuffled, and every action's
 * first event names the action (workerPlaced, specialTaken, decided). So the view is turned into a
 * stand-in state (tableState.ts) whose Mountain tops and pile cards are the ones this action's events
 * revealed (cardPlaced and cardDiscarded in drawing order, specialRevealed), the action is applied to
 * it by the engine itself, and the result is viewed again: no second copy of the rules to keep in step.
 */
import { MINE_SIZE, PILES_PER_MINE } from './constants.js';
import type { Action } from './actions.js';
import { applyAction } from './applyAction.js';
import type { GameEvent } from './events.js';
import type { Seat } from './state.js';
import { tableState, type Revealed } from './tableState.js';
import type { GameView } from './view.js';
import { viewFor } from './viewFor.js';

/** The action an action's events begin with; null if they begin with something else (not an action's events). */
export function actionOfEvents(events: readonly GameEvent[]): Action | null {
  const e = events[0];
  if (!e) return null;
  if (e.type === 'workerPlaced') return { type: 'place', pos: e.pos };
  if (e.type === 'specialTaken') return { type: 'special', pile: e.pile, pay: e.pay };
  if (e.type === 'decided') return { type: e.convert ? 'convert' : 'decline', item: e.item };
  return null;
}

function revealedBy(view: GameView, events: readonly GameEvent[]): Revealed {
  const mountains: string[][] = view.mines.map(() => []);
  const piles: string[][] = view.mines.flatMap(() => Array.from({ length: PILES_PER_MINE }, () => [] as string[]));
  for (const e of events) {
    if (e.type === 'cardPlaced') mountains[Math.floor(e.pos / MINE_SIZE)]?.push(e.card);
    else if (e.type === 'cardDiscarded') mountains[e.mine]?.push(e.card);
    else if (e.type === 'specialRevealed' && e.card !== null) piles[e.pile]?.push(e.card);
  }
  return { mountains, piles };
}

export function viewAfterEvents(view: GameView, action: { version: number; seat: Seat; events: readonly GameEvent[] }): GameView {
  const act = actionOfEvents(action.events);
  if (!act) throw new Error('These events do not begin with an action.');
  const r = applyAction(tableState(view, revealedBy(view, action.events)), action.seat, act);
  if (!r.ok) throw new Error(`The events' action does not apply to this view: ${r.error.message}`);
  return { ...viewFor(r.state, view.viewer), version: action.version };
}
