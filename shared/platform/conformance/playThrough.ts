/** A sample game played out by the module's own bots, every step kept (the kit's raw material). */
import type { AnyGameModule, SeatIndex } from '../gameModule.js';

export interface Step {
  /** The state the action was taken in. */
  before: unknown;
  seat: SeatIndex;
  action: unknown;
  after: unknown;
  events: unknown[];
}

export interface PlayedGame {
  config: unknown;
  steps: Step[];
  final: unknown;
  /** The game ended within the action budget. */
  ended: boolean;
  /** Why the bots stopped before the end (a seat's bot found nothing legal), or null. */
  stuck: string | null;
}

export function playThrough(module: AnyGameModule, config: unknown, maxActions: number): PlayedGame {
  const seed = Number((config as { seed?: unknown }).seed ?? 1) >>> 0;
  let state = module.create(config);
  const seats = (config as { players?: unknown[] }).players?.length ?? module.maxSeats;
  const rngs = module.botSeeds(seed, seats);
  const steps: Step[] = [];
  let stuck: string | null = null;
  while (steps.length < maxActions) {
    const active = module.activeSeats(state);
    if (active.length === 0) break;
    const seat = active[0]!;
    const choice = module.botMove(state, seat, rngs[seat] ?? 1);
    if (!choice) {
      stuck = `the bot of seat ${seat} found nothing legal at version ${module.version(state)}`;
      break;
    }
    rngs[seat] = choice.rng;
    steps.push({ before: state, seat, action: choice.action, after: choice.state, events: choice.events });
    state = choice.state;
  }
  return { config, steps, final: state, ended: module.outcome(state) !== null, stuck };
}
