import { describe, expect, it } from 'vitest';
import { act, giveForged, giveHand, newGame, place, refuse, setMaterials } from './testKit.js';
import { roundLimitWinners, checkVictory } from './victory.js';
import { startDraft } from './draft.js';
import { CARDS } from '../cards/cardData.js';
import { COLLECTIONS } from './constants.js';
import type { PlayerPublic } from './state.js';

describe('end of round', () => {
  it('the Forgemaster passes to the next seat, embers return, and placement starts with the new Forgemaster', () => {
    let s = newGame(3, 61);
    s = place(s, { 0: ['gildar'] }).state;
    expect(s.phase).toBe('activation');
    const r = act(s, 0, { type: 'endTurn' });
    expect(r.events).toContainEqual({ type: 'roundEnded', round: 1, forgemaster: 1 });
    expect(r.state).toMatchObject({ round: 2, phase: 'placement', forgemaster: 1, activeSeat: 1 });
    for (const z of Object.values(r.state.zones)) expect(z.embers).toEqual([]);
    s = place(r.state, {}).state;
    s = place(s, {}).state;
    expect(s.forgemaster).toBe(0);
    expect(s.round).toBe(4);
  });

  it('rulebook: an overheat flips to Cooldown (no limit next round), then the Cooldown goes', () => {
    let s = newGame(2, 61);
    s = place(s, { 0: ['runarium', 'runarium', 'gildar'], 1: ['runarium'] }).state;
    expect(s.zones.runarium.heat).toBe('overheat');
    s = act(s, 0, { type: 'endTurn' }).state;
    expect(s.zones.runarium.heat).toBe('cooldown');
    const r = place(s, { 1: ['runarium', 'runarium', 'runarium'], 0: ['runarium', 'runarium', 'runarium'] });
    expect(r.events.some((e) => e.type === 'zoneOverheated')).toBe(false);
    s = r.state;
    expect(s.zones.runarium.heat).toBe('cooldown');
    while (s.round === 2) s = act(s, s.activeSeat, { type: 'endTurn' }).state;
    expect(s.zones.runarium.heat).toBe('none');
  });

  it('the round limit ends the game; ties go to commissions, collections, weapons, materials, then shared', () => {
    let s = newGame(2, 61, { roundLimit: 1 });
    s.players[1]!.commissionTokens = 1;
    const r = act(s, 0, { type: 'endPlacement' });
    s = act(r.state, 1, { type: 'endPlacement' }).state;
    expect(s.phase).toBe('ended');
    expect(s.winner).toEqual({ seats: [1], reason: 'roundLimit' });

    const base = (seat: number): PlayerPublic => ({
      seat,
      name: '',
      color: 'red',
      play: [],
      materials: { iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 },
      commissionTokens: 1,
      resolvedZones: [],
    });
    const byCol = (col: string, n: number) =>
      CARDS.filter((c) => c.collection === col)
        .slice(0, n)
        .map((c) => ({ id: c.id, forged: true, paid: base(0).materials }));
    const a = base(0),
      b = base(1),
      c = base(2);
    a.play = [...byCol('axes', 1), ...byCol('swords', 1)];
    b.play = [...byCol('axes', 3)];
    expect(roundLimitWinners([a, b, c])).toEqual([0]); // 2 collections beat 1
    a.play = byCol('axes', 1);
    b.play = byCol('swords', 2);
    expect(roundLimitWinners([a, b, c])).toEqual([1]); // same collections, more weapons
    b.play = byCol('swords', 1);
    c.play = byCol('hammers', 1);
    c.materials.iron = 2;
    expect(roundLimitWinners([a, b, c])).toEqual([2]); // then materials
    c.materials.iron = 0;
    expect(roundLimitWinners([a, b, c])).toEqual([0, 1, 2]); // shared win
    // Tokens lying on an unfinished card are not held: they do not count.
    const unfinished = CARDS.find((x) => x.collection === 'staves')!.id;
    b.play = [...b.play, { id: unfinished, forged: false, paid: { ...base(0).materials, crystal: 1, mithril: 1 } }];
    expect(roundLimitWinners([a, b, c])).toEqual([0, 1, 2]);
    a.materials.scale = 1;
    expect(roundLimitWinners([a, b, c])).toEqual([0]); // one token held beats two on a card
  });
});

describe('victory', () => {
  it('Forge Mastery ends the game at once, mid-round: nobody gets another turn', () => {
    const s0 = newGame(3, 71);
    const four = COLLECTIONS.slice(0, 4).map((col) => CARDS.find((c) => c.collection === col)!.id);
    giveForged(s0, 0, four);
    const fifth = CARDS.find((c) => c.collection === COLLECTIONS[4] && Object.keys(c.cost).length === 1)!;
    const m = Object.keys(fifth.cost)[0] as 'iron';
    const s1 = structuredClone(s0);
    giveHand(s1, 0, [fifth.id]);
    setMaterials(s1, 0, { [m]: 3 });
    const s = place(s1, { 0: ['durgaz', 'gildar'], 1: ['gildar'], 2: ['gildar'] }).state;
    const r = act(s, 0, { type: 'durgaz', payments: [{ cardId: fifth.id, material: m }] });
    expect(r.state.winner).toEqual({ seats: [0], reason: 'forgeMastery' });
    expect(r.state.phase).toBe('ended');
    expect(r.events.at(-1)).toEqual({ type: 'gameWon', seats: [0], reason: 'forgeMastery' });
    refuse(r.state, 0, { type: 'endTurn' }, 'game_over');
    refuse(r.state, 1, { type: 'gildar', pick: { kind: 'draw' } }, 'game_over');
  });

  it('simultaneous conditions: the active player wins; otherwise the first in turn order from the Forgemaster', () => {
    const s = newGame(4, 71, { startPlayer: 2 });
    s.players[1]!.commissionTokens = 3;
    s.players[3]!.commissionTokens = 3;
    let d = startDraft(s, []);
    d.s.activeSeat = 1;
    expect(checkVictory(d)).toBe(true);
    expect(d.s.winner?.seats).toEqual([1]);
    d = startDraft(s, []);
    d.s.activeSeat = 0;
    checkVictory(d);
    expect(d.s.winner?.seats).toEqual([3]); // order from the Forgemaster (seat 2): 2, 3, 0, 1
  });

  it('Guild Prestige: the third Commission token wins', () => {
    const s0 = newGame(2, 81);
    const col = CARDS.find((c) => c.id === s0.commissions[0])!.collection;
    const weapon = CARDS.find((c) => c.collection === col && c.id !== s0.commissions[0])!;
    giveForged(s0, 0, [weapon.id]);
    s0.players[0]!.commissionTokens = 2;
    const s = place(s0, { 0: ['gildar'] }).state;
    const r = act(s, 0, { type: 'gildar', pick: { kind: 'commission', cardId: weapon.id, slot: 0, materials: ['iron', 'scale'] } });
    expect(r.state.winner).toEqual({ seats: [0], reason: 'guildPrestige' });
  });
});
