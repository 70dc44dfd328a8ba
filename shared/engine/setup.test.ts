import { describe, expect, it } from 'vitest';
import { collectionOf } from './cardLookup.js';
import { createGame } from './setup.js';
import { allCards, config, newGame } from './testKit.js';
import { rngInt, rngNext, rngShuffle } from './rng.js';

describe('setup', () => {
  it('deals 3 cards, 1 iron and 1 bronze to each player, from a 57-card deck', () => {
    for (const n of [2, 3, 4]) {
      const s = newGame(n, 42);
      expect(allCards(s).sort()).toHaveLength(57);
      expect(new Set(allCards(s)).size).toBe(57);
      for (const p of s.players) {
        expect(p.hand).toHaveLength(3);
        expect(p.materials).toEqual({ iron: 1, bronze: 1, crystal: 0, scale: 0, mithril: 0 });
      }
      expect(s.supply.iron).toBe(15 - n);
      expect(s.supply.bronze).toBe(15 - n);
      expect(s.supply.crystal).toBe(15);
      expect(s).toMatchObject({ round: 1, phase: 'placement', version: 0, forgemaster: 0, activeSeat: 0, winner: null });
    }
  });

  it('reveals commissions until three different collections show; duplicates go to the discard pile', () => {
    let sawDuplicates = false;
    for (let seed = 1; seed <= 200; seed++) {
      const s = newGame(3, seed);
      const cols = s.commissions.map((c) => collectionOf(c!));
      expect(new Set(cols).size).toBe(3);
      for (const d of s.discard) expect(cols).toContain(collectionOf(d));
      if (s.discard.length > 0) sawDuplicates = true;
    }
    expect(sawDuplicates).toBe(true);
  });

  it('the same seed gives the same game; another seed another deck', () => {
    expect(newGame(4, 7)).toEqual(newGame(4, 7));
    expect(newGame(4, 7).deck).not.toEqual(newGame(4, 8).deck);
  });

  it('start player: first seat by default, a chosen seat, or random from the seed', () => {
    expect(newGame(3, 5, { startPlayer: 'first' }).forgemaster).toBe(0);
    const chosen = newGame(3, 5, { startPlayer: 2 });
    expect(chosen.forgemaster).toBe(2);
    expect(chosen.activeSeat).toBe(2);
    const seats = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const a = newGame(4, seed, { startPlayer: 'random' });
      expect(newGame(4, seed, { startPlayer: 'random' }).forgemaster).toBe(a.forgemaster);
      expect(a.activeSeat).toBe(a.forgemaster);
      seats.add(a.forgemaster);
    }
    expect(seats.size).toBe(4);
  });

  it('refuses bad configs', () => {
    expect(() => createGame(config(1))).toThrow(/2 to 4/);
    expect(() => createGame({ ...config(4), players: [...config(4).players, { name: 'E', color: 'red' }] })).toThrow(/2 to 4/);
    expect(() =>
      createGame({
        ...config(2),
        players: [
          { name: 'A', color: 'red' },
          { name: 'B', color: 'red' },
        ],
      }),
    ).toThrow(/red/);
    expect(() =>
      createGame({
        ...config(2),
        players: [
          { name: ' ', color: 'red' },
          { name: 'B', color: 'blue' },
        ],
      }),
    ).toThrow(/name/);
    expect(() => createGame(config(2, 1, { startPlayer: 5 }))).toThrow(/start player/);
  });
});

describe('rng', () => {
  it('is a pure function of its state', () => {
    expect(rngNext(123)).toEqual(rngNext(123));
    expect(rngNext(123).state).not.toBe(123);
    const counts = [0, 0, 0, 0];
    let s = 9;
    for (let i = 0; i < 4000; i++) {
      const r = rngInt(s, 4);
      counts[r.value]!++;
      s = r.state;
    }
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });

  it('shuffles a copy and keeps every item', () => {
    const items = Array.from({ length: 57 }, (_, i) => i);
    const { items: out } = rngShuffle(items, 77);
    expect(items[0]).toBe(0);
    expect([...out].sort((a, b) => a - b)).toEqual(items);
    expect(out).not.toEqual(items);
  });
});
