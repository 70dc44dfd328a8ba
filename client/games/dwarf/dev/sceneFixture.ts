/**
 * A quick table for looking at DWARF's 3D scene without a server (the scene helper's, made before the
 * HUD's own fixture existed): a real engine game, its seats played by the heuristic bot from a fixed
 * seed until round `round`'s Selection has workers on the mine and it is seat 0's turn. Returns the
 * seat-0 view and the events of the last round.
 */
import { activeSeat, createGame, viewFor, type GameEvent, type GameState, type GameView } from '../../../../shared/games/dwarf/index.js';
import { botMove } from '../../../../shared/games/dwarf/bots/botMove.js';

const NAMES = ['Brenna', 'Thorin', 'Dagna', 'Korrin', 'Hilde'];
const COLORS = ['red', 'blue', 'green', 'yellow', 'purple'];

export interface SceneFixture {
  view: GameView;
  events: GameEvent[];
  state: GameState;
}

export function sceneFixture(seats: number, round = 4, seed = 7, minWorkers = 3): SceneFixture {
  let s = createGame({
    players: NAMES.slice(0, seats).map((name, i) => ({ name, color: COLORS[i]! })),
    seed,
    ...(seats === 1 ? { automa: 'andvettr' as const } : {}),
  });
  let rng = seed;
  let events: GameEvent[] = [];
  for (let i = 0; i < 5000; i++) {
    const seat = activeSeat(s);
    if (seat === null) break;
    const placed = s.workers.filter((w) => w !== null).length;
    if (s.round >= round && s.phase === 'selection' && seat === 0 && placed >= Math.min(minWorkers, seats * 2 - 2) && !s.choice) break;
    const r = botMove(s, seat, rng);
    if (!r) break;
    rng = r.rng;
    if (r.state.round !== s.round) events = [];
    events.push(...r.events);
    s = r.state;
  }
  return { view: viewFor(s, 0), events, state: s };
}
