/**
 * Dwarf Emberforge as the server-level conformance checks see it: its module, how its clients decode
 * the synced state and the compact events, its leak games (2, 3 and 4 seats), and the one action whose
 * events may name a card hidden before and after it: a reshuffle (the discard, seen face up in the
 * same action, becomes the deck), where no other seat's draw may name its card all the same.
 */
import type { GameEvent } from '../../../shared/games/emberforge/index.js';
import { gameModule } from '../../../shared/platform/registry.js';
import { emberforgeWire } from '../../../shared/games/emberforge/wire/clientWire.js';
import type { ServerSubject } from './serverSubject.js';

export const emberforgeSubject: ServerSubject = {
  module: gameModule('emberforge'),
  // As a browser decodes it (client/platform/gameWires.ts).
  wire: { view: emberforgeWire.stateToView, events: emberforgeWire.decodeEvents, history: emberforgeWire.decodeHistory },
  leakGames: [
    { seats: 2, clientSeats: 2, seed: 11 },
    { seats: 3, clientSeats: 3, seed: 12 },
    { seats: 4, clientSeats: 2, seed: 13 },
  ],
  eventsRule: (events, viewer) => {
    const list = events as GameEvent[];
    if (!list.some((e) => e.type === 'deckReshuffled')) return null;
    return list
      .filter((e) => e.type === 'cardDrawn' && e.seat !== viewer && e.cardId !== null)
      .map((e) => `seat ${(e as { seat: number }).seat} drew ${String((e as { cardId: unknown }).cardId)}`);
  },
};
