/**
 * Replays a game's config and action log through the engine, entry by entry, and says which entry
 * is the first that does not apply (index, seat, action type, the engine's refusal) if one does not.
 */
import type { Action } from '../engine/actions.js';
import { applyAction } from '../engine/applyAction.js';
import type { Seat } from '../engine/constants.js';
import { configError, createGame } from '../engine/setup.js';
import type { GameConfig, GameState } from '../engine/state.js';

export type ReplayOutcome =
  | { ok: true; state: GameState }
  | { ok: false; index: number; seat: Seat; type: string; message: string }
  | { ok: false; index: -1; message: string };

export function replayLog(config: GameConfig, log: readonly { seat: Seat; action: Action }[]): ReplayOutcome {
  const bad = configError(config);
  if (bad) return { ok: false, index: -1, message: `The config cannot start a game: ${bad}` };
  let state = createGame(config);
  for (let i = 0; i < log.length; i++) {
    const { seat, action } = log[i]!;
    const r = applyAction(state, seat, action);
    if (!r.ok) return { ok: false, index: i, seat, type: action.type, message: r.error.message };
    state = r.state;
  }
  return { ok: true, state };
}

/** "action 12 (seat 1, placeEmber) does not apply: <the engine's message>". */
export function describeReplayFailure(f: Exclude<ReplayOutcome, { ok: true }>): string {
  if (!('seat' in f)) return f.message;
  return `action ${f.index} (seat ${f.seat}, ${f.type}) does not apply: ${f.message}`;
}
