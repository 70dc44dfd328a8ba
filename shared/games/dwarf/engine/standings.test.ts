import { describe, expect, it } from 'vitest';
import { noResources, type Resources } from './constants.js';
import { beats, categoriesLedOutright, verdict } from './standings.js';

const line = (steel: number, gold: number, artefacts: number, medals = 0, iron = 0): Resources => ({
  ...noResources(),
  steel,
  gold,
  artefacts,
  medals,
  iron,
});

describe('the category comparison', () => {
  it('worked case 1: Tom 4/9/8 against Sarah 2/10/12: Sarah leads 2 categories of 3 and wins', () => {
    expect(verdict([line(4, 9, 8), line(2, 10, 12)])).toEqual({ winners: [1], decidedBy: 'categories' });
  });

  it('worked case 2: Tom 4/9/8 against Sarah 2/9/14: one category each and one tie; Sarah has more medals (9 to 7) and wins', () => {
    expect(verdict([line(4, 9, 8, 7), line(2, 9, 14, 9)])).toEqual({ winners: [1], decidedBy: 'medals' });
  });

  it('worked case 3: equal in all three, equal medals and iron: the artefacts tie too, so both win', () => {
    expect(verdict([line(3, 5, 2, 4, 6), line(3, 5, 2, 4, 6)])).toEqual({ winners: [0, 1], decidedBy: 'shared' });
  });

  it('2 players: the tie-breaks in order: medals, then iron, then artefacts', () => {
    expect(verdict([line(4, 1, 2, 3, 5), line(1, 4, 2, 3, 6)])).toEqual({ winners: [1], decidedBy: 'iron' });
    expect(verdict([line(4, 1, 2, 3, 6), line(1, 4, 2, 3, 6)]).decidedBy).toBe('shared');
    expect(beats(line(4, 1, 2, 3, 5), line(1, 4, 2, 3, 6))).toBeNull();
    expect(beats(line(1, 4, 2, 3, 6), line(4, 1, 2, 3, 5))).toBe('iron');
  });

  it('3-5 players: the winner is the player who beats every other, each pair compared on categories', () => {
    // A leads B (steel, gold) and C (steel, artefacts); B and C are level on nothing but their own.
    const v = verdict([line(5, 5, 3), line(1, 4, 4), line(2, 6, 1), line(0, 0, 0)]);
    expect(v).toEqual({ winners: [0], decidedBy: 'categories' });
  });

  it('3-5 players: a pair level on categories falls to the tie-breaks when finding who beats everyone', () => {
    // A beats C on categories; A and B lead one each with a tie: A has more medals.
    expect(verdict([line(3, 3, 1, 5), line(1, 3, 2, 2), line(1, 1, 0)])).toEqual({ winners: [0], decidedBy: 'medals' });
  });

  it('3-5 players: if no one beats everyone, the players leading the most categories outright go to the tie-breaks', () => {
    // A circle: A beats B, B beats C, C beats A. Outright leads: A steel, B gold, C artefacts: 1 each.
    const circle = [line(5, 1, 3, 2), line(4, 6, 2, 7), line(1, 5, 4, 3)];
    expect(beats(circle[0]!, circle[1]!)).toBe('categories');
    expect(beats(circle[1]!, circle[2]!)).toBe('categories');
    expect(beats(circle[2]!, circle[0]!)).toBe('categories');
    expect(circle.map((_, i) => categoriesLedOutright(circle, i))).toEqual([1, 1, 1]);
    expect(verdict(circle)).toEqual({ winners: [1], decidedBy: 'medals' });
  });

  it('3-5 players: most categories led outright can decide alone; a tie at the top leads no category; level players share the win', () => {
    // No one beats everyone (A and B are level: one category each, one tie, no tie-break); only A leads a
    // category outright (steel): gold and artefacts are shared at the top.
    const lines = [line(6, 2, 3), line(1, 5, 3), line(2, 5, 1)];
    expect(beats(lines[0]!, lines[1]!)).toBeNull();
    expect(lines.map((_, i) => categoriesLedOutright(lines, i))).toEqual([1, 0, 0]);
    expect(verdict(lines)).toEqual({ winners: [0], decidedBy: 'mostCategories' });
    // Three level players at the top lead nothing outright; the fourth falls at the artefacts; the three share.
    const level = [line(3, 3, 2, 1, 1), line(3, 3, 2, 1, 1), line(3, 3, 2, 1, 1), line(1, 1, 1, 1, 1)];
    expect(verdict(level)).toEqual({ winners: [0, 1, 2], decidedBy: 'shared' });
  });
});
