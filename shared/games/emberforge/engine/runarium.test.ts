import { describe, expect, it } from 'vitest';
import { act, cardWhere, giveForged, giveHand, hasOnly, newGame, place, refuse, setMaterials } from './testKit.js';
import { choiceFieldsFor } from './choiceFields.js';
import type { GameState } from './state.js';

const gainCard = cardWhere((c) => hasOnly(c, ['gain']) && c.ability.length === 1);
const gainedType = Object.keys((gainCard.ability[0] as { materials: object }).materials)[0] as 'iron';
const drawCard = cardWhere((c) => hasOnly(c, ['draw']));

function atRunarium(embers: number, setup: (s: GameState) => void, extra: ('gildar' | 'durgaz' | 'ignar')[] = []): GameState {
  const s = newGame(4, 41);
  setup(s);
  return place(s, { 0: [...Array(embers).fill('runarium'), ...extra] }).state;
}

describe('Runarium', () => {
  it('Forged Power: the same upright weapon may be used once per ember', () => {
    const s = atRunarium(2, (s) => {
      giveForged(s, 0, [gainCard.id]);
      setMaterials(s, 0, {});
    });
    const use = { type: 'rune' as const, use: { mode: 'forged' as const, cardId: gainCard.id } };
    let r = act(s, 0, use);
    expect(r.events).toContainEqual({ type: 'zoneStarted', seat: 0, zone: 'runarium', embers: 2 });
    expect(r.events).toContainEqual({ type: 'abilityUsed', seat: 0, cardId: gainCard.id, mode: 'forged' });
    expect(r.state.players[0]!.materials[gainedType]).toBe(1);
    r = act(r.state, 0, use);
    expect(r.state.players[0]!.materials[gainedType]).toBe(2);
    expect(r.state.players[0]!.play[0]!.forged).toBe(true);
    expect(r.state.activeSeat).not.toBe(0); // both embers used: the zone and the turn ended
  });

  it('Ephemeral Magic: the hand card is discarded and its ability resolved; it cannot be used again', () => {
    const s = atRunarium(2, (s) => giveHand(s, 0, [drawCard.id]));
    const top = s.deck[0]!;
    const r = act(s, 0, { type: 'rune', use: { mode: 'ephemeral', cardId: drawCard.id } });
    expect(r.state.discard.at(-1)).toBe(drawCard.id);
    expect(r.state.players[0]!.hand).toContain(top);
    expect(r.state.players[0]!.hand).not.toContain(drawCard.id);
    refuse(r.state, 0, { type: 'rune', use: { mode: 'ephemeral', cardId: drawCard.id } }, 'card_not_in_hand');
  });

  it('refuses a card not in play, a card in progress, and a missing choice', () => {
    const coolCard = cardWhere((c) => c.ability.some((e) => e.kind === 'cool'));
    const s = atRunarium(1, (s) => {
      giveHand(s, 0, [coolCard.id]);
      s.players[0]!.play.push({ id: s.deck.shift()!, forged: false, paid: { iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 } });
    });
    refuse(s, 0, { type: 'rune', use: { mode: 'forged', cardId: coolCard.id } }, 'card_not_in_play');
    refuse(s, 0, { type: 'rune', use: { mode: 'forged', cardId: s.players[0]!.play[0]!.id } }, 'card_not_forged');
    refuse(s, 0, { type: 'rune', use: { mode: 'ephemeral', cardId: coolCard.id } }, 'invalid_choice');
    expect(choiceFieldsFor(coolCard.ability)).toEqual(['zone']);
  });

  it('another zone action closes the zone being resolved; it cannot be resumed', () => {
    let s = atRunarium(2, (s) => giveForged(s, 0, [gainCard.id]), ['gildar']);
    s = act(s, 0, { type: 'rune', use: { mode: 'forged', cardId: gainCard.id } }).state;
    const r = act(s, 0, { type: 'gildar', pick: { kind: 'draw' } });
    expect(r.events).toContainEqual({ type: 'zoneClosed', seat: 0, zone: 'runarium' });
    expect(r.state.activeSeat).not.toBe(0);
    const s2 = act(s, 0, { type: 'closeZone' }).state;
    expect(s2.resolving).toBeNull();
    refuse(s2, 0, { type: 'rune', use: { mode: 'forged', cardId: gainCard.id } }, 'zone_resolved');
    refuse(s2, 0, { type: 'closeZone' }, 'invalid_action');
  });
});
