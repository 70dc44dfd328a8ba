import { describe, expect, it } from 'vitest';
import { simulate } from './simulate.js';

describe('simulate', () => {
  it('gives the same digest for the same arguments, and another for another seed', () => {
    const a = simulate({ games: 12, players: 3, seed: 5, bots: 'mix' });
    const b = simulate({ games: 12, players: 3, seed: 5, bots: 'mix' });
    const c = simulate({ games: 12, players: 3, seed: 6, bots: 'mix' });
    expect(a.digest).toBe(b.digest);
    expect(a.records).toEqual(b.records);
    expect(c.digest).not.toBe(a.digest);
  });

  it('counts every game once in the victory types and the seat win rates', () => {
    const r = simulate({ games: 20, players: 4, seed: 3, bots: 'random' });
    expect(r.wins.forgeMastery + r.wins.guildPrestige + r.wins.roundLimit).toBe(20);
    expect(r.winRateBySeat.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(r.byBot.random!.seats).toBe(80);
  });

  it('ends a game at the round limit when the table sets one', () => {
    const r = simulate({ games: 5, players: 2, seed: 1, bots: 'random', roundLimit: 2 });
    for (const rec of r.records) expect(rec.rounds).toBeLessThanOrEqual(2);
  });

  it('refuses bad options', () => {
    expect(() => simulate({ games: 0, players: 2, seed: 1, bots: 'random' })).toThrow(/games/);
    expect(() => simulate({ games: 1, players: 5, seed: 1, bots: 'random' })).toThrow(/players/);
  });
});
