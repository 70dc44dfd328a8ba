/**
 * A small balance sample of DWARF's card set with the heuristic bot (the 10,000-game tables are in
 * docs/BALANCE.md, DWARF). Bounds are looser than the design targets, to allow for the smaller sample,
 * but a set where a seat is favoured, one ending or one category never happens, or an automa level is
 * out of its place on the ladder, fails.
 */
import { describe, expect, it } from 'vitest';
import { simulateDwarf } from './simulate.js';

const GAMES = 80;

describe('DWARF balance with heuristic bots', () => {
  it.each([2, 4])('at %i seats: no seat favoured by more than 15 points, both endings and every category in play', (players) => {
    const r = simulateDwarf({ games: GAMES, players, seed: 2026, bots: 'heuristic' });
    for (const rate of r.winRateBySeat) expect(Math.abs(rate - 1 / players)).toBeLessThanOrEqual(0.15);
    expect(r.endedBy.artefacts / GAMES).toBeGreaterThanOrEqual(0.1);
    expect(r.endedBy.mountain / GAMES).toBeGreaterThanOrEqual(0.1);
    for (const n of Object.values(r.categoryLedByWinners)) expect(n / GAMES).toBeGreaterThanOrEqual(0.1);
  });

  it('solo: the automa levels climb from a learning game to a hard one, and Andvéttr is a fair fight', () => {
    const automaWins = (automa: 'eldhusfifl' | 'andvettr' | 'andvettr-fadir') =>
      simulateDwarf({ games: GAMES, players: 1, seed: 2026, bots: 'heuristic', automa }).automaWins / GAMES;
    const learning = automaWins('eldhusfifl');
    const andvettr = automaWins('andvettr');
    const fadir = automaWins('andvettr-fadir');
    expect(learning).toBeLessThanOrEqual(0.2);
    expect(andvettr).toBeGreaterThanOrEqual(0.3);
    expect(andvettr).toBeLessThanOrEqual(0.7);
    expect(fadir).toBeGreaterThan(learning);
    expect(fadir).toBeLessThanOrEqual(0.85);
  });
});
