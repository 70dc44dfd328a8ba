/**
 * A public audience room's game as its spectators hold it (the browser, tests, benches): the view of
 * the last `view` message, moved on by each action's `events` message with the engine's own
 * `viewAfterEvents`. Such a room sends no state patch per action, only the events: one frame per
 * action for every spectator. Pure: no Colyseus, no DOM.
 */
import { viewAfterEvents } from '../engine/viewAfterEvents.js';
import type { GameEvent, GameView } from '../index.js';
import type { EventsMessage, ViewMessage } from '../../../protocol/protocol.js';

/** What an `events` message did: moved the view on, was already in it, came after a gap (ask for the view again), or came before any view. */
export type { Followed } from '../../../platform/gameWire.js';
import type { Followed } from '../../../platform/gameWire.js';

/** A `view` message as it must look (input from the network: anything else is ignored). */
export function isViewMessage(m: unknown): m is ViewMessage<GameView> {
  const v = (m as { view?: unknown } | null)?.view as Partial<GameView> | undefined;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.version === 'number' &&
    Array.isArray(v.players) &&
    typeof v.zones === 'object' &&
    v.zones !== null &&
    v.viewer === 'spectator'
  );
}

export class WatchedView {
  view: GameView | null = null;

  /** A `view` message: the game as a whole. False (and nothing changes) when it is malformed. */
  set(message: unknown): boolean {
    if (!isViewMessage(message)) return false;
    this.view = message.view;
    return true;
  }

  /** An action's events (decoded): the next view when they follow the one held. */
  follow(m: EventsMessage<GameEvent>): Followed {
    const v = this.view;
    if (!v) return 'noView';
    if (m.version <= v.version) return 'old';
    if (m.version > v.version + 1) return 'gap';
    try {
      this.view = viewAfterEvents(v, m);
    } catch {
      return 'gap'; // events this engine cannot apply (a newer server): the whole view again
    }
    return 'applied';
  }
}
