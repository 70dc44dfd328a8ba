/**
 * The dev fixture (?fixture=1&game=dwarf): a made-up table in the game store without a server, for
 * looking at the HUD and the scene. A real engine game (the scene's fixture: three seats played by the
 * heuristic bot from a fixed seed) stopped at round 3's Selection on seat 0's turn, seen from seat 0;
 * ?seats=N (1-5; 1 is solo against Andvéttr) changes the table; ?at=choice stops at seat 0's first
 * choice of conversions, ?at=end at the end of the game (fixtureGame.ts).
 */
import { localSeats, useGameStore } from '../state/gameStore.js';
import { localTable } from '../practice/localTable.js';
import { fixtureGame } from './fixtureGame.js';
import { sceneFixture } from './sceneFixture.js';

export function loadFixture(seats = fixtureSeats(), at = fixtureMoment()): void {
  const { view, events } = at ? fixtureGame(seats, at) : sceneFixture(seats, 3, 7, 2);
  useGameStore.setState({
    view,
    role: 'player',
    mySeat: 0,
    tableId: 'fixture',
    seats: localSeats(
      view.players.filter((p) => !p.automa),
      0,
    ),
    spectatorCount: 0,
    log: events.map((event, i) => ({ id: i + 1, event })),
    lastError: null,
    table: localTable(seats, seats === 1 ? { automa: 'andvettr' } : {}),
    connection: 'connected',
  });
}

function fixtureSeats(): number {
  if (typeof window === 'undefined') return 3;
  const n = Number(new URL(window.location.href).searchParams.get('seats'));
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : 3;
}

function fixtureMoment(): 'choice' | 'end' | null {
  if (typeof window === 'undefined') return null;
  const at = new URL(window.location.href).searchParams.get('at');
  return at === 'choice' || at === 'end' ? at : null;
}
