import { describe, expect, it } from 'vitest';
import { act, eventsOf, finishRound, freshSelection, newGame, setRes, solo } from './testKit.js';
import type { GameState } from './state.js';

const STARTERS = ['ST1', 'ST2', 'ST3', 'ST4', 'ST5', 'ST6', 'ST7', 'ST8', 'ST9'];

function table(n: number, first: number): GameState {
  const s = freshSelection(newGame(n, 40), first);
  s.mines[0]!.stacks = STARTERS.map((id) => [id]);
  return s;
}

describe('the round', () => {
  it('Change First Player: when the first player resolves one, the marker passes clockwise at the end of the round', () => {
    let s = table(3, 0);
    const r = act(s, 0, { type: 'place', pos: 6 }); // ST7: Call for Help, Change First Player
    expect(r.events).toContainEqual({ type: 'markerWillPass', who: 0 });
    s = r.state;
    expect(s.firstPlayer).toBe(0);
    const rest = finishRound(s);
    expect(eventsOf(rest.events, 'roundEnded')[0]!.firstPlayer).toBe(1);
    expect(rest.state.firstPlayer).toBe(1);
  });

  it('Change First Player: another player resolving it moves nothing', () => {
    let s = table(3, 0);
    s = act(s, 0, { type: 'place', pos: 0 }).state;
    const r = act(s, 1, { type: 'place', pos: 6 });
    expect(eventsOf(r.events, 'markerWillPass')).toEqual([]);
    expect(finishRound(r.state).state.firstPlayer).toBe(0);
  });

  it('Change First Player: at most once a round, and a declined or unpaid Forge still counts (Orc Raiders excepted)', () => {
    let s = table(2, 1);
    s.mines[0]!.stacks[3]!.push('MT19'); // Battle Axe: Forge 3 steel + 2 iron, Change First Player
    const events = [];
    for (const [seat, pos] of [
      [1, 6], // ST7: Call for Help, Change First Player
      [0, 0],
      [0, 1],
      [1, 3],
    ] as const) {
      const r = act(s, seat, { type: 'place', pos });
      events.push(...r.events);
      s = r.state;
    }
    const rest = finishRound(s);
    events.push(...rest.events);
    expect(eventsOf(events, 'markerWillPass')).toEqual([{ type: 'markerWillPass', who: 1 }]);
    expect(events).toContainEqual({ type: 'worked', who: 1, card: 'MT19', pos: 3, done: false });
    expect(rest.state.firstPlayer).toBe(0);
  });

  it('Change First Player: a Forge card under unbeaten Orc Raiders does not resolve, so the marker stays', () => {
    let s = table(2, 1);
    s.mines[0]!.stacks[3]!.push('MT19'); // Battle Axe: Forge, Change First Player
    s.mines[0]!.stacks[1]!.push('MT10'); // Orc Raiders, left undefended
    const events = [];
    for (const [seat, pos] of [
      [1, 3],
      [0, 0],
      [0, 5],
      [1, 8],
    ] as const) {
      const r = act(s, seat, { type: 'place', pos });
      events.push(...r.events);
      s = r.state;
    }
    const rest = finishRound(s);
    events.push(...rest.events);
    expect(events).toContainEqual({ type: 'forgesBlocked' });
    expect(eventsOf(events, 'markerWillPass')).toEqual([]);
    expect(rest.state.firstPlayer).toBe(1);
  });

  it('Change First Player: the marker never moves in solo (the automa is always first)', () => {
    let s = solo('eldhusfifl', 5);
    for (let i = 0; i < 3; i++) s = finishRound(s).state;
    expect(s.firstPlayer).toBe(1);
  });

  it('The end at 4 artefacts: the game ends at the end of the round in which a player has 4 artefacts', () => {
    let s = table(2, 0);
    setRes(s, 0, { artefacts: 3, steel: 3 });
    setRes(s, 1, { steel: 5, gold: 2 });
    s = act(s, 0, { type: 'place', pos: 4 }).state; // ST5: Forge 3 steel
    s = act(s, 1, { type: 'place', pos: 7 }).state; // ST8: Forge 2 steel + 2 iron
    s = act(s, 1, { type: 'place', pos: 0 }).state; // ST1: Iron Vein
    s = act(s, 0, { type: 'place', pos: 5 }).state; // ST6: Steel Alloy (no iron: nothing)
    expect(s.choice).toMatchObject({ who: 0, reason: 'forge' });
    s = act(s, 0, { type: 'convert', item: 0 }).state;
    expect(s.players[0]!.res.artefacts).toBe(4);
    expect(s.end).toBeNull(); // the round goes on: seat 1 forges too
    const r = act(s, 1, { type: 'convert', item: 0 });
    expect(r.state.end).toEqual({ cause: 'artefacts', winners: [1], automaWins: false, decidedBy: 'categories' });
    expect(r.state.phase).toBe('ended');
    expect(eventsOf(r.events, 'roundEnded')).toHaveLength(1);
  });
});
