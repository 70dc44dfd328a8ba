/**
 * What the table platform needs of a game (issue 39): the seam between the platform (tables, seats, seat
 * keys, bots' scheduling, turn clock, spectators, broadcast delay, caster and seat views, store, restart
 * recovery, history, replays, overlay, lobby) and a game (its rules, state, views, events). The platform
 * holds a game's state, actions, events and views as opaque values and asks the module about them; it
 * never reads a game's fields itself.
 *
 * Shaped for the games to come as well as Dwarf Emberforge:
 * - DWARF: 1-5 seats, open information (views may equal the state), an automa the engine plays inside
 *   `apply` (no seat of its own), two boards at 4-5 players (the game's state, not the platform's);
 * - Trogdor and Gem Rush's Crisis mode: a cooperative result (the table wins or loses together);
 * - a board phase the engine runs between turns: inside `apply`, so `activeSeats` is never empty while
 *   the game runs (the platform waits for a seat, never for the engine).
 */
import type { z } from 'zod';

/** A seat at the table, 0-based. */
export type SeatIndex = number;

/** One event as its game's codec writes it: the event's code, then its values. */
export type WireEvent = [code: number, ...values: unknown[]];
/** An action's events on the wire (the `events` message, shared/protocol/eventsEnvelope.ts): its version and seat around them. */
export type EventsWire = [version: number, seat: SeatIndex, events: WireEvent[]];

/** One action's events as decoded (redacted for whoever got them). */
export interface DecodedEvents<Event = unknown> {
  version: number;
  seat: SeatIndex;
  events: Event[];
}

/**
 * Something public a player points at, in its game's own terms (Emberforge: a zone, a commission slot
 * or a face-up card; never a card in a hand): a small JSON object with a `kind` (the `focus` message's
 * target). The table's module keeps only what everyone may see (`publicFocus`).
 */
export interface FocusTarget {
  readonly kind: string;
  readonly [field: string]: string | number | boolean | null;
}

/** Who a view or an event is for: a seat, or anyone not seated (spectators, the public broadcast). */
export type GameViewer = SeatIndex | 'spectator';

/** How a game ended: some seats won (a competitive game), or the table won or lost together (cooperative). */
export type GameOutcome = { kind: 'winners'; seats: SeatIndex[]; reason: string } | { kind: 'cooperative'; won: boolean; reason: string };

/** The table's seed: a server's 256-bit secret (64 hex digits), or a number 0..2^32-1 (tests, simulations). */
export type TableSeed = string | number;

/** A seat's place at a new game, as the table knows it. */
export interface SeatPlayer {
  name: string;
  color: string;
}

/** An action the engine refused: a stable code and a message for people. */
export interface GameRefusal {
  code: string;
  message: string;
}

export type Applied<State, Event> = { ok: true; state: State; events: Event[] } | { ok: false; error: GameRefusal };

/** One accepted action of a game's log. */
export interface LoggedMove<Action> {
  seat: SeatIndex;
  action: Action;
}

/** A bot's choice, with the state it leads to and its next random state. */
export interface BotChoice<State, Action, Event> {
  action: Action;
  state: State;
  events: Event[];
  rng: number;
}

export interface GameModule<Config = unknown, State = unknown, Action = unknown, Event = unknown, View = unknown, Options = unknown> {
  /** The game's id on the wire and in the store (`game: 'emberforge'`). */
  readonly id: string;
  /** Its name in the lobby. */
  readonly name: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** The game's own table options (checked, defaults filled); the platform's (seats, privacy, delay...) are not here. */
  readonly optionsSchema: z.ZodType<Options>;
  /** An action as a client may send it (checked before `apply`). */
  readonly actionSchema: z.ZodType<Action>;
  /** A config as a replay file or the store may give it (untrusted JSON): its seats' players, seed, options. */
  readonly configSchema: z.ZodType<Config>;

