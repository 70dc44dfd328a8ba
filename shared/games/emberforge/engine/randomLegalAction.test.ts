/**
 * randomLegalAction builds one legal action without listing them all: it must give exactly the pick of
 * rngInt on legalActions' list (the random bot's games, and so the simulation digests, depend on it),
 * and each zone's count and n-th option must agree with that zone's listing, index by index.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from './actions.js';
import type { CardDef } from './cardTypes.js';
import { applyAction } from './applyAction.js';
import { emptyMaterials, type Zone } from './constants.js';
import { durgazOptionAt, durgazOptionCount, durgazOptions } from './durgazOptions.js';
import { gildarOptionAt, gildarOptionCount, gildarOptions } from './gildar.js';
import { ignarOptionAt, ignarOptionCount, ignarOptions } from './ignar.js';
import { legalActions } from './legalActions.js';
import { rngInt } from './publicRng.js';
import { randomLegalAction } from './randomLegalAction.js';
import { playRandomGame } from './randomPlay.js';
import { runeOptionAt, runeOptionCount, runeOptions, type RuneMemo } from './runeOptions.js';
import type { GameState } from './state.js';
import type { Table } from './tableState.js';
import { cardWhere, config, giveForged, giveHand, newGame, place, setMaterials, takeCard } from './testKit.js';
import { viewFor } from './viewFor.js';
import { zoneUsable } from './zoneAccess.js';

/** Every zone's count and n-th option against its listing, on `t` for its active seat. */
function expectZonesAgree(t: Table): number {
  const seat = t.activeSeat;
  const hand = t.players[seat]!.hand ?? [];
  const zones: [string, (out: Action[]) => void, () => number, (i: number) => Action][] = [];
  if (zoneUsable(t, seat, 'ignar'))
    zones.push([
      'ignar',
      (out) => ignarOptions(t, seat, hand, out),
      () => ignarOptionCount(t, seat, hand),
      (i) => ignarOptionAt(t, seat, hand, i),
    ]);
  if (zoneUsable(t, seat, 'durgaz'))
    zones.push([
      'durgaz',
      (out) => durgazOptions(t, seat, hand, out),
      () => durgazOptionCount(t, seat, hand),
      (i) => durgazOptionAt(t, seat, hand, i),
    ]);
  if (zoneUsable(t, seat, 'runarium')) {
    const memo: RuneMemo = { state: null, perUse: [] };
    zones.push([
      'rune',
      (out) => runeOptions(t, seat, hand, out),
      () => runeOptionCount(t, seat, hand, memo),
      (i) => runeOptionAt(t, seat, hand, i, memo),
    ]);
  }
  if (zoneUsable(t, seat, 'gildar'))
    zones.push(['gildar', (out) => gildarOptions(t, seat, out), () => gildarOptionCount(t, seat), (i) => gildarOptionAt(t, seat, i)]);
  let checked = 0;
  for (const [name, list, count, at] of zones) {
    const listed: Action[] = [];
    list(listed);
    expect(count(), name).toBe(listed.length);
    // every option of a short list; about 40 spread over a long one (each n-th option walks to it), the last included
    const step = Math.max(1, Math.floor(listed.length / 40));
    for (let i = 0; i < listed.length; i += step) expect(at(i), `${name} ${i}`).toEqual(listed[i]);
    expect(at(listed.length - 1)).toEqual(listed[listed.length - 1]);
    checked += listed.length;
  }
  return checked;
}

/**
 * Every listed Ignar and Durgaz action of the active seat of `s` leads to its own outcome (those listings
 * keep one action per outcome; a rune's choices may coincide, e.g. two gains both capped).
 */
function expectDistinctOutcomes(s: GameState): void {
  const seen = new Map<string, Action>();
  for (const a of legalActions(s, s.activeSeat)) {
    if (a.type !== 'ignar' && a.type !== 'durgaz') continue;
    const r = applyAction(s, s.activeSeat, a);
    expect(r.ok, JSON.stringify(a)).toBe(true);
    if (!r.ok) continue;
    const outcome = JSON.stringify({ ...r.state, discard: r.state.discard.slice().sort() });
    expect(seen.get(outcome), JSON.stringify(a)).toBeUndefined();
    seen.set(outcome, a);
  }
}

