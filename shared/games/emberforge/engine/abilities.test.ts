import { describe, expect, it } from 'vitest';
import type { Effect } from './cardTypes.js';
import { coolZones, infuseTargets, listedChoiceCount, movePairs, refreshSlots, transmutePairs } from './abilities.js';
import { playRandomGame } from './randomPlay.js';
import { config } from './testKit.js';
import { act, cardWhere, giveForged, giveHand, newGame, place, refuse, setMaterials } from './testKit.js';
import { legalActions } from './legalActions.js';
import type { GameState } from './state.js';
import type { Zone } from './constants.js';

const only = (kind: Effect['kind']) => cardWhere((c) => c.ability.length === 1 && c.ability[0]!.kind === kind);

/** Seat 0 with `card` upright, embers as listed, in a 4-player game (seat 1 may add embers too). */
function setup(cardId: string, zones0: Zone[], zones1: Zone[] = [], tweak: (s: GameState) => void = () => {}): GameState {
  const s = newGame(4, 51);
  giveForged(s, 0, [cardId]);
  tweak(s);
  return place(s, { 0: zones0, 1: zones1 }).state;
}
const rune = (cardId: string, choice?: object) => ({
  type: 'rune' as const,
  use: { mode: 'forged' as const, cardId, ...(choice ? { choice } : {}) },
});

