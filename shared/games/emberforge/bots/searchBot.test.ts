import { describe, expect, it } from 'vitest';
import { searchMove } from '../../../platform/search/ismcts.js';
import { searchRandom } from '../../../platform/search/searchRandom.js';
import { checkAction } from '../engine/checkAction.js';
import { determinize } from '../engine/determinize.js';
import { newGame, place } from '../engine/testKit.js';
import { viewFor } from '../engine/viewFor.js';
import { emberforge } from '../module.js';

const ITERATIONS = 40;

describe('the search bot on Emberforge (shared/platform/search/ismcts.ts)', () => {
  // An activation turn with several zones to use: many legal actions.
  const real = place(newGame(2, 41), { 0: ['gildar', 'durgaz', 'ignar'], 1: ['runarium', 'ignar'] }).state;
  const seat = real.activeSeat;
  const view = viewFor(real, seat);

  it('picks the same move from the same view and seed, whatever the hidden cards are', () => {
    // Another state with other hidden cards (the opponent's hand, the deck) behind the very same view.
    const other = determinize(view, seat, searchRandom(99));
    expect(other.players[1 - seat]!.hand).not.toEqual(real.players[1 - seat]!.hand);
    expect(other.deck).not.toEqual(real.deck);
    const otherView = viewFor(other, seat);
    expect(otherView).toEqual(view);
    const a = searchMove(emberforge, view, seat, { seats: 2, iterations: ITERATIONS, seed: 5, playoutSteps: 40 });
    const b = searchMove(emberforge, otherView, seat, { seats: 2, iterations: ITERATIONS, seed: 5, playoutSteps: 40 });
    expect(b.action).toEqual(a.action);
    expect(b.stats).toEqual(a.stats);
  });

  it('is deterministic for a seed and an iteration budget, returns a legal move, and spends the budget', () => {
    const a = searchMove(emberforge, view, seat, { seats: 2, iterations: ITERATIONS, seed: 11, playoutSteps: 40 });
    const b = searchMove(emberforge, view, seat, { seats: 2, iterations: ITERATIONS, seed: 11, playoutSteps: 40 });
    expect(b).toEqual(a);
    expect(a.iterations).toBe(ITERATIONS);
    expect(checkAction(view, seat, a.action)).toBeNull();
    expect(a.stats.reduce((n, s) => n + s.visits, 0)).toBe(ITERATIONS);
  });

  it('works without the game’s playout policy and evaluation', () => {
    const plain = searchMove(emberforge, view, seat, { seats: 2, iterations: 20, seed: 3, useModuleHeuristics: false, playoutSteps: 30 });
    expect(checkAction(view, seat, plain.action)).toBeNull();
  });

  it('stops on a time budget, within a few steps of it even in the middle of a long playout', () => {
    // A clock that moves 1 ms per action the engine applies: one playout of 400 steps would take 400 ms.
    let t = 0;
    const slow = {
      ...emberforge,
      apply: (...args: Parameters<typeof emberforge.apply>) => ((t += 1), emberforge.apply(...args)),
      applyInPlace: (...args: Parameters<NonNullable<typeof emberforge.applyInPlace>>) => ((t += 1), emberforge.applyInPlace!(...args)),
    };
    // A placement turn for the paired root (five legal actions), the activation turn above otherwise.
    const placing = newGame(2, 41);
    const placingView = viewFor(placing, placing.activeSeat);
    for (const [budget, pairedRoot] of [
      [30, 0],
      [300, 0],
      [30, 8],
    ] as const) {
      t = 0;
      const r = searchMove(slow, pairedRoot ? placingView : view, pairedRoot ? placing.activeSeat : seat, {
        seats: 2,
        timeMs: budget,
        now: () => t,
        seed: 3,
        playoutSteps: 400,
        useModuleHeuristics: false,
        pairedRoot,
      });
      expect(r.iterations).toBeGreaterThanOrEqual(1);
      expect(t, `budget ${budget} ms, paired root ${pairedRoot}`).toBeGreaterThanOrEqual(budget);
      expect(t, `budget ${budget} ms, paired root ${pairedRoot}`).toBeLessThanOrEqual(budget + 16);
    }
  });

  it('plays out in place as it would with apply: the same move and statistics', () => {
    const withApply = { ...emberforge, ownCopy: undefined, applyInPlace: undefined };
    for (const [v, s, pairedRoot] of [
      [view, seat, 0],
      [viewFor(newGame(3, 8), 0), 0, 8],
    ] as const) {
      const opts = { seats: v.playerCount, iterations: 60, seed: 13, playoutSteps: 60, pairedRoot };
      const a = searchMove(emberforge, v, s, opts);
      const b = searchMove(withApply, v, s, opts);
      expect(a.action).toEqual(b.action);
      expect(a.stats).toEqual(b.stats);
    }
  });

  describe('with a paired root (every root action on each determinization)', () => {
    // A placement turn: five legal actions (four zones, end the turn), so the root is paired.
    const placing = newGame(2, 41);
    const pSeat = placing.activeSeat;
    const pView = viewFor(placing, pSeat);
    const paired = { seats: 2, iterations: 50, seed: 7, playoutSteps: 20, pairedRoot: 8 };

    it('plays every root action once per determinization, and picks the same move behind the same view', () => {
      const other = determinize(pView, pSeat, searchRandom(31));
      expect(other.players[1 - pSeat]!.hand).not.toEqual(placing.players[1 - pSeat]!.hand);
      const otherView = viewFor(other, pSeat);
      expect(otherView).toEqual(pView);
      const a = searchMove(emberforge, pView, pSeat, paired);
      const b = searchMove(emberforge, otherView, pSeat, paired);
      expect(b.action).toEqual(a.action);
      expect(b.stats).toEqual(a.stats);
      expect(a.stats).toHaveLength(emberforge.legalActions(placing, pSeat).length);
      expect(new Set(a.stats.map((s) => s.visits))).toEqual(new Set([10]));
      expect(checkAction(pView, pSeat, a.action)).toBeNull();
    });

    it("keeps the game bot's move unless another is better beyond the margin", () => {
      // No margin can be beaten: the move is the game bot's, which the prior marks with its virtual visits.
      const r = searchMove(emberforge, pView, pSeat, { ...paired, priorVisits: 10_000, pairedZ: 1e9 });
      const bot = r.stats.find((s) => s.visits >= 10_000)!;
      expect(JSON.stringify(r.action)).toBe(bot.key);
    });
  });

  it("gives the game bot's move a prior at the root when asked", () => {
    const r = searchMove(emberforge, view, seat, { seats: 2, iterations: 5, seed: 2, playoutSteps: 10, priorVisits: 10_000 });
    const top = r.stats.reduce((a, b) => (b.visits > a.visits ? b : a));
    expect(top.visits).toBeGreaterThanOrEqual(10_000);
    expect(JSON.stringify(r.action)).toBe(top.key);
    expect(checkAction(view, seat, r.action)).toBeNull();
  });
});
