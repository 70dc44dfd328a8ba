import { describe, expect, it } from 'vitest';
import { searchMove } from '../../../platform/search/ismcts.js';
import { searchRandom } from '../../../platform/search/searchRandom.js';
import { checkAction } from '../engine/checkAction.js';
import { determinize } from '../engine/determinize.js';
import type { GameState } from '../engine/state.js';
import { newGame, solo } from '../engine/testKit.js';
import { activeSeat } from '../engine/turn.js';
import { viewFor } from '../engine/viewFor.js';
import { dwarf } from '../module.js';

const ITERATIONS = 16;

function seatOf(s: GameState): number {
  const seat = activeSeat(s);
  if (seat === null) throw new Error('nobody to move');
  return seat;
}

describe('the search bot on DWARF (shared/platform/search/ismcts.ts)', () => {
  // The opening of a 2-player game: a free mine, the Special piles, several moves worth weighing.
  const real = newGame(2, 41);
  const seat = seatOf(real);
  const view = viewFor(real, seat);

  it('picks the same move from the same view and seed, whatever the Mountain and the piles hide', () => {
    const other = determinize(view, seat, searchRandom(99));
    expect(other.mines[0]!.mountain).not.toEqual(real.mines[0]!.mountain);
    expect(other.mines[0]!.piles.map((p) => p.slice(1))).not.toEqual(real.mines[0]!.piles.map((p) => p.slice(1)));
    const otherView = viewFor(other, seat);
    expect(otherView).toEqual(view);
    const a = searchMove(dwarf, view, seat, { seats: 2, iterations: ITERATIONS, seed: 5, playoutSteps: 16 });
    const b = searchMove(dwarf, otherView, seat, { seats: 2, iterations: ITERATIONS, seed: 5, playoutSteps: 16 });
    expect(b.action).toEqual(a.action);
    expect(b.stats).toEqual(a.stats);
  });

  it('is deterministic for a seed and an iteration budget, returns a legal move, and spends the budget', () => {
    const a = searchMove(dwarf, view, seat, { seats: 2, iterations: ITERATIONS, seed: 11, playoutSteps: 16 });
    const b = searchMove(dwarf, view, seat, { seats: 2, iterations: ITERATIONS, seed: 11, playoutSteps: 16 });
    expect(b).toEqual(a);
    expect(a.iterations).toBe(ITERATIONS);
    expect(checkAction(view, seat, a.action)).toBeNull();
    expect(a.stats.reduce((n, s) => n + s.visits, 0)).toBe(ITERATIONS);
  });

  it('works without the game’s playout policy and evaluation', () => {
    const plain = searchMove(dwarf, view, seat, { seats: 2, iterations: 12, seed: 3, useModuleHeuristics: false, playoutSteps: 100 });
    expect(checkAction(view, seat, plain.action)).toBeNull();
    expect(plain.stats.length).toBeGreaterThan(1);
  });

  it('plays a solo seat against the automa (the automa is no seat: one reward)', () => {
    const s = solo('andvettr', 7);
    const me = seatOf(s);
    expect(me).toBe(0);
    const v = viewFor(s, me);
    const r = searchMove(dwarf, v, me, { seats: 1, iterations: ITERATIONS, seed: 2, playoutSteps: 20 });
    expect(checkAction(v, me, r.action)).toBeNull();
    for (const st of r.stats) expect(st.mean).toBeGreaterThanOrEqual(0);
    expect(r.stats.some((st) => st.mean > 0)).toBe(true);
  });
});
