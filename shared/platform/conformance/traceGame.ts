/** Every version of a game rebuilt from its config and action log, with each action's full events (the leak check's truth). */
import type { AnyGameModule, LoggedMove, SeatIndex } from '../gameModule.js';

export interface ActionTrace {
  /** The version the action produced. */
  version: number;
  seat: SeatIndex;
  events: unknown[];
}

/** states[v] = the game's state at version v, and each action's events (the engine's, unredacted). */
export function traceGame(
  module: AnyGameModule,
  config: unknown,
  log: readonly LoggedMove<unknown>[],
): { states: unknown[]; actions: ActionTrace[] } {
  let state = module.create(config);
  const states: unknown[] = [];
  const actions: ActionTrace[] = [];
  states[module.version(state)] = state;
  for (const { seat, action } of log) {
    const r = module.apply(state, seat, action);
    if (!r.ok) throw new Error(`replay refused an action of seat ${seat}: ${r.error.message}`);
    state = r.state;
    states[module.version(state)] = state;
    actions.push({ version: module.version(state), seat, events: r.events });
  }
  return { states, actions };
}
