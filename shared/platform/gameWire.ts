/**
 * What a client's network layer needs of a game's wire (issue 39): decoding the synced state and the
 * `events`/`history` messages, and following a public audience room's game from its `view` message on
 * (one frame per action). A game's own codec lives in shared/games/<id>/wire/; the client reaches it
 * through its registry (client/platform/gamePackages.ts).
 */
import type { DecodedEvents, GameViewer } from './gameModule.js';

export type { DecodedEvents };

/** What an `events` message did: moved the view on, was already in it, came after a gap (ask for the view again), or came before any view. */
export type Followed = 'applied' | 'old' | 'gap' | 'noView';

/** A public audience room's game as its spectators hold it: the last `view` message's, moved on by each action's events. */
export interface WatchedGame<View = unknown, Event = unknown> {
  readonly view: View | null;
  /** A `view` message: the game as a whole. False (and nothing changes) when it is malformed. */
  set(message: unknown): boolean;
  follow(m: DecodedEvents<Event>): Followed;
}

export interface GameClientWire<View = unknown, Event = unknown> {
  /** The game this viewer may know from the synced state (`room.state.toJSON()`), or null before the start. */
  stateToView(state: unknown, viewer: GameViewer): View | null;
  decodeEvents(wire: unknown): DecodedEvents<Event> | null;
  decodeHistory(wire: unknown): DecodedEvents<Event>[];
  watched(): WatchedGame<View, Event>;
}
