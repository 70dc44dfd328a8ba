import { describe, expect, it } from 'vitest';
import { MATERIALS, cardById } from '../../../../shared/games/emberforge/index.js';
import { fixtureView } from './fixtureView.js';

describe('fixtureView', () => {
  it('is a consistent 4-player mid-game table', () => {
    const v = fixtureView();
    const ids = [
      ...v.players.flatMap((p) => [...p.play.map((c) => c.id), ...(p.hand ?? [])]),
      ...v.commissions.filter((c): c is string => c !== null),
      ...v.discard,
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(() => cardById(id)).not.toThrow();
    for (const m of MATERIALS) {
      const held = v.players.reduce((n, p) => n + p.materials[m] + p.play.reduce((k, c) => k + (c.forged ? 0 : c.paid[m]), 0), 0);
      expect(held + v.supply[m]).toBe(15);
    }
    for (const p of v.players)
      expect(Object.values(v.zones).reduce((n, z) => n + z.embers.filter((s) => s === p.seat).length, 0)).toBeLessThanOrEqual(3);
    expect(v.zones.durgaz.heat).toBe('overheat');
    expect(v.zones.durgaz.embers.length).toBeGreaterThan(v.playerCount);
    expect(v.zones.runarium.heat).toBe('cooldown');
    expect(v.deckCount).toBeGreaterThan(0);
  });
});
