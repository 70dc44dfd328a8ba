import { describe, expect, it } from 'vitest';
import { actionSchema } from './actions.js';
import { legalActions } from './legalActions.js';
import { act, eventsOf, freshSelection, newGame, refuse, setRes, settle } from './testKit.js';
import { activeSeat } from './turn.js';
import type { GameState } from './state.js';

/** Places a worker on the first free position for whoever's Selection turn it is; returns the seat that played. */
function placeFirstFree(s: GameState): { seat: number; state: GameState } {
  const seat = activeSeat(s)!;
  const pos = s.workers.indexOf(null);
  return { seat, state: act(s, seat, { type: 'place', pos }).state };
}

describe('Selection', () => {
  it('Selection, both passes: clockwise from the first player, then counter-clockwise from the last', () => {
    let s = freshSelection(newGame(3, 2), 1);
    const seats: number[] = [];
    for (let i = 0; i < 6; i++) {
      expect(s.phase).toBe('selection');
      const r = placeFirstFree(s);
      seats.push(r.seat);
      s = r.state;
    }
    expect(seats).toEqual([1, 2, 0, 0, 2, 1]);
    expect(s.phase === 'selection' && s.round === 1).toBe(false);
  });

  it('Selection: a worker goes only on a free position, and only on its owner’s turn', () => {
    const s = freshSelection(newGame(2, 2), 0);
    const next = act(s, 0, { type: 'place', pos: 4 }).state;
    refuse(next, 1, { type: 'place', pos: 4 }, 'position_taken');
    refuse(next, 0, { type: 'place', pos: 5 }, 'not_your_turn');
    refuse(next, 1, { type: 'place', pos: 9 }, 'no_such_position');
    expect(legalActions(next, 1).some((a) => a.type === 'place' && a.pos === 4)).toBe(false);
  });

  it('Selection: a player may not pass while a position is free (there is no pass; every turn offers a placement)', () => {
    const s = freshSelection(newGame(3, 2), 0);
    expect(actionSchema.safeParse({ type: 'pass' }).success).toBe(false);
    const legal = legalActions(s, 0);
    expect(legal.filter((a) => a.type === 'place')).toHaveLength(9);
    expect(legal.every((a) => a.type === 'place' || a.type === 'special')).toBe(true);
  });

  it('Selection: players with nothing left are skipped in the second pass', () => {
    let s = freshSelection(newGame(3, 2), 0);
    s = act(s, 0, { type: 'special', pile: 0, pay: 'workers' }).state;
    while (s.choice) s = act(s, s.choice.who, { type: 'decline', item: 0 }).state;
    const order: number[] = [];
    while (s.phase === 'selection' && s.round === 1) {
      const r = placeFirstFree(s);
      order.push(r.seat);
      s = r.state;
    }
    expect(order).toEqual([1, 2, 2, 1]);
  });

  it('Selection: a player with nothing legal to do (no free position, no Special Action) is skipped', () => {
    const s = freshSelection(newGame(2, 2), 0);
    s.workers = s.workers.map(() => ({ who: 1, extra: false, spent: false }));
    s.r.pass = 2;
    s.r.baseLeft = [1, 0];
    setRes(s, 0, { iron: 3 });
    const r = settle(s);
    expect(eventsOf(r.events, 'turnSkipped')).toEqual([{ type: 'turnSkipped', who: 0 }]);
    expect(r.state.phase).not.toBe('selection');
  });

  it('Selection: the acting seat alone may act; everyone else is refused and has no legal action', () => {
    const s = freshSelection(newGame(4, 9), 2);
    for (const seat of [0, 1, 3]) {
      expect(legalActions(s, seat)).toEqual([]);
      refuse(s, seat, { type: 'place', pos: 0 }, 'not_your_turn');
    }
    refuse(s, 7, { type: 'place', pos: 0 }, 'not_a_player');
    expect(legalActions(s, 2).filter((a) => a.type === 'place')).toHaveLength(18);
  });
});
