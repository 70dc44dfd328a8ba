import { describe, expect, it } from 'vitest';
import { collectionOf } from './cardLookup.js';
import { createGame } from './setup.js';
import { allCards, config, newGame } from './testKit.js';
import { rngFromSeed, rngInt, rngShuffle } from '../../../platform/random/secretRng.js';

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

describe('rng (ChaCha20, the secret random state)', () => {
  const secret = 'a1'.repeat(32);

  it('is a pure function of its JSON state, and numeric seeds derive a key', () => {
    const r = rngFromSeed(secret);
    expect(r).toEqual({ key: secret, word: 0 });
    expect(rngInt(r, 1000)).toEqual(rngInt(JSON.parse(JSON.stringify(r)) as typeof r, 1000));
    expect(rngInt(r, 1000).state.word).toBe(1);
    expect(rngFromSeed(7)).toEqual(rngFromSeed(7));
    expect(rngFromSeed(7).key).toMatch(/^[0-9a-f]{64}$/);
    expect(rngFromSeed(7).key).not.toBe(rngFromSeed(8).key);
    expect(() => rngFromSeed('abc')).toThrow(/64 hex digits/);
    expect(() => rngFromSeed(-1)).toThrow(/64 hex digits/);
  });

  it('draws uniformly', () => {
    const counts = [0, 0, 0];
    let s = rngFromSeed(secret);
    for (let i = 0; i < 6000; i++) {
      const r = rngInt(s, 3);
      counts[r.value]!++;
      s = r.state;
    }
    for (const c of counts) expect(c).toBeGreaterThan(1850);
  });

  it('rejects the biased tail of a word instead of folding it (rejection sampling)', () => {
    // n = 3·2^30: words from 3·2^30 up are rejected; the draw is the first raw word below that.
    const n = 3 * 2 ** 30;
    let s = rngFromSeed(secret);
    const raw: number[] = [];
    for (let i = 0; i < 64; i++) {
      const r = rngInt(s, 2 ** 32); // n = 2^32 never rejects: the raw keystream words
      raw.push(r.value);
      s = r.state;
    }
    let at = rngFromSeed(secret);
    let rejected = 0;
    for (let k = 0; k < 20; k++) {
      const r = rngInt(at, n);
      const skipped = raw.slice(at.word, r.state.word - 1);
      expect(skipped.every((w) => w >= n)).toBe(true);
      rejected += skipped.length;
      expect(r.value).toBe(raw[r.state.word - 1]);
      expect(r.value).toBeLessThan(n);
      at = r.state;
    }
    expect(rejected).toBeGreaterThan(0);
  });

  it('shuffles a copy and keeps every item; different keys deal differently', () => {
    const items = Array.from({ length: 57 }, (_, i) => i);
    const { items: out, state } = rngShuffle(items, rngFromSeed(secret));
    expect(items[0]).toBe(0);
    expect([...out].sort((a, b) => a - b)).toEqual(items);
    expect(out).not.toEqual(items);
    expect(state.word).toBeGreaterThanOrEqual(56);
    expect(rngShuffle(items, rngFromSeed('b2'.repeat(32))).items).not.toEqual(out);
  });
});
