import { describe, expect, it } from 'vitest';
import { secretsOf } from '../secrets.js';
import { viewFor } from './viewFor.js';
import { newGame, solo } from './testKit.js';

describe('views', () => {
  it('Hidden information: views carry neither the Mountain’s order nor the Special piles below their tops', () => {
    for (const s of [newGame(2, 1), newGame(5, 2), solo('andvettr', 3)]) {
      for (const viewer of ['spectator', 0] as const) {
        const v = viewFor(s, viewer);
        const text = JSON.stringify(v);
        const secrets = secretsOf(s, viewer);
        expect(new Set(secrets)).toEqual(new Set(s.mines.flatMap((m) => [...m.mountain, ...m.piles.flatMap((p) => p.slice(1))])));
        expect(secrets.length).toBe(s.mines.length * (43 + 6) - s.discard.length);
        for (const id of secrets) expect(text).not.toMatch(new RegExp(`\\b${id}\\b`));
        expect(v.mines.map((m) => m.mountainCount)).toEqual(s.mines.map((m) => m.mountain.length));
        expect(v.mines[0]!.piles[0]).toEqual({ top: s.mines[0]!.piles[0]![0], count: 3 });
      }
    }
  });

  it('Open information: every stack whole and in order, the workers, resources and discards, the same for every viewer', () => {
    const s = newGame(3, 4);
    const a = viewFor(s, 0);
    const b = viewFor(s, 'spectator');
    expect({ ...a, viewer: null }).toEqual({ ...b, viewer: null });
    expect(a.mines[0]!.stacks).toEqual(s.mines[0]!.stacks);
    expect(a.players).toEqual(s.players);
    expect(Object.keys(a)).not.toContain('rng');
  });
});
