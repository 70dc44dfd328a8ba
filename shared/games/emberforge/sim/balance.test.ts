/**
 * A small balance sample of the card set with the heuristic bot (the full 2,000-game table is in
 * docs/BALANCE.md). Bounds are looser than the design targets, to allow for the smaller sample,
 * but a set where one victory type dominates, a seat is favoured, or games drag, fails.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SimResult } from './simulate.js';
import { simulate } from './simulate.js';

const GAMES = 200;

describe.each([2, 3, 4])('balance with %i heuristic players', (players) => {
  let r: SimResult;
  beforeAll(() => {
    r = simulate({ games: GAMES, players, seed: 2026, bots: 'heuristic' });
  });

  it('lets both victory types win a fair share of games', () => {
    expect(r.wins.forgeMastery / GAMES).toBeGreaterThanOrEqual(0.12);
    expect(r.wins.guildPrestige / GAMES).toBeGreaterThanOrEqual(0.12);
  });

  it('favours no seat by more than 15 points', () => {
    for (const rate of r.winRateBySeat) expect(Math.abs(rate - 1 / players)).toBeLessThanOrEqual(0.15);
  });

  it('ends games in 5 to 14 rounds (median), rarely at the round limit', () => {
    expect(r.rounds.median).toBeGreaterThanOrEqual(5);
    expect(r.rounds.median).toBeLessThanOrEqual(14);
    expect(r.wins.roundLimit / GAMES).toBeLessThan(0.05);
  });
});
