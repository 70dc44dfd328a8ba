/** What the conformance kit needs to test a game module: the module, sample games and, optionally, a wider action generator. */
import type { AnyGameModule, SeatIndex } from '../gameModule.js';

export interface ConformanceSubject {
  module: AnyGameModule;
  /** Configs of sample games (seat counts and options across the game's range), each with a numeric seed. */
  configs: readonly unknown[];
  /**
   * Candidate actions for `seat` in `state`, legal or not (an exhaustive generator where the game has one):
   * every candidate the engine accepts must reach an outcome some listed legal action reaches.
   * Default: the legal actions of every seat (then only out-of-turn refusals are checked).
   */
  candidates?(state: unknown, seat: SeatIndex): unknown[];
  /**
   * The outcome of an action, for comparing candidates with legal actions: the next state, less what the
   * rules leave unordered (default: module.canonical).
   */
  outcomeKey?(state: unknown): string;
  /** Most actions a bots-only sample game may take before it must have ended. */
  maxActions: number;
  /** Malformed actions the action schema must refuse (the kit adds generic ones). */
  malformed?: readonly unknown[];
}
