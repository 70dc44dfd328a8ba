import { describe, expect, it } from 'vitest';
import { CARDS } from '../cards/cardData.js';
import { cardOf, gridIndex } from '../cards/cardLookup.js';
import { automaTarget, helpTargets } from './automa.js';
import { legalActions } from './legalActions.js';
import { act, clone, eventsOf, freshSelection, refuse, setRes, settle, solo, topOfPile } from './testKit.js';
import type { GameState, Worker } from './state.js';
import { activeSeat } from './turn.js';

const STARTERS = ['ST1', 'ST2', 'ST3', 'ST4', 'ST5', 'ST6', 'ST7', 'ST8', 'ST9'];
const AUTOMA = 1;
const black = (id: string) => gridIndex(cardOf(id).marks.black);
const white = (id: string) => gridIndex(cardOf(id).marks.white);
const w = (who: number): Worker => ({ who, extra: false, spent: false });

/** A solo table before anyone has placed, starters on top, the automa about to place (second worker if `second`). */
function table(level: 'eldhusfifl' | 'andvettr' | 'andvettr-fadir', second = false): GameState {
  const s = freshSelection(solo(level, 12), AUTOMA);
  s.mines[0]!.stacks = STARTERS.map((id) => [id]);
  if (second) s.r.baseLeft[AUTOMA] = 1;
  return s;
}

