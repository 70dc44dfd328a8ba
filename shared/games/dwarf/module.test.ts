import { describe, expect, it } from 'vitest';
import { dwarf, dwarfOptionsSchema } from './module.js';
import { act, freshSelection, newGame, setRes, solo } from './engine/testKit.js';
import { secretsOf } from './secrets.js';

const players = (n: number) => ['red', 'blue', 'green', 'yellow', 'purple'].slice(0, n).map((color, i) => ({ name: `P${i}`, color }));

describe('the DWARF module', () => {
  it('has its options with defaults (Eldhúsfífl, the shuffled Mountain) and refuses an option it does not have', () => {
    expect(dwarfOptionsSchema.parse({})).toEqual({ automa: 'eldhusfifl', mountain: 'shuffled' });
    expect(dwarfOptionsSchema.parse({ automa: 'andvettr-fadir', mountain: 'lanterns' })).toEqual({
      automa: 'andvettr-fadir',
      mountain: 'lanterns',
    });
    const bad = dwarfOptionsSchema.safeParse({ roundLimit: 3 });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toBe('DWARF has no option roundLimit');
    expect(dwarfOptionsSchema.safeParse({ automa: 'hard' }).success).toBe(false);
    expect([dwarf.id, dwarf.name, dwarf.minSeats, dwarf.maxSeats]).toEqual(['dwarf', 'DWARF', 1, 5]);
  });

  it('makes a config per table: the automa level only for a solo table', () => {
    const options = { automa: 'andvettr' as const, mountain: 'lanterns' as const };
    expect(dwarf.configFor(players(1), 5, options)).toEqual({ players: players(1), seed: 5, automa: 'andvettr', mountain: 'lanterns' });
    expect(dwarf.configFor(players(3), 5, options)).toEqual({ players: players(3), seed: 5, mountain: 'lanterns' });
    const state = dwarf.create(dwarf.configFor(players(1), 5, options));
    expect(state.players[1]!.name).toBe('Andvéttr');
    expect(dwarf.configSchema.safeParse(dwarf.configFor(players(4), 'ab'.repeat(32), options)).success).toBe(true);
  });

  it('reports the outcome: the winning seats and how they were found; none when the automa wins', () => {
    const s = solo('andvettr', 4);
    setRes(s, 1, { medals: 11 });
    const r = act(s, 0, { type: 'special', pile: s.mines[0]!.piles.findIndex((p) => p.length > 0), pay: 'workers' });
    expect(dwarf.outcome(r.state)).toEqual({ kind: 'winners', seats: [], reason: 'andvettrMedals' });
    expect(dwarf.activeSeats(r.state)).toEqual([]);
    expect(dwarf.turnKey(r.state)).toBeNull();
    expect(dwarf.outcome(s)).toBeNull();
  });

  it('lets a player point at public things only (a position, a pile, a Mountain, a player), with only their own fields', () => {
    const s = newGame(4, 3);
    expect(dwarf.publicFocus(s, { kind: 'position', pos: 17, extra: 'x' })).toEqual({ kind: 'position', pos: 17 });
    expect(dwarf.publicFocus(dwarf.viewFor(s, 0), { kind: 'pile', pile: 5 })).toEqual({ kind: 'pile', pile: 5 });
    expect(dwarf.publicFocus(s, { kind: 'mountain', mine: 1 })).toEqual({ kind: 'mountain', mine: 1 });
    expect(dwarf.publicFocus(s, { kind: 'player', who: 3 })).toEqual({ kind: 'player', who: 3 });
    for (const bad of [
      null,
      'x',
      { kind: 'position', pos: 18 },
      { kind: 'pile', pile: 1.5 },
      { kind: 'card', id: 'MT01' },
      { kind: 'player', who: 4 },
    ])
      expect(dwarf.publicFocus(s, bad)).toBeNull();
    expect(dwarf.publicFocus(newGame(2, 3), { kind: 'position', pos: 9 })).toBeNull();
  });

  it('botOnView plays from the seat’s own view when it is that seat’s move, else nothing', () => {
    const s = freshSelection(newGame(3, 3), 1);
    const pick = dwarf.botOnView(dwarf.viewFor(s, 1), 1, 9);
    expect(pick).not.toBeNull();
    expect(dwarf.check(s, 1, pick!.action)).toBeNull();
    expect(dwarf.botOnView(dwarf.viewFor(s, 0), 0, 9)).toBeNull();
    expect(dwarf.botOnView(dwarf.viewFor(s, 'spectator'), 1, 9)).toBeNull();
  });

  it('names the hidden cards as secrets whole-word, both sets', () => {
    const s = newGame(5, 3);
    const secrets = dwarf.secrets(s, 0);
    expect(secrets).toEqual(secretsOf(s, 'spectator'));
    expect(secrets.some((id) => id.endsWith('b'))).toBe(true);
    expect('MT07b'.match(dwarf.secretToken)?.[0]).toBe('MT07b');
    expect('MT07'.match(dwarf.secretToken)?.[0]).toBe('MT07');
    expect('xMT07 MT071 MT46'.match(dwarf.secretToken)).toBeNull();
  });
});
