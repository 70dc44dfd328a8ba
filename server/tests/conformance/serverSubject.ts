/**
 * What the server-level conformance checks (leakCheck.ts, restartCheck.ts) need of a game beyond its
 * module: how a client reads what the server sends it (the game's wire), the games to play, and the
 * game's own rule for the events of an action where the default one is wrong (leakAudit.ts).
 */
import type { AnyGameModule, GameViewer, SeatIndex } from '../../../shared/platform/gameModule.js';
import type { EventsRule } from '../../../shared/platform/conformance/leakAudit.js';

/** One action's events as a client decodes them. */
export interface DecodedAction {
  version: number;
  seat: SeatIndex;
  events: unknown[];
}

/** How a client decodes the game out of what it receives. */
export interface ClientWire {
  /** Its view out of the synced room state (`room.state.toJSON()`), or null before the game. */
  view(state: unknown, viewer: GameViewer): unknown;
  /** An `events` message (or a feed item's action), or null if undecodable. */
  events(raw: unknown): DecodedAction | null;
  /** A `history` message, action by action. */
  history(raw: unknown): DecodedAction[];
}

/**
 * A leak game. It must run past version 50 with its bots: a spectator and an audience spectator join
 * at version 20, seat 1 drops at 40 and comes back after 50 (leakCheck.ts).
 */
export interface LeakGame {
  seats: number;
  /** Seats 0..clientSeats-1 are clients playing the module's bot on their own view; the rest server bots. */
  clientSeats: number;
  /** The table is named `... #seed`: the test server seeds it with that number. */
  seed: number;
}

export interface ServerSubject {
  module: AnyGameModule;
  wire: ClientWire;
  /** The leak check's games: every seat count the game allows, some with server bots among the clients. */
  leakGames: readonly LeakGame[];
  eventsRule?: EventsRule;
}
