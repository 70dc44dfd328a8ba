import { describe, expect, it } from 'vitest';
import { allCardIds } from './cardLookup.js';
import { determinize } from './determinize.js';
import { randomAction } from './randomPlay.js';
import { applyAction } from './applyAction.js';
import { newGame } from './testKit.js';
import type { GameState } from './state.js';
import { viewFor } from './viewFor.js';
import { searchRandom } from '../../../platform/search/searchRandom.js';

/** States along a random game (every 15th action), with boxed weapons and reshuffles on the way. */
function statesOf(players: number, seed: number): GameState[] {
  let s = newGame(players, seed);
  let rng = seed;
  const out: GameState[] = [];
  for (let i = 0; !s.winner && i < 600; i++) {
    if (i % 15 === 0) out.push(s);
    const pick = randomAction(s, rng);
    rng = pick.rng;
    const r = applyAction(s, s.activeSeat, pick.action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return out;
}

function cardsOf(s: GameState): string[] {
  return [
    ...s.deck,
    ...s.box,
    ...s.discard,
    ...s.commissions.filter((c): c is string => c !== null),
    ...s.players.flatMap((p) => [...p.hand, ...p.play.map((c) => c.id)]),
  ].sort();
}

describe('determinize', () => {
  it('gives a whole state that shows the seat the same view, every card once, hidden cards sampled', () => {
    const all = allCardIds().slice().sort();
    let differed = 0;
    for (const [players, seed] of [
      [2, 7],
      [4, 8],
    ] as const) {
      for (const s of statesOf(players, seed)) {
        const seat = s.activeSeat;
        const view = viewFor(s, seat);
        const a = determinize(view, seat, searchRandom(1));
        const b = determinize(view, seat, searchRandom(2));
        expect(viewFor(a, seat)).toEqual(view);
        expect(viewFor(b, seat)).toEqual(view);
        expect(cardsOf(a)).toEqual(all);
        expect(a.rng.key).toMatch(/^[0-9a-f]{64}$/);
        if (JSON.stringify(a.deck) !== JSON.stringify(b.deck)) differed++;
      }
    }
    expect(differed).toBeGreaterThan(5);
  });

  it('refuses a view of another seat', () => {
    const s = newGame(2, 3);
    expect(() => determinize(viewFor(s, 1), 0, searchRandom(1))).toThrow(/seat 1/);
  });
});
