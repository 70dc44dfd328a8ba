/** Rebuilds a game from its config and action log (the seed makes it exact). */
import type { Action } from './actions.js';
import { applyAction } from './applyAction.js';
import { createGame } from './setup.js';
import type { GameConfig, GameState, Seat } from './state.js';

export interface LoggedAction {
  seat: Seat;
  action: Action;
}

/** Throws if an entry of the log is refused (the log does not belong to this config). */
export function replay(config: GameConfig, log: readonly LoggedAction[]): GameState {
  let state = createGame(config);
  for (let i = 0; i < log.length; i++) {
    const { seat, action } = log[i]!;
    const r = applyAction(state, seat, action);
    if (!r.ok) throw new Error(`Replay: entry ${i} (${action.type} by seat ${seat}) was refused: ${r.error.message}`);
    state = r.state;
  }
  return state;
}
