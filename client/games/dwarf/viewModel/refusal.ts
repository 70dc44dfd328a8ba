/**
 * Why a gesture of this seat does nothing (pure): the engine's checkAction on the seat's own view gives
 * the reason's code; the HUD says it in the viewer's language. A gesture that the engine would accept
 * has no reason (null). Covers the clicks, keys and 3D picks alike: they all come here.
 */
import { checkAction } from '../../../../shared/games/dwarf/engine/checkAction.js';
import type { Action, ErrorCode, GameView } from '../../../../shared/games/dwarf/index.js';

export type Reason =
  /** One of the engine's refusal codes (error.<code> in the texts). */
  | { kind: 'code'; code: ErrorCode; waitFor?: number }
  /** Nothing to refuse, but no action meant: a spectator, a replay. */
  | { kind: 'watching' };

export function refusalOf(view: GameView, action: Action): Reason | null {
  if (view.viewer === 'spectator') return { kind: 'watching' };
  const err = checkAction(view, view.viewer, action);
  if (!err) return null;
  if (err.code === 'not_your_turn') {
    const m = /seat (\d+)/.exec(err.message);
    return { kind: 'code', code: err.code, ...(m ? { waitFor: Number(m[1]) - 1 } : {}) };
  }
  return { kind: 'code', code: err.code };
}

/**
 * Why a pile cannot be taken now, whichever way the seat would pay: the reason for the way that comes
 * nearer to being possible (one worker and 4 iron once a worker is placed, else both workers).
 */
export function pileRefusal(view: GameView, pile: number): Reason | null {
  const byWorkers = refusalOf(view, { type: 'special', pile, pay: 'workers' });
  const byIron = refusalOf(view, { type: 'special', pile, pay: 'iron' });
  if (!byWorkers || !byIron) return null;
  if (byWorkers.kind === 'code' && byWorkers.code === 'workers_needed') return byIron;
  return byWorkers;
}
