/** The legality check, on the whole state or on a seat's own view: the same rule code as applyAction. */
import type { Action } from './actions.js';
import { applyAction } from './applyAction.js';
import type { Seat } from './constants.js';
import type { EngineError } from './errors.js';
import type { GameState } from './state.js';
import { tableState } from './tableState.js';
import type { GameView } from './view.js';

export function checkAction(table: GameState | GameView, seat: Seat, action: Action): EngineError | null {
  const result = applyAction(tableState(table), seat, action);
  return result.ok ? null : result.error;
}
