import { describe, expect, it } from 'vitest';
import { act, cardWhere, costTypesOf, giveForged, giveHand, newGame, place, refuse, setMaterials } from './testKit.js';
import type { GameState } from './state.js';

const singleType = cardWhere((c) => costTypesOf(c).length === 1);
const ironScale = cardWhere((c) => costTypesOf(c).join() === 'iron,scale');

function atDurgaz(embers: number, setup: (s: GameState) => void): GameState {
  const s = newGame(4, 21);
  setup(s);
  return place(s, { 0: [...Array(embers).fill('durgaz'), ...(embers < 3 ? ['gildar'] : [])] }).state;
}

describe('Durgaz', () => {
  it('rulebook: a card costing one material type needs 1 ember (Instant Forge)', () => {
    const [m] = costTypesOf(singleType) as ['iron'];
    const s = atDurgaz(1, (s) => {
      giveHand(s, 0, [singleType.id]);
      setMaterials(s, 0, { [m]: 3 });
    });
    const supplyBefore = s.supply[m];
    const r = act(s, 0, { type: 'durgaz', payments: [{ cardId: singleType.id, material: m }] });
    const p = r.state.players[0]!;
    expect(p.play).toEqual([{ id: singleType.id, forged: true, paid: { iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 } }]);
    expect(p.hand).not.toContain(singleType.id);
    expect(p.materials[m]).toBe(3 - singleType.cost[m]!);
    expect(r.state.supply[m]).toBe(supplyBefore + singleType.cost[m]!); // the paid tokens return to the supply
    expect(r.events).toContainEqual({ type: 'weaponForged', seat: 0, cardId: singleType.id, instant: true });
  });

  it('rulebook: a card costing Iron + Scale needs 2 embers to forge in one go', () => {
    const pay = [
      { cardId: ironScale.id, material: 'iron' as const },
      { cardId: ironScale.id, material: 'scale' as const },
    ];
    const setup = (s: GameState) => {
      giveHand(s, 0, [ironScale.id]);
      setMaterials(s, 0, { iron: 3, scale: 3 });
    };
    const two = atDurgaz(2, setup);
    const r = act(two, 0, { type: 'durgaz', payments: pay });
    expect(r.state.players[0]!.play[0]).toMatchObject({ id: ironScale.id, forged: true });
    const one = atDurgaz(1, setup);
    refuse(one, 0, { type: 'durgaz', payments: pay }, 'too_many_choices');
  });

  it('Phased Forging: a partly paid card lies horizontal with its tokens, and a later payment completes it', () => {
    let s = atDurgaz(1, (s) => {
      giveHand(s, 0, [ironScale.id]);
      setMaterials(s, 0, { iron: 3, scale: 3 });
    });
    s = act(s, 0, { type: 'durgaz', payments: [{ cardId: ironScale.id, material: 'iron' }] }).state;
    const card = s.players[0]!.play[0]!;
    expect(card.forged).toBe(false);
    expect(card.paid.iron).toBe(ironScale.cost.iron);
    // finish the round: seat 0 still has Gildar
    s = act(s, 0, { type: 'endTurn' }).state;
    expect(s.round).toBe(2);
    s = place(s, { 0: ['durgaz'] }).state;
    while (s.activeSeat !== 0) s = act(s, s.activeSeat, { type: 'endTurn' }).state;
    const r = act(s, 0, { type: 'durgaz', payments: [{ cardId: ironScale.id, material: 'scale' }] });
    expect(r.state.players[0]!.play[0]).toMatchObject({ forged: true, paid: { iron: 0, scale: 0 } });
    expect(r.events).toContainEqual({ type: 'weaponForged', seat: 0, cardId: ironScale.id, instant: false });
  });

  it('a payment moves as many tokens as the player has, up to what the card still needs', () => {
    const dear = cardWhere((c) => Object.values(c.cost).some((n) => (n ?? 0) >= 2));
    const m = costTypesOf(dear).find((x) => (dear.cost[x as 'iron'] ?? 0) >= 2) as 'iron';
    const s = atDurgaz(1, (s) => {
      giveHand(s, 0, [dear.id]);
      setMaterials(s, 0, { [m]: 1 });
    });
    const r = act(s, 0, { type: 'durgaz', payments: [{ cardId: dear.id, material: m }] });
    expect(r.state.players[0]!.play[0]!.paid[m]).toBe(1);
    expect(r.state.players[0]!.materials[m]).toBe(0);
    expect(r.events).toContainEqual({ type: 'materialsPaid', seat: 0, cardId: dear.id, material: m, amount: 1 });
  });

  it('invalid payments: moving no token, a material the card does not cost, a card not held, a forged card', () => {
    const other = cardWhere((c) => costTypesOf(c).length === 1, [singleType.id]);
    const [m] = costTypesOf(singleType) as ['iron'];
    const notCost = (['iron', 'bronze', 'crystal', 'scale', 'mithril'] as const).find((x) => !singleType.cost[x])!;
    const s = atDurgaz(2, (s) => {
      giveHand(s, 0, [singleType.id]);
      giveForged(s, 0, [other.id]);
      setMaterials(s, 0, { [notCost]: 2 });
    });
    refuse(s, 0, { type: 'durgaz', payments: [{ cardId: singleType.id, material: m }] }, 'invalid_payment');
    refuse(s, 0, { type: 'durgaz', payments: [{ cardId: singleType.id, material: notCost }] }, 'invalid_payment');
    refuse(s, 0, { type: 'durgaz', payments: [{ cardId: s.deck[0]!, material: m }] }, 'card_not_in_hand');
    refuse(s, 0, { type: 'durgaz', payments: [{ cardId: other.id, material: m }] }, 'card_already_forged');
  });

  it('a card leaves the hand only if a payment is made to it', () => {
    const s = atDurgaz(1, (s) => giveHand(s, 0, [singleType.id]));
    const r = act(s, 0, { type: 'durgaz', payments: [] });
    expect(r.state.players[0]!.hand).toContain(singleType.id);
    expect(r.state.players[0]!.play).toEqual([]);
    expect(r.state.players[0]!.resolvedZones).toContain('durgaz');
  });

  it('the same material twice onto one card is refused (the second payment would move nothing)', () => {
    const [m] = costTypesOf(singleType) as ['iron'];
    const s = atDurgaz(2, (s) => {
      giveHand(s, 0, [singleType.id]);
      setMaterials(s, 0, { [m]: 3 });
    });
    refuse(
      s,
      0,
      {
        type: 'durgaz',
        payments: [
          { cardId: singleType.id, material: m },
          { cardId: singleType.id, material: m },
        ],
      },
      'card_already_forged',
    );
  });
});
