/** Test support: rebuild every version of a finished table's game from its config and action log. */
import { applyAction, createGame, type GameConfig, type GameState, type Seat, type Action } from '../../shared/index.js';

/** states[v] = the engine state at version v. */
export function statesByVersion(config: GameConfig, log: readonly { seat: Seat; action: Action }[]): GameState[] {
  let state = createGame(config);
  const states: GameState[] = [];
  states[state.version] = state;
  for (const { seat, action } of log) {
    const r = applyAction(state, seat, action);
    if (!r.ok) throw new Error(`replay refused ${action.type}: ${r.error.message}`);
    state = r.state;
    states[state.version] = state;
  }
  return states;
}

/** Card ids a viewer must not know at this state: the deck and every other player's hand. */
export function hiddenFrom(state: GameState, viewer: Seat | 'spectator'): Set<string> {
  const hidden = new Set<string>(state.deck);
  for (const p of state.players) if (p.seat !== viewer) for (const c of p.hand) hidden.add(c);
  return hidden;
}
