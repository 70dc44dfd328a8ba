/** Rebuilds a game from its config and action log (the seed makes it exact). */
import type { Action } from './actions.js';
import { applyAction } from './applyAction.js';
import { createGame } from './setup.js';
import { replayLog } from '../../../platform/replayLog.js';
import type { GameConfig, GameState, Seat } from './state.js';

export interface LoggedAction {
  seat: Seat;
  action: Action;
}

/** Throws if an entry of the log is refused (the log does not belong to this config). */
export function replay(config: GameConfig, log: readonly LoggedAction[]): GameState {
  return replayLog(createGame, applyAction, config, log);
}
