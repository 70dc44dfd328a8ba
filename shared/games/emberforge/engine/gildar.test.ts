import { describe, expect, it } from 'vitest';
import { CARDS } from '../cards/cardData.js';
import { collectionOf } from './cardLookup.js';
import { act, allCards, giveForged, newGame, place, refuse, setMaterials, takeCard } from './testKit.js';
import type { GameState } from './state.js';
import { startDraft } from './draft.js';
import type { GameEvent } from './events.js';
import { refillSlot } from './commissions.js';

/** Seat 0 with an upright weapon matching commission slot 0, and `embers` embers in Gildar. */
function atGildar(embers: number, tweak: (s: GameState) => void = () => {}) {
  const s = newGame(4, 31);
  const wanted = collectionOf(s.commissions[0]!)!;
  const weapon = CARDS.find((c) => c.collection === wanted && !s.commissions.includes(c.id))!;
  giveForged(s, 0, [weapon.id]);
  tweak(s);
  return { s: place(s, { 0: Array(embers).fill('gildar') }).state, weapon };
}

describe('Gildar', () => {
  it('rulebook: with 2 embers, draw a card and complete a commission', () => {
    const { s, weapon } = atGildar(2);
    const top = s.deck[0]!;
    const commission = s.commissions[0]!;
    let r = act(s, 0, { type: 'gildar', pick: { kind: 'draw' } });
    expect(r.state.players[0]!.hand).toContain(top);
    expect(r.state.resolving).toEqual({ zone: 'gildar', remaining: 1 });
    r = act(r.state, 0, { type: 'gildar', pick: { kind: 'commission', cardId: weapon.id, slot: 0, materials: ['mithril', 'crystal'] } });
    const p = r.state.players[0]!;
    expect(p.commissionTokens).toBe(1);
    expect(p.play).toEqual([]);
    expect(r.state.box).toEqual([weapon.id]);
    expect(p.materials).toMatchObject({ mithril: 1, crystal: 1 });
    expect(r.state.discard).toContain(commission);
    const cols = r.state.commissions.map((c) => collectionOf(c!));
    expect(new Set(cols).size).toBe(3);
    expect(allCards(r.state)).toHaveLength(57);
    expect(r.events.map((e) => e.type)).toContain('commissionCompleted');
    // the zone's embers are used up: it closed, and seat 0's turn ended
    expect(r.state.resolving).toBeNull();
    expect(r.state.activeSeat).not.toBe(0);
  });

  it('refuses a weapon that is not upright, not owned, or matches no commission', () => {
    const { s, weapon } = atGildar(1, (s) => {
      const wrong = CARDS.find((c) => !s.commissions.some((k) => collectionOf(k!) === c.collection))!;
      giveForged(s, 0, [wrong.id]);
      const unfinished = CARDS.find((c) => c.collection === collectionOf(s.commissions[1]!) && !s.commissions.includes(c.id))!;
      takeCard(s, unfinished.id);
      s.players[0]!.play.push({ id: unfinished.id, forged: false, paid: { iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 } });
    });
    const wrong = s.players[0]!.play[1]!.id;
    const horizontal = s.players[0]!.play[2]!.id;
    const pick = (cardId: string, slot: number) => ({
      type: 'gildar' as const,
      pick: { kind: 'commission' as const, cardId, slot, materials: ['iron', 'iron'] as ['iron', 'iron'] },
    });
    for (const slot of [0, 1, 2]) refuse(s, 0, pick(wrong, slot), 'no_matching_commission');
    refuse(s, 0, pick(weapon.id, 1), 'no_matching_commission');
    refuse(s, 0, pick(horizontal, 1), 'card_not_forged');
    refuse(s, 0, pick(s.deck[0]!, 0), 'card_not_in_play');
  });

  it('the two materials come from a finite supply, then the cap', () => {
    const { s, weapon } = atGildar(1, (s) => {
      setMaterials(s, 0, { iron: 3 });
      setMaterials(s, 1, { mithril: 3 });
      setMaterials(s, 2, { mithril: 3 });
      setMaterials(s, 3, { mithril: 3 });
      s.supply.mithril = 1; // (the other 5 tokens are out of the test)
    });
    const r = act(s, 0, { type: 'gildar', pick: { kind: 'commission', cardId: weapon.id, slot: 0, materials: ['mithril', 'mithril'] } });
    expect(r.state.players[0]!.materials.mithril).toBe(1);
    expect(r.state.supply.mithril).toBe(0);
    const r2 = act(s, 0, { type: 'gildar', pick: { kind: 'commission', cardId: weapon.id, slot: 0, materials: ['iron', 'iron'] } });
    expect(r2.state.players[0]!.materials.iron).toBe(3);
    expect(r2.events).toContainEqual({ type: 'materialsReturned', seat: 0, materials: { iron: 2 } });
  });

  it('commission refill: duplicates of the visible collections go to the discard pile', () => {
    const { s, weapon } = atGildar(1);
    const other = [collectionOf(s.commissions[1]!), collectionOf(s.commissions[2]!)];
    const dupes = CARDS.filter((c) => other.includes(c.collection) && !s.commissions.includes(c.id))
      .slice(0, 2)
      .map((c) => c.id);
    const fresh = CARDS.find((c) => !other.includes(c.collection) && c.id !== weapon.id && !s.commissions.includes(c.id))!.id;
    const t = structuredClone(s);
    for (const id of [...dupes, fresh]) takeCard(t, id);
    t.deck.unshift(...dupes, fresh);
    const r = act(t, 0, { type: 'gildar', pick: { kind: 'commission', cardId: weapon.id, slot: 0, materials: ['iron', 'bronze'] } });
    expect(r.state.commissions[0]).toBe(fresh);
    expect(r.state.discard.slice(-2)).toEqual(dupes);
    expect(r.events).toContainEqual({ type: 'commissionRevealed', slot: 0, cardId: fresh, discarded: dupes });
  });

  it('commission refill: when no card of another collection is left, the slot stays empty (one reshuffle at most)', () => {
    const { s } = atGildar(1);
    const t = structuredClone(s);
    const other = [collectionOf(t.commissions[1]!), collectionOf(t.commissions[2]!)];
    // every card of a third collection leaves the deck, the discard pile and slot 0 (into seat 1's hand)
    for (const id of [...t.deck, ...t.discard, t.commissions[0]!])
      if (!other.includes(collectionOf(id)!)) {
        takeCard(t, id);
        t.players[1]!.hand.push(id);
      }
    const events: GameEvent[] = [];
    const d = startDraft(t, events);
    refillSlot(d, 0);
    expect(d.s.commissions[0]).toBeNull();
    expect(events.filter((e) => e.type === 'deckReshuffled')).toHaveLength(1);
    expect(allCards(d.s)).toHaveLength(57);
    expect(d.s.deck).toEqual([]);
  });

  it('commission refill may bring back the fulfilled card through a reshuffle when it is the only fit', () => {
    const { s, weapon } = atGildar(1);
    const t = structuredClone(s);
    const fulfilled = t.commissions[0]!;
    const other = [collectionOf(t.commissions[1]!), collectionOf(t.commissions[2]!)];
    for (const id of [...t.deck, ...t.discard])
      if (!other.includes(collectionOf(id)!)) {
        takeCard(t, id);
        t.players[1]!.hand.push(id);
      }
    const r = act(t, 0, { type: 'gildar', pick: { kind: 'commission', cardId: weapon.id, slot: 0, materials: ['iron', 'bronze'] } });
    expect(r.state.commissions[0]).toBe(fulfilled);
    expect(allCards(r.state)).toHaveLength(57);
  });
});

