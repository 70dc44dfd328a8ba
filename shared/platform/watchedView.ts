/**
 * A public audience room's game as its spectators hold it (the browser, tests, benches), for any game:
 * the view of the last `view` message, moved on by each action's `events` message with the game's own
 * `viewAfterEvents`. Such a room sends no state patch per action, only the events: one frame per action
 * for every spectator. Pure: no Colyseus, no DOM. A game gives the shape its view must have (input from
 * the network: anything else is ignored) and its `viewAfterEvents` (shared/games/<id>/wire/watchedView.ts).
 */
import type { DecodedEvents, Followed, WatchedGame } from './gameWire.js';

interface SpectatorView {
  version: number;
  viewer: unknown;
}

export class WatchedView<View extends SpectatorView, Event> implements WatchedGame<View, Event> {
  view: View | null = null;

  constructor(
    /** The game's own fields of a view as it must look (the version and the viewer are checked here). */
    private readonly hasShape: (view: Partial<View>) => boolean,
    private readonly viewAfterEvents: (view: View, action: DecodedEvents<Event>) => View,
  ) {}

  /** A `view` message: the game as a whole. False (and nothing changes) when it is malformed. */
  set(message: unknown): boolean {
    const v = (message as { view?: unknown } | null)?.view as Partial<View> | null | undefined;
    if (typeof v !== 'object' || v === null || typeof v.version !== 'number' || v.viewer !== 'spectator' || !this.hasShape(v)) return false;
    this.view = v as View;
    return true;
  }

  /** An action's events (decoded): the next view when they follow the one held. */
  follow(m: DecodedEvents<Event>): Followed {
    const v = this.view;
    if (!v) return 'noView';
    if (m.version <= v.version) return 'old';
    if (m.version > v.version + 1) return 'gap';
    try {
      this.view = this.viewAfterEvents(v, m);
    } catch {
      return 'gap'; // events this engine cannot apply (a newer server): the whole view again
    }
    return 'applied';
  }
}
