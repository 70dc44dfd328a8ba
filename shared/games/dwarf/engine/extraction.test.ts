import { describe, expect, it } from 'vitest';
import { MOUNTAIN_CARDS } from '../cards/cardData.js';
import { gridIndex, homeOf } from '../cards/cardLookup.js';
import { Draft } from './draft.js';
import { extraction } from './extraction.js';
import { startRound } from './roundFlow.js';
import { clone, eventsOf, mountainTop, newGame } from './testKit.js';

const at = (p: number) => MOUNTAIN_CARDS.filter((c) => gridIndex(c.pos) === p).map((c) => c.id);

function extract(s: ReturnType<typeof newGame>) {
  const d = new Draft(s);
  const ok = extraction(d);
  return { ok, state: d.s, events: d.events };
}

describe('Extraction', () => {
  it('Extraction draws two Mountain cards, one at a time, each covering its position', () => {
    const s = clone(newGame(2, 3));
    const [a, b] = [at(0)[0]!, at(4)[0]!];
    mountainTop(s, [a, b]);
    const before = s.mines[0]!.mountain.length;
    const r = extract(s);
    expect(r.ok).toBe(true);
    expect(eventsOf(r.events, 'cardPlaced')).toEqual([
      { type: 'cardPlaced', card: a, pos: 0 },
      { type: 'cardPlaced', card: b, pos: 4 },
    ]);
    expect(r.state.mines[0]!.stacks[0]!.at(-1)).toBe(a);
    expect(r.state.mines[0]!.stacks[4]!.at(-1)).toBe(b);
    expect(r.state.mines[0]!.mountain).toHaveLength(before - 2);
    expect(r.state.r.lastDrawn).toBe(b);
  });

  it('Extraction, the same-position rule: a second card for the first one’s position is discarded and a third drawn', () => {
    const s = clone(newGame(2, 3));
    const [a, b, c] = [at(2)[0]!, at(2)[1]!, at(7)[0]!];
    mountainTop(s, [a, b, c]);
    const r = extract(s);
    expect(r.events.filter((e) => e.type === 'cardPlaced' || e.type === 'cardDiscarded')).toEqual([
      { type: 'cardPlaced', card: a, pos: 2 },
      { type: 'cardDiscarded', card: b, mine: 0 },
      { type: 'cardPlaced', card: c, pos: 7 },
    ]);
    expect(r.state.discard).toEqual([b]);
    expect(r.state.mines[0]!.stacks[2]!.at(-1)).toBe(a);
  });

  it('Extraction, the same-position rule: a third card for that position too is discarded, and no fourth is drawn', () => {
    const s = clone(newGame(2, 3));
    const [a, b, c, next] = [at(5)[0]!, at(5)[1]!, at(5)[2]!, at(1)[0]!];
    mountainTop(s, [a, b, c, next]);
    const r = extract(s);
    expect(eventsOf(r.events, 'cardPlaced').map((e) => e.card)).toEqual([a]);
    expect(r.state.discard).toEqual([b, c]);
    expect(r.state.mines[0]!.mountain[0]).toBe(next);
  });

  it('Extraction: a card that must be drawn from an empty Mountain ends the game at once (first, second or third draw)', () => {
    for (const left of [0, 1, 2]) {
      const s = clone(newGame(2, 3));
      const same = at(3);
      s.mines[0]!.mountain = left === 2 ? [same[0]!, same[1]!] : same.slice(0, left);
      const d = new Draft(s);
      startRound(d, s.round + 1);
      expect(d.s.end?.cause, `${left} cards left`).toBe('mountain');
      expect(d.s.phase).toBe('ended');
      expect(eventsOf(d.events, 'mountainEmpty')).toEqual([{ type: 'mountainEmpty', mine: 0 }]);
      expect(eventsOf(d.events, 'gameEnded')).toHaveLength(1);
    }
  });

  it('Two mines at 4-5 seats: two Mountains, two cards drawn for each mine, 18 positions', () => {
    for (const n of [4, 5]) {
      const s = clone(newGame(n, 11));
      expect(s.mines).toHaveLength(2);
      expect(s.workers).toHaveLength(18);
      expect(s.mines[1]!.stacks.flat().every((id) => id.endsWith('b'))).toBe(true);
      mountainTop(s, [at(0)[1]!, at(8)[1]!], 0);
      mountainTop(s, [at(1)[1]! + 'b', at(6)[1]! + 'b'], 1);
      const r = extract(s);
      expect(eventsOf(r.events, 'cardPlaced').map((e) => e.pos)).toEqual([0, 8, 9 + 1, 9 + 6]);
      expect(r.state.mines[1]!.stacks[6]!.at(-1)).toBe(at(6)[1]! + 'b');
    }
    for (const n of [1, 2, 3]) expect(newGame(n, 11).mines, `${n} seats`).toHaveLength(1);
  });

  it('Each position holds its starter and gains only its own cards', () => {
    const s = newGame(3, 5);
    s.mines[0]!.stacks.forEach((stack, p) => {
      expect(stack[0]).toMatch(/^ST/);
      for (const id of stack) expect(homeOf(id)).toBe(p);
    });
  });
});