function expectSamePick(t: Table, r: number): void {
  const listed = legalActions(t, t.activeSeat);
  const pick = rngInt(r, listed.length);
  expect(randomLegalAction(t, t.activeSeat, r)).toEqual({ action: listed[pick.value], rng: pick.state });
}

/** Seat 0 of 3 in activation with a full hand, materials, every ember on `zone` or spread, and forged cards that ask for a choice. */
function richActivation(seed: number, zones: ('ignar' | 'durgaz' | 'runarium' | 'gildar')[]): GameState {
  const s = newGame(3, seed);
  const forged = [cardWhere((c) => c.ability[0]!.kind === 'gainAny'), cardWhere((c) => c.ability[0]!.kind === 'moveEmber')];
  giveForged(
    s,
    0,
    forged.map((c) => c.id),
  );
  const hand: CardDef[] = [];
  for (let i = 0; i < 6; i++) hand.push(cardWhere(() => true, [...forged.map((c) => c.id), ...hand.map((c) => c.id)]));
  giveHand(
    s,
    0,
    hand.map((c) => c.id),
  );
  setMaterials(s, 0, { iron: 3, bronze: 2, crystal: 2, scale: 1, mithril: 1 });
  return place(s, { 0: zones, 1: ['gildar'] }).state;
}

/** Seat 0 of 3 with two cards in progress that both need iron, two in hand that do too, 3 iron and E embers in Durgaz. */
function ironRace(e: number): GameState {
  const iron = [cardWhere((c) => (c.cost.iron ?? 0) >= 1)];
  for (let i = 0; i < 3; i++)
    iron.push(
      cardWhere(
        (c) => (c.cost.iron ?? 0) >= 1,
        iron.map((c) => c.id),
      ),
    );
  const s = newGame(3, 11);
  for (const c of iron.slice(0, 2)) {
    takeCard(s, c.id);
    s.players[0]!.play.push({ id: c.id, forged: false, paid: emptyMaterials() });
  }
  giveHand(
    s,
    0,
    iron.slice(2).map((c) => c.id),
  );
  setMaterials(s, 0, { iron: 3, bronze: 1 });
  const zones: Zone[] = ['durgaz', 'durgaz', 'durgaz'].slice(0, e) as Zone[];
  return place(s, { 0: zones, 1: ['gildar'] }).state;
}

describe('randomLegalAction', () => {
  it('picks exactly what rngInt picks from legalActions, on views and states of random games', () => {
    let states = 0;
    for (let g = 0; g < 8; g++) {
      playRandomGame(config(2 + (g % 3), 300 + g, { roundLimit: 8 }), g * 13 + 1, {
        onStep: (s) => {
          states++;
          const v = viewFor(s, s.activeSeat);
          for (const r of [1, states, 0x9e3779b9]) {
            expectSamePick(v, r);
            expectSamePick(s, r);
          }
        },
      });
    }
    expect(states).toBeGreaterThan(600);
  });

  it("agrees with each zone's listing option by option, with full hands and three embers on a zone", () => {
    let options = 0;
    for (const [seed, zones] of [
      [1, ['ignar', 'ignar', 'ignar']],
      [2, ['durgaz', 'durgaz', 'durgaz']],
      [3, ['runarium', 'durgaz', 'ignar']],
      [4, ['durgaz', 'durgaz', 'runarium']],
    ] as const) {
      const s = richActivation(seed, [...zones]);
      expect(s.phase).toBe('activation');
      expect(s.activeSeat).toBe(0);
      options += expectZonesAgree(s) + expectZonesAgree(viewFor(s, 0));
      for (let r = 0; r < 5; r++) expectSamePick(viewFor(s, 0), r * 7919);
    }
    // six cards' subsets with three embers' takes, and Durgaz's three-payment orders
    expect(options).toBeGreaterThan(1000);
  });

  it('lists one action per Durgaz outcome when two cards race for the same material (E = 1, 2, 3)', () => {
    for (const e of [1, 2, 3]) {
      const s = ironRace(e);
      expect(s.activeSeat).toBe(0);
      expectDistinctOutcomes(s);
      expect(expectZonesAgree(s)).toBeGreaterThan(e * 4);
    }
  });

  it('returns null when the seat cannot act', () => {
    const s = newGame(3, 9);
    expect(randomLegalAction(s, 1, 5)).toBeNull();
    expect(randomLegalAction(viewFor(s, 2), 2, 5)).toBeNull();
  });
});
