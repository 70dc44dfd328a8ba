import { describe, expect, it } from 'vitest';
import { legalActions } from './legalActions.js';
import { act, eventsOf, freshSelection, newGame, refuse, topOfPile } from './testKit.js';
import type { GameState } from './state.js';
import type { GameEvent } from './events.js';
import { activeSeat } from './turn.js';

/** A 3-seat Selection (first player 0) with Call for Help on positions 2 and 6 and none elsewhere on the top cards. */
function table(n = 3): GameState {
  const s = freshSelection(newGame(n, 8), 0);
  s.mines[0]!.stacks = s.mines[0]!.stacks.map((_, p) => [['ST1', 'ST2', 'ST3', 'ST4', 'ST5', 'ST6', 'ST7', 'ST8', 'ST9'][p]!]);
  return s;
}

function play(s0: GameState, moves: [number, number][]): { state: GameState; events: GameEvent[] } {
  let s = s0;
  const events: GameEvent[] = [];
  for (const [seat, pos] of moves) {
    const r = act(s, seat, { type: 'place', pos });
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

describe('Call for Help', () => {
  it('Call for Help: 2 extra workers this round, placed by their owner in the Call for Help step', () => {
    const r = play(table(2), [
      [0, 2],
      [1, 0],
      [1, 1],
      [0, 3],
    ]);
    expect(eventsOf(r.events, 'helpCalled')).toEqual([{ type: 'helpCalled', who: 0, workers: 2 }]);
    expect(r.state.phase).toBe('callForHelp');
    expect(legalActions(r.state, 0).every((a) => a.type === 'place')).toBe(true);
    const done = play(r.state, [
      [0, 4],
      [0, 5],
    ]);
    expect(done.events.filter((e) => e.type === 'workerPlaced')).toEqual([
      { type: 'workerPlaced', who: 0, pos: 4, extra: true },
      { type: 'workerPlaced', who: 0, pos: 5, extra: true },
    ]);
  });

  it('Call for Help: never above 4 workers in all (a second Call gives nothing)', () => {
    const r = play(table(2), [
      [0, 2],
      [1, 0],
      [1, 1],
      [0, 6],
    ]);
    expect(eventsOf(r.events, 'helpCalled')).toEqual([{ type: 'helpCalled', who: 0, workers: 2 }]);
    expect(r.state.r.helpQueue).toEqual([0, 0]);
    expect(r.state.r.received).toEqual([4, 2]);
  });

  it('Call for Help: callers in the order they played their Call, alternating their 3rd and 4th workers', () => {
    let s = play(table(3), [
      [0, 0],
      [1, 6],
      [2, 2],
      [2, 1],
      [1, 3],
      [0, 4],
    ]).state;
    expect(s.r.calls).toEqual([1, 2]);
    const seats: number[] = [];
    while (s.phase === 'callForHelp') {
      const seat = activeSeat(s)!;
      seats.push(seat);
      s = act(s, seat, { type: 'place', pos: s.workers.indexOf(null) }).state;
    }
    expect(seats).toEqual([1, 2, 1]);
  });

  it('Call for Help: a worker with no free position is lost', () => {
    let s = play(table(3), [
      [0, 0],
      [1, 6],
      [2, 2],
      [2, 1],
      [1, 3],
      [0, 4],
    ]).state;
    s = act(s, 1, { type: 'place', pos: 5 }).state;
    s = act(s, 2, { type: 'place', pos: 7 }).state;
    const r = act(s, 1, { type: 'place', pos: 8 });
    expect(r.events[1]).toEqual({ type: 'workerLost', who: 2 });
    expect(r.state.phase).not.toBe('callForHelp');
  });

  it('Call for Help: extra workers never take Special Actions', () => {
    const s = play(table(2), [
      [0, 2],
      [1, 0],
      [1, 1],
      [0, 3],
    ]).state;
    refuse(s, 0, { type: 'special', pile: 0, pay: 'workers' }, 'wrong_phase');
    expect(legalActions(s, 0).some((a) => a.type === 'special')).toBe(false);
  });

  it('Call for Help on a Special card’s worker side: its workers come in the Call for Help step, in the order of the Calls', () => {
    const s = table(2);
    topOfPile(s, 'SP5', 0);
    let t = act(s, 0, { type: 'special', pile: 0, pay: 'workers' }).state;
    expect(t.r.calls).toEqual([0]);
    t = play(t, [
      [1, 2],
      [1, 0],
    ]).state;
    expect(t.r.helpQueue).toEqual([0, 1, 0, 1]);
  });
});
