import { describe, expect, it } from 'vitest';
import { defend } from './defend.js';
import { Draft } from './draft.js';
import { act, eventsOf, freshSelection, lay, monsterCard, newGame, setRes, solo } from './testKit.js';
import type { GameState } from './state.js';

const STARTERS = ['ST1', 'ST2', 'ST3', 'ST4', 'ST5', 'ST6', 'ST7', 'ST8', 'ST9'];

function table(n = 2): GameState {
  const s = freshSelection(newGame(n, 21), 0);
  s.mines[0]!.stacks = STARTERS.map((id) => [id]);
  return s;
}

function runDefend(s: GameState) {
  const d = new Draft(s);
  defend(d);
  return { state: d.s, events: d.events };
}

describe('Defend', () => {
  it('Defend: positions in reading order; a monster with a worker is defeated (its effect ignored) and the worker earns 1 medal', () => {
    const s = table();
    const dragon = lay(s, monsterCard('dragon'));
    const brawlers = lay(s, monsterCard('brawlers'));
    s.workers[dragon] = { who: 1, extra: true, spent: false };
    setRes(s, 0, { gold: 2, iron: 2 });
    setRes(s, 1, { gold: 2, iron: 2 });
    const r = runDefend(s);
    const order = r.events
      .filter((e) => e.type === 'monsterDefeated' || e.type === 'monsterAttacked')
      .map((e) => (e as { pos: number }).pos);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(r.events).toContainEqual({ type: 'monsterDefeated', card: monsterCard('dragon'), pos: dragon, who: 1 });
    expect(r.events).toContainEqual({ type: 'monsterAttacked', card: monsterCard('brawlers'), pos: brawlers });
    expect(r.state.players[1]!.res).toMatchObject({ medals: 1, gold: 2, iron: 1 });
    expect(r.state.players[0]!.res).toMatchObject({ medals: 0, gold: 2, iron: 1 });
  });

  it('Defend, two mines: reading order goes through the first mine, then the second', () => {
    const s = freshSelection(newGame(4, 21), 0);
    s.mines[0]!.stacks = STARTERS.map((id) => [id]);
    s.mines[1]!.stacks = STARTERS.map((id) => [`${id}b`]);
    const a = lay(s, monsterCard('dragon') + 'b', 1);
    const b = lay(s, monsterCard('darkFairies'), 0);
    const c = lay(s, monsterCard('brawlers') + 'b', 1);
    setRes(s, 2, { gold: 2 });
    const r = runDefend(s);
    expect(eventsOf(r.events, 'monsterAttacked').map((e) => e.pos)).toEqual([b, a, c].sort((x, y) => x - y));
    expect([a, c].every((p) => p >= 9) && b < 9).toBe(true);
    // Dark Fairies first (2 gold into 2 iron), then the Brawlers (1 iron back), then the Dragon finds no gold.
    expect(r.state.players[2]!.res).toMatchObject({ gold: 0, iron: 1 });
  });

  it('Brawlers: each player returns 1 iron (none if they have none)', () => {
    const s = table();
    lay(s, monsterCard('brawlers'));
    setRes(s, 0, { iron: 5 });
    const r = runDefend(s);
    expect(r.state.players.map((p) => p.res.iron)).toEqual([4, 0]);
  });

  it('Dragon: each player returns 1 gold', () => {
    const s = table();
    lay(s, monsterCard('dragon'));
    setRes(s, 0, { gold: 3 });
    setRes(s, 1, { gold: 1 });
    expect(runDefend(s).state.players.map((p) => p.res.gold)).toEqual([2, 0]);
  });

  it('Great Dragon: each player returns all their gold', () => {
    const s = table();
    lay(s, monsterCard('greatDragon'));
    setRes(s, 0, { gold: 5, steel: 2 });
    setRes(s, 1, { gold: 1 });
    const r = runDefend(s).state;
    expect(r.players.map((p) => p.res.gold)).toEqual([0, 0]);
    expect(r.players[0]!.res.steel).toBe(2);
  });

  it('Dark Fairies: each player turns 2 gold into 2 iron; with 1 gold, 1 into 1', () => {
    const s = table(3);
    lay(s, monsterCard('darkFairies'));
    setRes(s, 0, { gold: 3, iron: 1 });
    setRes(s, 1, { gold: 1 });
    const r = runDefend(s).state;
    expect(r.players.map((p) => [p.res.gold, p.res.iron])).toEqual([
      [1, 3],
      [0, 1],
      [0, 0],
    ]);
  });

  it('Orc Raiders: undefended, no Forge action resolves this round', () => {
    let s = table();
    const orcs = lay(s, monsterCard('orcRaiders'));
    setRes(s, 0, { steel: 3 });
    s = act(s, 0, { type: 'place', pos: 4 }).state; // ST5: Forge 3 steel
    s = act(s, 1, { type: 'place', pos: 0 }).state;
    s = act(s, 1, { type: 'place', pos: 3 }).state;
    const r = act(s, 0, { type: 'place', pos: 5 });
    expect(r.events).toContainEqual({ type: 'monsterAttacked', card: monsterCard('orcRaiders'), pos: orcs });
    expect(r.events).toContainEqual({ type: 'forgesBlocked' });
    expect(r.events.some((e) => e.type === 'worked' && e.card === 'ST5')).toBe(false);
    expect(r.state.players[0]!.res).toMatchObject({ steel: 3, artefacts: 0 });
    expect(r.state.r.orcRaid).toBe(false); // a new round: temporary effects ended
  });

  it('Orc Raiders: defended, the Forge step resolves as usual', () => {
    let s = table();
    const orcs = lay(s, monsterCard('orcRaiders'));
    setRes(s, 0, { steel: 3 });
    s = act(s, 0, { type: 'place', pos: 4 }).state;
    s = act(s, 1, { type: 'place', pos: orcs }).state;
    s = act(s, 1, { type: 'place', pos: 3 }).state;
    s = act(s, 0, { type: 'place', pos: 5 }).state;
    expect(s.choice).toMatchObject({ who: 0, reason: 'forge' });
    expect(act(s, 0, { type: 'convert', item: 0 }).state.players[0]!.res.artefacts).toBe(1);
  });

  it('Medal of Valour: the worker there earns 1 medal; nothing happens when it is empty', () => {
    const s = table();
    s.workers[1] = { who: 0, extra: false, spent: false };
    const r = runDefend(s);
    expect(r.state.players.map((p) => p.res.medals)).toEqual([1, 0]);
    expect(eventsOf(r.events, 'worked')).toEqual([{ type: 'worked', who: 0, card: 'ST2', pos: 1, done: true }]);
  });

  it('Defend: the automa is attacked like any player, and earns medals like any defender', () => {
    const s = freshSelection(solo('eldhusfifl', 3), 1);
    s.mines[0]!.stacks = STARTERS.map((id) => [id]);
    lay(s, monsterCard('greatDragon'));
    s.workers[8] = { who: 1, extra: false, spent: false };
    setRes(s, 1, { gold: 4 });
    const r = runDefend(s).state;
    expect(r.players[1]!.res).toMatchObject({ gold: 0, medals: 1 });
  });
});
