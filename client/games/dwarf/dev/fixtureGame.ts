/**
 * The dev fixture's game at a chosen moment (pure but for the bot's seeded moves): a real engine game,
 * every seat played by the heuristic bot from a fixed seed, stopped when seat 0 has a choice of
 * conversions ('choice') or when the game is over ('end'). Solo (1 seat) is against Andvéttr.
 */
import { activeSeat, createGame, viewFor, type GameEvent, type GameState, type GameView } from '../../../../shared/games/dwarf/index.js';
import { botMove } from '../../../../shared/games/dwarf/bots/botMove.js';

const NAMES = ['Brenna', 'Thorin', 'Dagna', 'Korrin', 'Hilde'];
const COLORS = ['red', 'blue', 'green', 'yellow', 'purple'];

export type FixtureMoment = 'choice' | 'end';

export function fixtureGame(seats: number, moment: FixtureMoment, seed = 7): { view: GameView; events: GameEvent[] } {
  let s: GameState = createGame({
    players: NAMES.slice(0, seats).map((name, i) => ({ name, color: COLORS[i]! })),
    seed,
    ...(seats === 1 ? { automa: 'andvettr' as const } : {}),
  });
  let rng = seed;
  let events: GameEvent[] = [];
  for (let i = 0; i < 20_000; i++) {
    const seat = activeSeat(s);
    if (seat === null) break;
    if (moment === 'choice' && seat === 0 && s.choice && s.choice.items.length > 0) break;
    const r = botMove(s, seat, rng);
    if (!r) break;
    rng = r.rng;
    if (r.state.round !== s.round) events = [];
    events.push(...r.events);
    s = r.state;
  }
  return { view: viewFor(s, 0), events };
}
