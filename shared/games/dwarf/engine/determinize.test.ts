import { describe, expect, it } from 'vitest';
import { searchRandom } from '../../../platform/search/searchRandom.js';
import { cardOf } from '../cards/cardLookup.js';
import { applyAction } from './applyAction.js';
import { determinize } from './determinize.js';
import { playRandomGame } from './randomPlay.js';
import type { GameState } from './state.js';
import { config } from './testKit.js';
import { viewFor } from './viewFor.js';

const lanterns = (id: string) => {
  const c = cardOf(id);
  return c.kind === 'special' ? 0 : c.lanterns;
};

/** The hidden cards of a state, per mine, as sorted lists (which cards, not their order). */
function hiddenSets(s: GameState) {
  return s.mines.map((m) => ({ mountain: [...m.mountain].sort(), below: m.piles.flatMap((p) => p.slice(1)).sort() }));
}

describe('DWARF determinize (the search bot’s guess at the hidden cards)', () => {
  const cases = [
    { seats: 1, seed: 3, extra: { automa: 'andvettr' as const } },
    { seats: 2, seed: 5, extra: {} },
    { seats: 3, seed: 6, extra: { mountain: 'lanterns' as const } },
    { seats: 5, seed: 7, extra: {} },
    { seats: 4, seed: 8, extra: { mountain: 'lanterns' as const } },
  ];
  for (const { seats, seed, extra } of cases) {
    it(`${seats} seat(s) ${extra.mountain ?? 'shuffled'}: the same view back, the same hidden cards in another order, and the engine plays on`, () => {
      const rng = searchRandom(seed);
      let checked = 0;
      let reordered = 0;
      playRandomGame(config(seats, seed, extra), seed, ({ before, seat, action }) => {
        if (before.version % 3 !== 0) return;
        const view = viewFor(before, seat);
        const guess = determinize(view, seat, rng);
        expect(viewFor(guess, seat)).toEqual(view);
        expect(hiddenSets(guess)).toEqual(hiddenSets(before));
        if (JSON.stringify(guess.mines) !== JSON.stringify(before.mines)) reordered++;
        if (before.mountainOrder === 'lanterns') {
          for (const m of guess.mines) {
            const l = m.mountain.map(lanterns);
            expect(l).toEqual([...l].sort());
          }
        }
        // What the real state accepts, the guess accepts too.
        expect(applyOk(guess, seat, action)).toBe(true);
        checked++;
      });
      expect(checked).toBeGreaterThan(5);
      expect(reordered).toBeGreaterThan(checked / 2);
    });
  }

  it('refuses another seat’s view, and a view that is not DWARF’s', () => {
    const s = playRandomGame(config(2, 9), 9, undefined);
    expect(() => determinize(viewFor(s, 1), 0, searchRandom(1))).toThrow(/not seat 0/);
    expect(() => determinize({ viewer: 0, players: [] } as unknown as ReturnType<typeof viewFor>, 0, searchRandom(1))).toThrow(
      /not a DWARF view/,
    );
  });
});

function applyOk(s: GameState, seat: number, action: Parameters<typeof applyAction>[2]): boolean {
  return applyAction(s, seat, action).ok;
}
