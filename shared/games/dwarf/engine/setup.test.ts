import { describe, expect, it } from 'vitest';
import { cardOf } from '../cards/cardLookup.js';
import { configError, createGame } from './setup.js';
import { config, newGame } from './testKit.js';

describe('setting up', () => {
  it('Setup: the first player of the first round is chosen by the seed’s randomness (a 64-hex-digit secret or a number)', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 40; seed++) firsts.add(newGame(4, seed).firstPlayer);
    expect(firsts.size).toBe(4);
    expect(newGame(3, 77)).toEqual(newGame(3, 77));
    const hex = 'ab'.repeat(32);
    expect(createGame(config(3, 0, { seed: hex }))).toEqual(createGame(config(3, 0, { seed: hex })));
    expect(JSON.stringify(createGame(config(3, 0, { seed: hex })))).not.toBe(
      JSON.stringify(createGame(config(3, 0, { seed: 'cd'.repeat(32) }))),
    );
  });

  it('Setup: starters on their positions, the Mountain shuffled, the Special cards in three piles of three', () => {
    const s = newGame(2, 3);
    expect(s.mines[0]!.mountain.length + s.discard.length + s.mines[0]!.stacks.flat().length).toBe(45 + 9);
    expect(s.mines[0]!.piles.map((p) => p.length)).toEqual([3, 3, 3]);
    expect(new Set(s.mines[0]!.piles.flat()).size).toBe(9);
    expect(s.round).toBe(1);
    expect(s.phase).toBe('selection');
  });

  it('The lanterns variant: every 2-lantern card lies above every 3-lantern card in the Mountain', () => {
    for (const seed of [1, 2, 3]) {
      const s = createGame(config(4, seed, { mountain: 'lanterns' }));
      for (const mine of s.mines) {
        const lanterns = mine.mountain.map((id) => cardOf(id).lanterns);
        expect(lanterns).toEqual([...lanterns].sort());
        expect(lanterns.includes(3)).toBe(true);
      }
      expect(s.mountainOrder).toBe('lanterns');
    }
    const plain = newGame(2, 1).mines[0]!.mountain.map((id) => cardOf(id).lanterns);
    expect(plain).not.toEqual([...plain].sort());
  });

  it('Solo: one seat plays the automa at the chosen level (Eldhúsfífl by default); 2-5 seats have none', () => {
    const s = createGame(config(1, 1));
    expect(s.automa).toBe('eldhusfifl');
    expect(s.players).toHaveLength(2);
    expect(s.players[1]).toMatchObject({ automa: true, name: 'Eldhúsfífl' });
    expect(createGame(config(1, 1, { automa: 'andvettr-fadir' })).players[1]!.name).toBe('Andvéttr faðir');
    const t = createGame(config(2, 1, { automa: 'andvettr' }));
    expect(t.automa).toBeNull();
    expect(t.players.every((p) => !p.automa)).toBe(true);
  });

  it('Setup: refuses a config it cannot play', () => {
    expect(configError(config(0))).toMatch(/1 to 5/);
    expect(configError({ ...config(5), players: [...config(5).players, { name: 'X', color: 'pink' }] })).toMatch(/1 to 5/);
    expect(
      configError({
        ...config(2),
        players: [
          { name: 'A', color: 'red' },
          { name: 'B', color: 'red' },
        ],
      }),
    ).toMatch(/red/);
    expect(configError(config(2, -1))).toMatch(/seed/);
    expect(configError(config(1, 1, { automa: 'nobody' as never }))).toMatch(/automa/);
    expect(configError(config(1, 1, { mountain: 'sorted' as never }))).toMatch(/Mountain/);
    expect(configError(config(5))).toBeNull();
  });
});
