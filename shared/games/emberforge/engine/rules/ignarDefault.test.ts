import { describe, expect, it } from 'vitest';
import { cardWhere, giveHand, newGame, place, setMaterials } from '../testKit.js';
import { defaultIgnarTake, takeAfterPick } from './ignarPlan.js';

/** Seat 0 of 4 with `embers` embers on Ignar (no overheat), in the activation phase. */
function atIgnar(embers: number) {
  const zones = Array.from({ length: embers }, () => 'ignar' as const);
  const s = place(newGame(4), { 0: zones, 1: [], 2: [], 3: [] }).state;
  const ironPair = cardWhere((c) => (c.cost.iron ?? 0) === 2 && Object.keys(c.cost).length === 2);
  const other = cardWhere((c) => (c.cost.iron ?? 0) === 0 && (c.cost.bronze ?? 0) >= 1, [ironPair.id]);
  giveHand(s, 0, [ironPair.id, other.id]);
  return { s, ironPair, other };
}

describe("Ignar's default take (the composer's first offer)", () => {
  it('takes as many tokens as the embers allow, from the offer', () => {
    const { s, ironPair } = atIgnar(2);
    setMaterials(s, 0, {});
    expect(defaultIgnarTake(s, 0, [ironPair.id])).toEqual(['iron', 'iron']);
  });

  it('takes nothing the 3-per-type cap would send back', () => {
    const { s, ironPair } = atIgnar(2);
    setMaterials(s, 0, { iron: 3 });
    expect(defaultIgnarTake(s, 0, [ironPair.id])).not.toContain('iron');
  });

  it('follows the cards picked until the player changes the take', () => {
    const { s, ironPair, other } = atIgnar(3);
    setMaterials(s, 0, {});
    const first = defaultIgnarTake(s, 0, [ironPair.id]);
    expect(first.filter((m) => m === 'iron')).toHaveLength(2);
    expect(first).toHaveLength(3);
    expect(takeAfterPick(s, 0, [ironPair.id], [ironPair.id, other.id], first)).toEqual(defaultIgnarTake(s, 0, [ironPair.id, other.id]));
    expect(takeAfterPick(s, 0, [ironPair.id], [ironPair.id, other.id], ['iron'])).toEqual(['iron']);
  });
});
