import { describe, expect, it } from 'vitest';
import { specialOf } from '../cards/cardLookup.js';
import { legalActions } from './legalActions.js';
import { act, eventsOf, finishRound, freshSelection, mineCard, newGame, refuse, setRes, topOfPile } from './testKit.js';
import { topCard } from './rules.js';
import { activeSeat } from './turn.js';

describe('Special Actions', () => {
  it('Special Action with both base workers: only while both are unplaced', () => {
    let s = freshSelection(newGame(2, 4), 0);
    s = act(s, 0, { type: 'place', pos: 0 }).state;
    s = act(s, 1, { type: 'place', pos: 1 }).state;
    expect(activeSeat(s)).toBe(1);
    refuse(s, 1, { type: 'special', pile: 0, pay: 'workers' }, 'workers_needed');
    expect(legalActions(s, 1).some((a) => a.type === 'special')).toBe(false);
  });

  it('Special Action with 4 iron and one worker: the iron is paid, the other base worker is placed later', () => {
    let s = freshSelection(newGame(2, 4), 0);
    setRes(s, 0, { iron: 4 });
    topOfPile(s, 'SP8', 0); // worker side: Gold Vein, Iron Vein
    s = act(s, 0, { type: 'special', pile: 0, pay: 'iron' }).state;
    expect(s.players[0]!.res).toMatchObject({ iron: 3, gold: 1 });
    expect(s.r.baseLeft[0]).toBe(1);
    s = act(s, 1, { type: 'place', pos: 0 }).state;
    s = act(s, 1, { type: 'place', pos: 1 }).state;
    expect(activeSeat(s)).toBe(0);
    refuse(freshSelection(newGame(2, 4), 0), 0, { type: 'special', pile: 0, pay: 'iron' }, 'not_enough_iron');
  });

  it('Special: the worker side resolves at once (a conversion is its taker’s choice), then the card turns over onto its position', () => {
    let s = freshSelection(newGame(2, 4), 0);
    topOfPile(s, 'SP3', 1); // worker side: Forge 2 steel + 1 iron; mine side: Gold Vein at (0,2)
    setRes(s, 0, { steel: 2, iron: 1 });
    const r = act(s, 0, { type: 'special', pile: 1, pay: 'workers' });
    s = r.state;
    expect(eventsOf(r.events, 'specialTaken')).toEqual([{ type: 'specialTaken', who: 0, pile: 1, card: 'SP3', pay: 'workers' }]);
    expect(eventsOf(r.events, 'specialRevealed')[0]!.card).toBe(s.mines[0]!.piles[1]![0]);
    expect(s.choice).toMatchObject({ who: 0, reason: 'special' });
    expect(topCard(s, 2)).not.toBe('SP3');
    const done = act(s, 0, { type: 'convert', item: 0 });
    expect(done.state.players[0]!.res).toMatchObject({ steel: 0, iron: 0, artefacts: 1 });
    expect(topCard(done.state, 2)).toBe('SP3');
    expect(eventsOf(done.events, 'specialPlaced')).toEqual([{ type: 'specialPlaced', card: 'SP3', pos: 2 }]);
    expect(done.state.r.baseLeft[0]).toBe(0);
  });

  it('Special: an occupant resolves the covered card first, then stays blocking the position and does not resolve again', () => {
    let s = freshSelection(newGame(2, 4), 0);
    s.mines[0]!.stacks[0] = ['ST1']; // Iron Vein
    topOfPile(s, 'SP1', 0); // mine side: Forge (3 steel, 1 gold, 1 iron) at (0,0)
    setRes(s, 0, { steel: 3, gold: 1 });
    s = act(s, 0, { type: 'place', pos: 0 }).state;
    const r = act(s, 1, { type: 'special', pile: 0, pay: 'workers' }); // Iron Vein then Steel Alloy for seat 1
    s = r.state;
    expect(s.choice).toMatchObject({ who: 1, reason: 'special' });
    const after = act(s, 1, { type: 'decline', item: 0 });
    s = after.state;
    expect(after.events.find((e) => e.type === 'worked' && e.who === 0)).toMatchObject({ card: 'ST1', pos: 0, done: true });
    expect(s.players[0]!.res.iron).toBe(3);
    expect(topCard(s, 0)).toBe('SP1');
    expect(s.workers[0]).toEqual({ who: 0, extra: false, spent: true });
    refuse(s, 0, { type: 'place', pos: 0 }, 'position_taken');
    const rest = finishRound(s);
    expect(rest.events.some((e) => e.type === 'worked' && e.card === 'SP1')).toBe(false);
    expect(rest.state.players[0]!.res.artefacts).toBe(0);
  });

  it('Special: the occupant’s covered conversion is its owner’s choice, made before the new card covers it', () => {
    let s = freshSelection(newGame(2, 4), 1);
    s.mines[0]!.stacks[5] = ['ST6']; // Steel Alloy
    topOfPile(s, 'SP6', 2); // worker side: Steel Alloy twice; mine side: Young Dragon at (1,2)
    setRes(s, 0, { iron: 3 });
    setRes(s, 1, { iron: 4 });
    s = act(s, 1, { type: 'place', pos: 0 }).state;
    s = act(s, 0, { type: 'place', pos: 5 }).state;
    s = act(s, 0, { type: 'place', pos: 1 }).state;
    s = act(s, 1, { type: 'special', pile: 2, pay: 'iron' }).state;
    // Seat 1, its iron spent, cannot pay its worker side; seat 0 now chooses on the covered Steel Alloy.
    expect(s.choice).toMatchObject({ who: 0, reason: 'covered' });
    expect(activeSeat(s)).toBe(0);
    expect(topCard(s, 5)).toBe('ST6');
    const r = act(s, 0, { type: 'convert', item: 0 });
    expect(r.events.slice(0, 4)).toEqual([
      { type: 'decided', who: 0, item: 0, convert: true },
      { type: 'worked', who: 0, card: 'ST6', pos: 5, done: true },
      { type: 'resources', who: 0, change: { iron: -3, steel: 2 } },
      { type: 'specialPlaced', card: 'SP6', pos: 5 },
    ]);
    // That was the last Selection turn: the round went on. The spent worker does not defend the Young
    // Dragon that covered its card.
    expect(r.events).toContainEqual({ type: 'monsterAttacked', card: 'SP6', pos: 5 });
    expect(r.state.players[0]!.res.steel).toBe(2);
  });

  it('Special: piles are never blocked; an empty pile cannot be taken', () => {
    let s = freshSelection(newGame(3, 4), 0);
    const pile = s.mines[0]!.piles[0]!;
    for (const seat of [0, 1, 2]) {
      setRes(s, seat, { iron: 0, gold: 0, steel: 0 });
      s = act(s, seat, { type: 'special', pile: 0, pay: 'workers' }).state;
      while (s.choice) s = act(s, s.choice.who, { type: 'decline', item: 0 }).state;
    }
    expect(s.mines[0]!.piles[0]).toEqual([]);
    expect(pile).toHaveLength(3);
    const next = freshSelection(s, 0);
    refuse(next, 0, { type: 'special', pile: 0, pay: 'workers' }, 'pile_empty');
    refuse(next, 0, { type: 'special', pile: 3, pay: 'workers' }, 'no_such_pile');
  });

  it('Special cards carry worker sides of glossary effects that resolve in full, gains never declined', () => {
    const s = freshSelection(newGame(2, 4), 0);
    topOfPile(s, 'SP9', 0); // Iron Vein twice
    expect(specialOf('SP9').worker.effects.map((e) => e.kind)).toEqual(['ironVein', 'ironVein']);
    const r = act(s, 0, { type: 'special', pile: 0, pay: 'workers' });
    expect(r.state.players[0]!.res.iron).toBe(6);
    expect(r.state.choice).toBeNull();
    expect(mineCard('ironVein')).toBe('ST1');
  });

  it('Two mines: each mine has its own three Special piles, and a Special card turns over into its own mine', () => {
    let s = freshSelection(newGame(4, 4), 0);
    expect(s.mines[1]!.piles.map((p) => p.length)).toEqual([3, 3, 3]);
    topOfPile(s, 'SP9b', 4); // Iron Vein twice; mine side: Fairy Ring at (2,2) of the second mine
    s = act(s, 0, { type: 'special', pile: 4, pay: 'workers' }).state;
    expect(topCard(s, 9 + 8)).toBe('SP9b');
    expect(s.players[0]!.res.iron).toBe(6);
  });
});
