import { describe, expect, it } from 'vitest';
import type { GameView } from '../../../../shared/games/dwarf/index.js';
import { assignMeeples, type Assignment } from './meepleLayout.js';

type Part = Pick<GameView, 'workers' | 'players' | 'r'>;

function table(workers: GameView['workers'], received = [2, 2], baseLeft = [2, 2]): Part {
  return { workers, players: [{}, {}] as GameView['players'], r: { received, baseLeft } as GameView['r'] };
}
const w = (who: number, extra = false, spent = false) => ({ who, extra, spent });
const empty = () => Array.from({ length: 9 }, () => null) as GameView['workers'];

describe('meeples', () => {
  it('a placed worker keeps its meeple when another of its owner is placed before it in reading order', () => {
    const a = empty();
    a[5] = w(0);
    const first = assignMeeples(table(a, [2, 2], [1, 2]), new Map());
    const moved = first.spots.find((s) => s.pos === 5)!;
    const b = [...a];
    b[1] = w(0);
    const second = assignMeeples(table(b, [2, 2], [0, 2]), first.assignment);
    expect(second.spots.find((s) => s.pos === 5)!.key).toBe(moved.key);
    expect(second.spots.find((s) => s.pos === 1)!.key).not.toBe(moved.key);
  });

  it('base workers not placed wait standing; those committed to a Special Action lie down', () => {
    const spots = assignMeeples(table(empty(), [2, 2], [2, 0]), new Map()).spots;
    expect(spots.filter((s) => s.who === 0).map((s) => s.down)).toEqual([false, false]);
    expect(spots.filter((s) => s.who === 1).map((s) => s.down)).toEqual([true, true]);
  });

  it('extra workers show only in a round that received them, and stand on their positions', () => {
    const a = empty();
    a[2] = w(0);
    a[4] = w(0);
    expect(assignMeeples(table(a, [2, 2], [0, 2]), new Map()).spots.filter((s) => s.who === 0)).toHaveLength(2);
    a[7] = w(0, true);
    const spots = assignMeeples(table(a, [4, 2], [0, 2]), new Map() as Assignment).spots.filter((s) => s.who === 0);
    expect(spots).toHaveLength(4);
    expect(spots.find((s) => s.pos === 7)!.slot).toBeGreaterThanOrEqual(2);
    expect(spots.filter((s) => s.pos === null)).toHaveLength(1);
  });

  it('a spent worker lies down on its position', () => {
    const a = empty();
    a[3] = w(1, false, true);
    expect(assignMeeples(table(a, [2, 2], [2, 1]), new Map()).spots.find((s) => s.pos === 3)!.down).toBe(true);
  });
});
