/**
 * The `events` and `history` messages' envelope, the platform's part of them: an action's version and
 * seat around its events, each event a game's own code and values (its codec: shared/games/<id>/wire/).
 */
import type { Seat } from '../platform/seats.js';

/** One event as its game's codec writes it: the event's code, then its values. */
export type WireEvent = [code: number, ...values: unknown[]];
/** The `events` message: one action's events. */
export type EventsWire = [version: number, seat: Seat, events: WireEvent[]];
/**
 * The `history` message: the game's events so far (redacted for the recipient, capped to the most
 * recent ones), as a list of `events` messages in version order, oldest first. The first one may
 * hold only the tail of its action's events (the cap cuts inside it).
 */
export type HistoryWire = EventsWire[];
