/**
 * The `events` and `history` messages' envelope, the platform's part of them: an action's version and
 * seat around its events, each event a game's own code and values (its codec: shared/games/<id>/wire/).
 */
import type { EventsWire, WireEvent } from '../platform/gameModule.js';

/** One event as its game's codec writes it (WireEvent), and the `events` message: one action's events (EventsWire). */
export type { EventsWire, WireEvent };
/**
 * The `history` message: the game's events so far (redacted for the recipient, capped to the most
 * recent ones), as a list of `events` messages in version order, oldest first. The first one may
 * hold only the tail of its action's events (the cap cuts inside it).
 */
export type HistoryWire = EventsWire[];
