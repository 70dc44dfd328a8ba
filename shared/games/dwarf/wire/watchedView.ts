/** DWARF's game as an audience room's spectators hold it (the platform's WatchedView: shared/platform/watchedView.ts). */
import { viewAfterEvents } from '../engine/viewAfterEvents.js';
import type { GameEvent } from '../engine/events.js';
import type { GameView } from '../engine/view.js';
import { WatchedView } from '../../../platform/watchedView.js';

export function watchedView(): WatchedView<GameView, GameEvent> {
  return new WatchedView<GameView, GameEvent>(
    (v) => Array.isArray(v.players) && Array.isArray(v.mines) && Array.isArray(v.workers),
    viewAfterEvents,
  );
}
