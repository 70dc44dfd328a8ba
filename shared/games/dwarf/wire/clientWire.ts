/** DWARF's wire as a client's network layer reads it (shared/platform/gameWire.ts). */
import type { GameEvent } from '../engine/events.js';
import type { GameView } from '../engine/view.js';
import type { GameClientWire } from '../../../platform/gameWire.js';
import { decodeEvents, decodeHistory } from './eventsWire.js';
import { stateToView } from './stateToView.js';
import { watchedView } from './watchedView.js';

export const dwarfWire: GameClientWire<GameView, GameEvent> = {
  stateToView,
  decodeEvents,
  decodeHistory,
  watched: watchedView,
};
