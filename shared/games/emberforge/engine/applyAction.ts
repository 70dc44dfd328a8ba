/** The one entry point of the rules: an action by a seat on a state gives the next state and its events, or an error. */
import type { Action } from './actions.js';
import type { Seat } from './constants.js';
import { fail, startDraft } from './draft.js';
import type { Draft } from './draft.js';
import type { EngineError } from './errors.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';
import { resolveDurgaz } from './durgaz.js';
import { resolveGildar } from './gildar.js';
import { resolveIgnar } from './ignar.js';
import { endPlacement, placeEmber } from './placement.js';
import { resolveRune } from './runarium.js';
import { autoAdvance, closeResolving, endActivationTurn } from './turns.js';

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: EngineError };

/** The phase an action type belongs to, or null for an unknown type. */
function phaseOf(type: string): 'placement' | 'activation' | null {
  switch (type) {
    case 'placeEmber':
    case 'endPlacement':
      return 'placement';
    case 'ignar':
    case 'durgaz':
    case 'rune':
    case 'gildar':
    case 'closeZone':
    case 'endTurn':
      return 'activation';
    default:
      return null;
  }
}

/** Checks who may act now, for any table (state or view). */
export function turnError(
  t: { winner: unknown; phase: string; activeSeat: Seat; playerCount: number },
  seat: Seat,
  action: Action,
): EngineError | null {
  if (!action || typeof action !== 'object' || typeof action.type !== 'string') return fail('invalid_action', 'An action needs a type.');
  const phase = phaseOf(action.type);
  if (phase === null) return fail('invalid_action', `Unknown action type ${action.type}.`);
  const isPlacement = phase === 'placement';
  if (!Number.isInteger(seat) || seat < 0 || seat >= t.playerCount) return fail('not_a_player', 'Only a seated player can act.');
  if (t.winner || t.phase === 'ended') return fail('game_over', 'The game is over.');
  if (seat !== t.activeSeat) return fail('not_your_turn', `It is not your turn (seat ${t.activeSeat + 1} is playing).`);
  if (isPlacement && t.phase !== 'placement') return fail('wrong_phase', 'Embers are placed only in the placement phase.');
  if (!isPlacement && t.phase !== 'activation') return fail('wrong_phase', 'Zones are activated only in the activation phase.');
  return null;
}

export function dispatch(d: Draft, seat: Seat, action: Action): EngineError | null {
  switch (action.type) {
    case 'placeEmber':
      return placeEmber(d, seat, action.zone);
    case 'endPlacement':
      return endPlacement(d);
    case 'ignar':
      return resolveIgnar(d, seat, action.discard, action.take);
    case 'durgaz':
      return resolveDurgaz(d, seat, action.payments);
    case 'rune':
      return resolveRune(d, seat, action.use);
    case 'gildar':
      return resolveGildar(d, seat, action.pick);
    case 'closeZone':
      if (!d.s.resolving) return fail('invalid_action', 'No zone is being resolved.');
      closeResolving(d);
      return null;
    case 'endTurn':
      endActivationTurn(d);
      return null;
  }
}

/** Applies `action` by `seat`. The input state is never mutated; the version rises by 1 on success. */
export function applyAction(state: GameState, seat: Seat, action: Action): ApplyResult {
  const early = turnError(state, seat, action);
  if (early) return { ok: false, error: early };
  const events: GameEvent[] = [];
  const d = startDraft(state, events);
  const error = dispatch(d, seat, action);
  if (error) return { ok: false, error };
  autoAdvance(d);
  d.s.version = state.version + 1;
  return { ok: true, state: d.s, events };
}
