/** Test support: rebuild every version of a finished table's game from its config and action log. */
import {
  applyAction,
  createGame,
  redactEvents,
  type Action,
  type GameConfig,
  type GameEvent,
  type GameState,
  type Seat,
} from '../../shared/index.js';

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

/** Card ids a viewer must not know at this state: the deck and every other player's hand (a delayed caster: the deck only). */
export function hiddenFrom(state: GameState, viewer: Seat | 'spectator' | 'caster'): Set<string> {
  const hidden = new Set<string>(state.deck);
  if (viewer === 'caster') return hidden;
  for (const p of state.players) if (p.seat !== viewer) for (const c of p.hand) hidden.add(c);
  return hidden;
}

/** The engine's full events of every action of the log, with the version each one produced. */
export function eventsByVersion(
  config: GameConfig,
  log: readonly { seat: Seat; action: Action }[],
): { version: number; seat: Seat; events: GameEvent[] }[] {
  let state = createGame(config);
  const out: { version: number; seat: Seat; events: GameEvent[] }[] = [];
  for (const { seat, action } of log) {
    const r = applyAction(state, seat, action);
    if (!r.ok) throw new Error(`replay refused ${action.type}: ${r.error.message}`);
    state = r.state;
    out.push({ version: state.version, seat, events: r.events });
  }
  return out;
}

/** What `viewer` should have in its log up to `version`: every action's events redacted for it, the last `cap`. */
export function expectedLog(
  config: GameConfig,
  log: readonly { seat: Seat; action: Action }[],
  viewer: Seat | 'spectator',
  version: number,
  cap: number,
): GameEvent[] {
  const all = eventsByVersion(config, log)
    .filter((e) => e.version <= version)
    .flatMap((e) => redactEvents(e.events, viewer));
  return all.slice(Math.max(0, all.length - cap));
}
