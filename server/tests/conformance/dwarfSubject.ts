/**
 * DWARF as the server-level conformance checks see it: its module, how its clients decode the synced
 * state and the compact events (as a browser does, client/platform/gameWires.ts), and its leak games
 * (2, 3 and 5 seats: one mine and two). What it hides from everyone alike: the Mountains' order and the
 * Special piles below their tops (shared/games/dwarf/secrets.ts).
 */
import { gameModule } from '../../../shared/platform/registry.js';
import { dwarfWire } from '../../../shared/games/dwarf/wire/clientWire.js';
import type { ServerSubject } from './serverSubject.js';

export const dwarfSubject: ServerSubject = {
  module: gameModule('dwarf'),
  wire: { view: dwarfWire.stateToView, events: dwarfWire.decodeEvents, history: dwarfWire.decodeHistory },
  leakGames: [
    { seats: 2, clientSeats: 2, seed: 41 },
    { seats: 3, clientSeats: 2, seed: 42 },
    { seats: 5, clientSeats: 3, seed: 43 },
  ],
};
