/** DWARF's simulation (npm run simulate -- --game dwarf): deterministic, complete figures, every ending counted. */
import { describe, expect, it } from 'vitest';
import { simulateDwarf } from './simulate.js';

describe('simulateDwarf', () => {
  it('gives the same digest for the same options and another for another seed', () => {
    const a = simulateDwarf({ games: 6, players: 3, seed: 4, bots: 'mix' });
    expect(simulateDwarf({ games: 6, players: 3, seed: 4, bots: 'mix' })).toEqual(a);
    expect(simulateDwarf({ games: 6, players: 3, seed: 5, bots: 'mix' }).digest).not.toBe(a.digest);
  });

  it('counts every game once in how it ended and how it was decided, and every seat a bot played', () => {
    const r = simulateDwarf({ games: 8, players: 4, seed: 2, bots: 'mix', mountain: 'lanterns' });
    const sum = (rec: Record<string, number>) => Object.values(rec).reduce((t, n) => t + n, 0);
    expect(sum(r.endedBy)).toBe(8);
    expect(sum(r.decidedBy)).toBe(8);
    expect((r.byBot.heuristic?.seats ?? 0) + (r.byBot.random?.seats ?? 0)).toBe(32);
    // Every game has at least one winner: the seats' win shares add up to at least one game each.
    expect(r.winRateBySeat.reduce((t, w) => t + w, 0)).toBeGreaterThanOrEqual(1);
    expect(r.rounds.median).toBeGreaterThan(0);
  });

  it('solo: the automa at its level, whose wins are counted apart from the seat', () => {
    const r = simulateDwarf({ games: 6, players: 1, seed: 1, bots: 'heuristic', automa: 'andvettr' });
    expect(r.automa).toBe('andvettr');
    expect(r.automaWins + Math.round(r.winRateBySeat[0]! * 6)).toBeGreaterThanOrEqual(6);
  });
});
