/** Emberforge's game as an audience room's spectators hold it (the platform's WatchedView: shared/platform/watchedView.ts). */
import { viewAfterEvents } from '../engine/viewAfterEvents.js';
import type { GameEvent, GameView } from '../index.js';
import { WatchedView } from '../../../platform/watchedView.js';

export function watchedView(): WatchedView<GameView, GameEvent> {
  return new WatchedView<GameView, GameEvent>(
    (v) => Array.isArray(v.players) && typeof v.zones === 'object' && v.zones !== null,
    viewAfterEvents,
  );
}