describe('the automa', () => {
  it('Automa: always the first player, and never a seat (no legal action, no turn, refused as a player)', () => {
    let s = solo('andvettr', 2);
    for (let i = 0; i < 40 && !s.end; i++) {
      expect(s.firstPlayer).toBe(AUTOMA);
      expect(activeSeat(s)).toBe(0);
      expect(legalActions(s, AUTOMA)).toEqual([]);
      refuse(s, AUTOMA, { type: 'place', pos: s.workers.indexOf(null) }, 'not_a_player');
      const a = legalActions(s, 0)[0]!;
      s = act(s, 0, a).state;
    }
  });

  it('Automa: its first worker goes to the black mark of the most recently drawn Mountain card', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const s = solo('eldhusfifl', seed);
      const drawn = s.r.lastDrawn!;
      expect(s.workers[black(drawn)]).toEqual(w(AUTOMA));
    }
  });

  it('Automa: it places its second worker right after the human’s first, at the black mark of the card under it', () => {
    const s = solo('eldhusfifl', 6);
    const pos = s.workers.findIndex(
      (x, p) => x === null && black(s.mines[0]!.stacks[p]!.at(-1)!) !== p && s.workers[black(s.mines[0]!.stacks[p]!.at(-1)!)] === null,
    );
    const under = s.mines[0]!.stacks[pos]!.at(-1)!;
    const r = act(s, 0, { type: 'place', pos });
    expect(r.events.filter((e) => e.type === 'workerPlaced').map((e) => e.type === 'workerPlaced' && [e.who, e.pos])).toEqual([
      [0, pos],
      [AUTOMA, black(under)],
    ]);
    expect(activeSeat(r.state)).toBe(0);
    expect(r.state.r.baseLeft).toEqual([1, 0]);
  });

  it('Automa: the white mark if the black one is taken, else the first free position in reading order', () => {
    const s = table('eldhusfifl', true);
    const card = CARDS.find((c) => c.kind === 'mountain' && gridIndex(c.marks.black) !== 0 && gridIndex(c.marks.white) !== 0)!.id;
    s.r.humanFirst = card;
    s.workers[black(card)] = w(0);
    expect(automaTarget(s, AUTOMA)).toBe(white(card));
    s.workers[white(card)] = w(0);
    expect(automaTarget(s, AUTOMA)).toBe(0);
  });

  it('Automa: after a Special Action of the human, its second worker follows the Special card’s marks', () => {
    const s = clone(solo('eldhusfifl', 7));
    topOfPile(s, 'SP2', 0); // Gold Vein twice: no choice
    const r = act(s, 0, { type: 'special', pile: 0, pay: 'workers' });
    const placed = eventsOf(r.events, 'workerPlaced');
    const expected =
      s.workers[black('SP2')] === null ? black('SP2') : s.workers[white('SP2')] === null ? white('SP2') : s.workers.indexOf(null);
    expect(placed[0]).toMatchObject({ who: AUTOMA, pos: expected });
  });

  it('Automa: Call for Help workers are placed at once, both in the Call’s row, else its column, else one in each, else in reading order', () => {
    const s = table('eldhusfifl');
    s.workers[4] = w(AUTOMA);
    expect(helpTargets(s, 4, 2)).toEqual([3, 5]);
    s.workers[3] = w(0);
    expect(helpTargets(s, 4, 2)).toEqual([1, 7]);
    s.workers[1] = w(0);
    expect(helpTargets(s, 4, 2)).toEqual([5, 7]);
    s.workers[5] = w(0);
    s.workers[7] = w(0);
    expect(helpTargets(s, 4, 2)).toEqual([0, 2]);
    // At once: the automa's base worker on a Call for Help card brings its two workers in the same move.
    const t = table('eldhusfifl');
    t.r.lastDrawn = CARDS.find((c) => c.kind === 'mountain' && gridIndex(c.marks.black) === 2)!.id; // ST3: Call for Help
    const r = settle(t);
    expect(eventsOf(r.events, 'workerPlaced').map((e) => [e.pos, e.extra])).toEqual([
      [2, false],
      [0, true],
      [1, true],
    ]);
    expect(r.state.r.calls).toEqual([]);
  });

  it('Andvéttr: its second worker goes to the first free Forge position in reading order, before its marks', () => {
    const s = table('andvettr', true);
    setRes(s, AUTOMA, { steel: 3 });
    s.r.humanFirst = 'ST1';
    expect(automaTarget(s, AUTOMA)).toBe(4); // ST5, Forge 3 steel
    s.workers[4] = w(0);
    setRes(s, AUTOMA, { steel: 2, iron: 2 });
    expect(automaTarget(s, AUTOMA)).toBe(7); // ST8
    const e = table('eldhusfifl', true);
    e.r.humanFirst = 'ST1';
    expect(automaTarget(e, AUTOMA)).toBe(black('ST1'));
  });

  it('Andvéttr: on a position it cannot fully use, it takes the first usable free one to the right in the row, else keeps it', () => {
    const s = table('andvettr');
    // Its first worker: a card whose black mark is (1,1), the Sword forge (3 steel), and no steel to forge it.
    s.r.lastDrawn = CARDS.find((c) => gridIndex(c.marks.black) === 4)!.id;
    setRes(s, AUTOMA, { iron: 3 });
    expect(automaTarget(s, AUTOMA)).toBe(5); // ST6, Steel Alloy: usable with 3 iron
    setRes(s, AUTOMA, { iron: 0 });
    expect(automaTarget(s, AUTOMA)).toBe(4); // nothing usable to its right (the Gold Vein at (1,0) is to its left)
    setRes(s, AUTOMA, { steel: 3 });
    expect(automaTarget(s, AUTOMA)).toBe(4);
    const e = table('eldhusfifl');
    e.r.lastDrawn = s.r.lastDrawn;
    expect(automaTarget(e, AUTOMA)).toBe(4);
  });

  it('Andvéttr faðir: never a position it cannot use: failing Andvéttr’s rules, the first usable free position in reading order', () => {
    const s = table('andvettr-fadir');
    s.mines[0]!.stacks[5] = ['ST5']; // a second forge right of (1,1): (1,2) unusable too
    s.r.lastDrawn = CARDS.find((c) => gridIndex(c.marks.black) === 4)!.id;
    expect(automaTarget(s, AUTOMA)).toBe(0);
    const a = table('andvettr');
    a.mines[0]!.stacks[5] = ['ST5'];
    a.r.lastDrawn = s.r.lastDrawn;
    expect(automaTarget(a, AUTOMA)).toBe(4);
  });
});