describe('deck', () => {
  it('an empty deck is reshuffled from the discard pile; with both empty nothing is drawn', () => {
    const { s } = atGildar(2);
    const t = structuredClone(s);
    t.discard.push(...t.deck.splice(0));
    const pile = [...t.discard];
    let r = act(t, 0, { type: 'gildar', pick: { kind: 'draw' } });
    expect(r.events[r.events.findIndex((e) => e.type === 'deckReshuffled')]).toEqual({ type: 'deckReshuffled', size: pile.length });
    expect(r.state.discard).toEqual([]);
    expect(r.state.deck).toHaveLength(pile.length - 1);
    expect([...r.state.deck, r.state.players[0]!.hand.at(-1)].sort()).toEqual(pile.sort());
    expect(r.state.rng).not.toEqual(t.rng);
    const u = structuredClone(s);
    for (const id of [...u.deck, ...u.discard]) {
      takeCard(u, id);
      u.players[2]!.hand.push(id);
    }
    const handBefore = u.players[0]!.hand.length;
    r = act(u, 0, { type: 'gildar', pick: { kind: 'draw' } });
    expect(r.state.players[0]!.hand).toHaveLength(handBefore);
    expect(r.events.some((e) => e.type === 'cardDrawn')).toBe(false);
  });
});