describe('abilities', () => {
  it('cool: an overheated zone cannot be chosen and stays locked for the whole activation phase', () => {
    const cool = only('cool');
    // seat 0: Runarium, Ignar, Durgaz; seats 1 and 2: 4 more in Durgaz → Durgaz (5 > 4) overheats
    const base = newGame(4, 51);
    giveForged(base, 0, [cool.id]);
    const s = place(base, { 0: ['runarium', 'ignar', 'durgaz'], 1: ['durgaz', 'durgaz', 'durgaz'], 2: ['durgaz'] }).state;
    expect(s.zones.durgaz.heat).toBe('overheat');
    refuse(s, 0, rune(cool.id), 'invalid_choice');
    refuse(s, 0, rune(cool.id, { zone: 'durgaz' }), 'invalid_choice');
    expect(legalActions(s, 0)).not.toContainEqual(rune(cool.id, { zone: 'durgaz' }));
    const r = act(s, 0, rune(cool.id, { zone: 'gildar' }));
    expect(r.state.activeSeat).toBe(0); // Ignar still to resolve: the activation phase goes on
    expect(r.state.zones.durgaz.heat).toBe('overheat');
    refuse(r.state, 0, { type: 'durgaz', payments: [] }, 'zone_locked');
    // Its Overheat flips to Cooldown only at the end of the round, as usual.
    const t = act(r.state, 0, { type: 'endTurn' }).state;
    expect(t.round).toBe(2); // seats 1 and 2 had only locked embers
    expect(t.zones.durgaz).toMatchObject({ heat: 'cooldown', heatRound: 2 });
  });

  it("cool: the Cooldown protects the zone at the next round's overheat check and goes at the end of that round", () => {
    const cool = only('cool');
    let s = setup(cool.id, ['runarium']);
    s = act(s, 0, rune(cool.id, { zone: 'durgaz' })).state;
    expect(s.round).toBe(2); // nothing else to activate: the round ended
    expect(s.zones.durgaz).toMatchObject({ heat: 'cooldown', heatRound: 2 }); // it survived the end of round 1
    // Round 2: 6 embers on Durgaz (> 4 players) do not overheat it.
    s = place(s, { 0: ['durgaz', 'durgaz', 'durgaz'], 1: ['durgaz', 'durgaz', 'durgaz'] }).state;
    expect(s.phase).toBe('activation');
    expect(s.zones.durgaz.heat).toBe('cooldown');
    for (const seat of [1, 0]) s = act(s, seat, { type: 'durgaz', payments: [] }).state; // seat 1 is the Forgemaster
    expect(s.round).toBe(3);
    expect(s.zones.durgaz).toMatchObject({ heat: 'none', heatRound: 0 });
  });

  it('cool: nothing to choose when every heat token is on the board', () => {
    const cool = only('cool');
    const s = setup(cool.id, ['runarium'], [], (t) => {
      t.zones.ignar = { embers: [], heat: 'cooldown', heatRound: 2 };
      t.zones.durgaz = { embers: [], heat: 'cooldown', heatRound: 2 };
      t.zones.gildar = { embers: [], heat: 'cooldown', heatRound: 1 };
    });
    expect(legalActions(s, 0).filter((a) => a.type === 'rune' && a.use.mode === 'forged')).toEqual([rune(cool.id)]);
    // No choice could do anything: the effect does nothing and a choice is ignored (RULES_NOTES).
    expect(act(s, 0, rune(cool.id, { zone: 'runarium' })).state.zones.runarium.heat).toBe('none');
    const r = act(s, 0, rune(cool.id));
    expect(r.events.some((e) => e.type === 'zoneCooled')).toBe(false);
    expect(r.state.zones.runarium.heat).toBe('none');
  });

  it('cool: a zone without a token gets a Cooldown if a token is free', () => {
    const cool = only('cool');
    const s = setup(cool.id, ['runarium']);
    const r = act(s, 0, rune(cool.id, { zone: 'ignar' }));
    expect(r.state.zones.ignar).toMatchObject({ heat: 'cooldown', heatRound: 2 });
    expect(r.events).toContainEqual({ type: 'zoneCooled', zone: 'ignar' });
  });

  it('moveEmber: an ember moved onto a zone adds to E there; it never overheats it', () => {
    const move = only('moveEmber');
    const s = setup(move.id, ['runarium', 'gildar', 'ignar'], [], (s) => setMaterials(s, 0, {}));
    refuse(s, 0, rune(move.id, { fromZone: 'runarium', toZone: 'gildar' }), 'invalid_choice'); // the zone in progress
    const r = act(s, 0, rune(move.id, { fromZone: 'ignar', toZone: 'gildar' }));
    expect(r.events).toContainEqual({ type: 'emberMoved', seat: 0, from: 'ignar', to: 'gildar' });
    const g = act(r.state, 0, { type: 'gildar', pick: { kind: 'draw' } });
    expect(g.events).toContainEqual({ type: 'zoneStarted', seat: 0, zone: 'gildar', embers: 2 });
  });

  it('moveEmber: no ember leaves a locked (overheated) zone', () => {
    const move = only('moveEmber');
    // seat 0: Runarium, Ignar, Durgaz; seats 1 and 2: 4 more in Durgaz → Durgaz (5 > 4) overheats
    const base = newGame(4, 51);
    giveForged(base, 0, [move.id]);
    const s = place(base, { 0: ['runarium', 'ignar', 'durgaz'], 1: ['durgaz', 'durgaz', 'durgaz'], 2: ['durgaz'] }).state;
    expect(s.zones.durgaz.heat).toBe('overheat');
    refuse(s, 0, rune(move.id, { fromZone: 'durgaz', toZone: 'gildar' }), 'invalid_choice');
    const moves = legalActions(s, 0).filter((a) => a.type === 'rune' && a.use.mode === 'forged');
    expect(moves.length).toBeGreaterThan(0);
    for (const a of moves) expect(a).not.toMatchObject({ use: { choice: { fromZone: 'durgaz' } } });
    const r = act(s, 0, rune(move.id, { fromZone: 'ignar', toZone: 'gildar' }));
    expect(r.state.zones.durgaz.embers.filter((x) => x === 0)).toHaveLength(1);
  });

  it('salvage takes a chosen card of the discard pile; the choice is ignored when the pile is empty', () => {
    const salvage = only('salvage');
    const s = setup(salvage.id, ['runarium', 'runarium'], [], (s) => {
      s.discard.push(s.deck.shift()!);
    });
    const target = s.discard.at(-1)!;
    refuse(s, 0, rune(salvage.id, { cardId: 'AX01' === target ? 'AX02' : 'AX01' }), 'invalid_choice');
    const r = act(s, 0, rune(salvage.id, { cardId: target }));
    expect(r.state.players[0]!.hand).toContain(target);
    expect(r.state.discard).not.toContain(target);
    expect(r.events).toContainEqual({ type: 'cardSalvaged', seat: 0, cardId: target });
    const t = structuredClone(r.state);
    t.deck.push(...t.discard.splice(0));
    expect(act(t, 0, rune(salvage.id)).state.players[0]!.hand).toEqual(t.players[0]!.hand);
  });

  it('transmute returns up to N of one material and gains as many of another', () => {
    const tr = cardWhere(
      (c) => c.ability.length === 1 && c.ability[0]!.kind === 'transmute' && (c.ability[0] as { amount: number }).amount >= 2,
    );
    const s = setup(tr.id, ['runarium'], [], (s) => setMaterials(s, 0, { iron: 3 }));
    refuse(s, 0, rune(tr.id, { give: 'crystal', get: 'iron' }), 'invalid_choice');
    const r = act(s, 0, rune(tr.id, { give: 'iron', get: 'mithril' }));
    expect(r.state.players[0]!.materials).toMatchObject({ iron: 1, mithril: 2 });
  });

  it('infuse is one free payment onto a card in progress (and may forge it)', () => {
    const inf = only('infuse');
    const target = cardWhere((c) => Object.keys(c.cost).length === 1 && c.id !== inf.id);
    const m = Object.keys(target.cost)[0] as 'iron';
    const s = setup(inf.id, ['runarium'], [], (s) => {
      giveHand(s, 0, [target.id]);
      s.players[0]!.hand.pop();
      s.players[0]!.play.push({ id: target.id, forged: false, paid: { iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 } });
      setMaterials(s, 0, { [m]: 3 });
    });
    const r = act(s, 0, rune(inf.id, { cardId: target.id, material: m }));
    expect(r.events).toContainEqual({ type: 'weaponForged', seat: 0, cardId: target.id, instant: false });
  });

  it('refreshCommission discards a commission and refills the slot with a distinct collection', () => {
    const ref = only('refreshCommission');
    const s = setup(ref.id, ['runarium']);
    const old = s.commissions[1]!;
    const r = act(s, 0, rune(ref.id, { slot: 1 }));
    expect(r.state.discard).toContain(old);
    expect(r.state.commissions[1]).not.toBe(old);
  });

  it('gainAny takes exactly its amount of chosen materials', () => {
    const ga = cardWhere(
      (c) => c.ability.length === 1 && c.ability[0]!.kind === 'gainAny' && (c.ability[0] as { amount: number }).amount === 2,
    );
    const s = setup(ga.id, ['runarium'], [], (s) => setMaterials(s, 0, {}));
    refuse(s, 0, rune(ga.id, { materials: ['scale'] }), 'invalid_choice');
    const r = act(s, 0, rune(ga.id, { materials: ['scale', 'crystal'] }));
    expect(r.state.players[0]!.materials).toMatchObject({ scale: 1, crystal: 1 });
  });

  it('listedChoiceCount is the length of each choice list, at every step of random games and for every seat', () => {
    const lists: [Effect, (d: { s: GameState }, seat: number) => unknown[]][] = [
      [{ kind: 'cool' }, (d) => coolZones(d)],
      [{ kind: 'moveEmber' }, (d, seat) => movePairs(d, seat)],
      [{ kind: 'transmute', amount: 1 }, (d, seat) => transmutePairs(d, seat)],
      [{ kind: 'refreshCommission' }, (d) => refreshSlots(d)],
      [{ kind: 'infuse' }, (d, seat) => infuseTargets(d, seat)],
    ];
    const nonEmpty = new Set<string>();
    for (let g = 0; g < 6; g++) {
      playRandomGame(config(2 + (g % 3), 900 + g), g * 17 + 3, {
        onStep: (s) => {
          for (let seat = 0; seat < s.playerCount; seat++)
            for (const [e, list] of lists) {
              const n = list({ s }, seat).length;
              expect(listedChoiceCount({ s }, seat, e), e.kind).toBe(n);
              if (n > 0) nonEmpty.add(e.kind);
            }
        },
      });
    }
    expect(nonEmpty.size).toBe(lists.length);
  });
});