  /** The config of a new game: the seats in order, the table's secret seed, its options. */
  configFor(players: readonly SeatPlayer[], seed: TableSeed, options: Options): Config;
  /** Why a config cannot start a game, or null. */
  configError(config: Config): string | null;
  create(config: Config): State;
  /** One action of `seat`: the next state and its events (engine-run phases included), or a refusal; `state` is never changed. */
  apply(state: State, seat: SeatIndex, action: Action): Applied<State, Event>;
  /**
   * Why `seat` may not take `action` now, or null if it may: the engine's own rules, on the state or on
   * the seat's own view (a client asks before sending, a bot before choosing; nothing hidden is needed).
   */
  check(table: State | View, seat: SeatIndex, action: Action): GameRefusal | null;
  /** Every action `seat` may take now (empty when it is not theirs to act). */
  legalActions(state: State, seat: SeatIndex): Action[];
  /** Whose move the game waits for (one seat, several, or none once it is over). */
  activeSeats(state: State): SeatIndex[];
  /**
   * What a player may point spectators at (the `focus` message's target), if everyone may see it now:
   * the target in the game's own terms with only its own fields, or null (malformed, unknown, hidden).
   */
  publicFocus(table: State | View, target: unknown): FocusTarget | null;
  /**
   * One player's turn as the turn clock times it (it restarts when the key changes; a timed-out turn
   * is named by it), or null once the game is over.
   */
  turnKey(state: State): string | null;
  /** The round the game is in, as its lobby row and history show it (1 from the start). */
  round(state: State): number;
  /** The number of actions applied since the start (the platform's version of the game). */
  version(state: State): number;
  /** The end, once the game is over; null while it runs. */
  outcome(state: State): GameOutcome | null;
  /** What `viewer` may know of the state: nothing else may ever reach them. */
  viewFor(state: State, viewer: GameViewer): View;
  /** An action's events as `viewer` may see them. */
  redactEvents(events: readonly Event[], viewer: GameViewer): Event[];
  /** One action's events (already redacted for their recipient) in the compact form of the `events` message. */
  encodeEvents(version: number, seat: SeatIndex, events: readonly Event[]): EventsWire;
  /** An `events` message back to the game's events; null when it is malformed (input from the network). */
  decodeEvents(wire: unknown): DecodedEvents<Event> | null;
  /**
   * The public (spectator) view moved on by one action's spectator-redacted events: equal to the
   * spectator's viewFor of the next state. Audience rooms send a crowd the events alone, and each page
   * moves its view on with this (a seat's own view comes whole from its table).
   */
  viewAfterEvents(view: View, action: { version: number; seat: SeatIndex; events: readonly Event[] }): View;
  /** The state a config and a log of accepted actions lead to (throws on an action the engine refuses). */
  replay(config: Config, log: readonly LoggedMove<Action>[]): State;
  /** A stable text of the whole state: equal states, equal texts (determinism checks, digests). */
  canonical(state: State): string;
  /** The game's bot for `seat` (seeded per seat: `botSeeds`); null if it finds nothing legal. */
  botMove(state: State, seat: SeatIndex, rng: number): BotChoice<State, Action, Event> | null;
  botSeeds(seed: number, seatCount: number): number[];
  /** The version of a view (the `version` of the state it shows). */
  viewVersion(view: View): number;
  /**
   * The game's bot choosing from `seat`'s own view alone, as a player outside the server would (the
   * conformance kit's seat clients); null when that view waits on no move of `seat`.
   */
  botOnView(view: View, seat: SeatIndex, rng: number): { action: Action; rng: number } | null;
  /**
   * The tokens (card ids, piece ids...) `viewer` must not be able to learn at `state`: the conformance
   * kit's leak check fails on any of them found in anything the server sends that viewer. Empty where
   * the game hides nothing from that viewer (open information).
   */
  secrets(state: State, viewer: GameViewer): string[];
  /** The text of any token `secrets` may name (no flags): the leak check looks for it as a whole word. */
  readonly secretToken: RegExp;
  /**
   * For the search bot (shared/platform/search/, issue 42), optional. A whole state consistent with what
   * `seat`'s view shows, its hidden part (cards in other hands, a deck's order, a random state) sampled
   * with `rng` (uniform in [0, 1)) from what that seat cannot see. A game without it gets no search bot.
   */
  determinize?(view: View, seat: SeatIndex, rng: () => number): State;
  /** A cheap move for `seat` in the search's playouts (default: a uniformly random legal action). */
  playoutPolicy?(state: State, seat: SeatIndex, rng: () => number): Action;
  /** Each seat's prospects at a state where a playout stops early, in [0, 1] (default: all alike). */
  evaluate?(state: State): number[];
  /**
   * The actions the search looks at in a state (default: `legalActions`): some of `legalActions`' (as it
   * lists them), never none when there are any, few enough to list at every node where a game's full list
   * can grow without bound.
   */
  searchActions?(state: State, seat: SeatIndex): Action[];
  /**
   * For playouts, optional (both or neither): a copy of `state` that its caller owns, and `apply`'s rules
   * run in place on such a copy (no events, no new state per action; throws on a refusal, after which the
   * copy is spoilt). The conformance kit checks that the copy moves exactly as `apply` moves the state.
   * A game without them is played out with `apply`.
   */
  ownCopy?(state: State): State;
  applyInPlace?(owned: State, seat: SeatIndex, action: Action): void;
}

/** A module as the platform holds it, whatever its game's types. */
export type AnyGameModule = GameModule<any, any, any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
