/**
 * The move of a bot-controlled seat: the heuristic bot on that seat's own view (never the hidden state),
 * checked by the engine. Should the bot ever propose an illegal move, the first legal action is played
 * instead, so a table can never stall on a bot.
 */
import { applyAction } from '../engine/applyAction.js';
import type { Action } from '../engine/actions.js';
import type { GameEvent } from '../engine/events.js';
import { legalActions } from '../engine/legalActions.js';
import type { GameState, Seat } from '../engine/state.js';
import { viewFor } from '../engine/viewFor.js';
import { heuristicBot } from './heuristicBot.js';

export interface BotMoveResult {
  state: GameState;
  events: GameEvent[];
  action: Action;
  rng: number;
}

export function botMove(state: GameState, seat: Seat, rng: number): BotMoveResult | null {
  let nextRng = rng;
  try {
    const pick = heuristicBot(viewFor(state, seat), rng);
    nextRng = pick.rng;
    const r = applyAction(state, seat, pick.action);
    if (r.ok) return { state: r.state, events: r.events, action: pick.action, rng: nextRng };
  } catch {
    // fall through to the first legal action
  }
  for (const action of legalActions(state, seat)) {
    const r = applyAction(state, seat, action);
    if (r.ok) return { state: r.state, events: r.events, action, rng: nextRng };
  }
  return null;
}

/** Each seat's bot has its own generator, seeded from the bot seed (never the game secret) and the seat (never 0). */
export function botSeeds(seed: number, seatCount: number): number[] {
  return Array.from({ length: seatCount }, (_, seat) => Math.imul(seed ^ 0x9e3779b9, seat + 1) >>> 0 || 1);
}
