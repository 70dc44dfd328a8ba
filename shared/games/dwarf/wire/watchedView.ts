/**
 * A public audience room's DWARF game as its spectators hold it: the view of the last `view` message,
 * moved on by each action's `events` message with the engine's own `viewAfterEvents`. Pure: no
 * Colyseus, no DOM.
 */
import { viewAfterEvents } from '../engine/viewAfterEvents.js';
import type { GameEvent } from '../engine/events.js';
import type { GameView } from '../engine/view.js';
import type { EventsMessage, ViewMessage } from '../../../protocol/protocol.js';
import type { Followed, WatchedGame } from '../../../platform/gameWire.js';

/** A `view` message as it must look (input from the network: anything else is ignored). */
export function isViewMessage(m: unknown): m is ViewMessage<GameView> {
  const v = (m as { view?: unknown } | null)?.view as Partial<GameView> | undefined;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.version === 'number' &&
    Array.isArray(v.players) &&
    Array.isArray(v.mines) &&
    Array.isArray(v.workers) &&
    v.viewer === 'spectator'
  );
}

export class WatchedView implements WatchedGame<GameView, GameEvent> {
  view: GameView | null = null;

  set(message: unknown): boolean {
    if (!isViewMessage(message)) return false;
    this.view = message.view;
    return true;
  }

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
