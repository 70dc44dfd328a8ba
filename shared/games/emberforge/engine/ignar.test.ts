import { describe, expect, it } from 'vitest';
import { CARDS } from '../cards/cardData.js';
import type { CardDef } from './cardTypes.js';
import { act, giveHand, newGame, place, refuse, setMaterials, totalCost } from './testKit.js';

/** Two cards whose costs add up to 6 tokens and offer both Mithril and Scale (the rulebook's example). */
function sixMaterialPair(): [CardDef, CardDef] {
  for (const a of CARDS)
    for (const b of CARDS) {
      if (a.id >= b.id || totalCost(a) + totalCost(b) !== 6) continue;
      const offers = (m: 'mithril' | 'scale') => (a.cost[m] ?? 0) + (b.cost[m] ?? 0) > 0;
      if (offers('mithril') && offers('scale')) return [a, b];
    }
  throw new Error('no pair');
}

function atIgnar(embers: number) {
  const s = newGame(4, 11);
  const [a, b] = sixMaterialPair();
  giveHand(s, 0, [a.id, b.id]);
  // one more ember in Gildar keeps seat 0's turn open after Ignar
  const zones = [...Array(embers).fill('ignar'), ...(embers < 3 ? ['gildar'] : [])];
  return { s: place(s, { 0: zones }).state, a, b };
}

describe('Ignar', () => {
  it('rulebook: 2 embers, two discarded cards worth 6 materials, take exactly 2; the rest is lost', () => {
    const { s, a, b } = atIgnar(2);
    const supplyBefore = { ...s.supply };
    const r = act(s, 0, { type: 'ignar', discard: [a.id, b.id], take: ['mithril', 'scale'] });
    const p = r.state.players[0]!;
    expect(p.materials).toMatchObject({ mithril: 1, scale: 1, iron: 1, bronze: 1 });
    expect(p.hand).not.toContain(a.id);
    expect(r.state.discard.slice(-2)).toEqual([a.id, b.id]);
    expect(r.state.supply.mithril).toBe(supplyBefore.mithril - 1);
    expect(r.state.supply.scale).toBe(supplyBefore.scale - 1);
    expect(r.events).toContainEqual({ type: 'cardsDiscarded', seat: 0, cards: [a.id, b.id] });
    expect(r.state.players[0]!.resolvedZones).toContain('ignar');
    refuse(s, 0, { type: 'ignar', discard: [a.id, b.id], take: ['mithril', 'scale', 'scale'] }, 'too_many_choices');
  });

  it('takes no more of a type than the offer holds, nor than the supply has', () => {
    const { s, a, b } = atIgnar(3);
    const offeredScale = (a.cost.scale ?? 0) + (b.cost.scale ?? 0);
    const missing = (['iron', 'bronze', 'crystal', 'scale', 'mithril'] as const).find((m) => !a.cost[m] && !b.cost[m]);
    if (missing) refuse(s, 0, { type: 'ignar', discard: [a.id, b.id], take: [missing] }, 'not_in_offer');
    if (offeredScale < 3)
      refuse(s, 0, { type: 'ignar', discard: [a.id, b.id], take: Array(offeredScale + 1).fill('scale') }, 'not_in_offer');
    refuse(s, 0, { type: 'ignar', discard: [], take: ['iron'] }, 'not_in_offer');
    const empty = structuredClone(s);
    empty.supply.mithril = 0; // (the 15 tokens are elsewhere; only the refusal matters here)
    refuse(empty, 0, { type: 'ignar', discard: [a.id, b.id], take: ['mithril'] }, 'not_in_supply');
    refuse(s, 0, { type: 'ignar', discard: ['XX99'], take: [] }, 'card_not_in_hand');
    refuse(s, 0, { type: 'ignar', discard: [a.id, a.id], take: [] }, 'invalid_action');
  });

  it('the 3-per-type cap applies after the whole gain; the excess goes back to the supply', () => {
    const s0 = newGame(4, 11);
    const a = CARDS.find((c) => (c.cost.iron ?? 0) >= 2)!;
    const b = CARDS.find((c) => c.id !== a.id && (c.cost.iron ?? 0) >= 1)!;
    giveHand(s0, 0, [a.id, b.id]);
    setMaterials(s0, 0, { iron: 2 });
    const s = place(s0, { 0: ['ignar', 'ignar', 'ignar'] }).state;
    const ironBefore = s.supply.iron;
    const r = act(s, 0, { type: 'ignar', discard: [a.id, b.id], take: ['iron', 'iron', 'iron'] });
    expect(r.state.players[0]!.materials.iron).toBe(3);
    expect(r.state.supply.iron).toBe(ironBefore - 1);
    expect(r.events).toContainEqual({ type: 'materialsGained', seat: 0, materials: { iron: 3 } });
    expect(r.events).toContainEqual({ type: 'materialsReturned', seat: 0, materials: { iron: 2 } });
  });

  it('a resolved Ignar cannot be resumed; the turn ends by itself when nothing is left', () => {
    const { s, a, b } = atIgnar(1);
    const r = act(s, 0, { type: 'ignar', discard: [a.id], take: [] });
    refuse(r.state, 0, { type: 'ignar', discard: [b.id], take: [] }, 'zone_resolved');
    const r2 = act(r.state, 0, { type: 'gildar', pick: { kind: 'draw' } });
    // nothing else to activate: seat 0's turn ended by itself and, nobody else having embers, the round ended
    expect(r2.state.round).toBe(2);
    expect(r2.state.activeSeat).toBe(1);
  });
});
