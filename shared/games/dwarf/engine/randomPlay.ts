/** Random whole games (tests, simulations): each active seat plays a uniformly random legal action. */
import { rngInt } from '../../../platform/random/publicRng.js';
import type { Action } from './actions.js';
import { applyAction } from './applyAction.js';
import type { GameEvent } from './events.js';
import { legalActions } from './legalActions.js';
import { createGame } from './setup.js';
import type { GameConfig, GameState, Seat } from './state.js';
import { activeSeat } from './turn.js';

export interface PlayedStep {
  before: GameState;
  seat: Seat;
  action: Action;
  after: GameState;
  events: GameEvent[];
}

/** Plays `config` to its end with random legal actions (at most `maxActions`); `onStep` sees every step. */
export function playRandomGame(config: GameConfig, rng: number, onStep?: (step: PlayedStep) => void, maxActions = 5_000): GameState {
  let s = createGame(config);
  let r = rng >>> 0 || 1;
  for (let i = 0; i < maxActions; i++) {
    const seat = activeSeat(s);
    if (seat === null) return s;
    const options = legalActions(s, seat);
    if (options.length === 0) throw new Error(`seat ${seat} has no legal action at version ${s.version}`);
    const pick = rngInt(r, options.length);
    r = pick.state;
    const action = options[pick.value]!;
    const res = applyAction(s, seat, action);
    if (!res.ok) throw new Error(`legal action refused: ${JSON.stringify(action)}: ${res.error.message}`);
    if (onStep) onStep({ before: s, seat, action, after: res.state, events: res.events });
    s = res.state;
  }
  throw new Error(`the game did not end within ${maxActions} actions`);
}
