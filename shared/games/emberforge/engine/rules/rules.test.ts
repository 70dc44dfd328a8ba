import { describe, expect, it } from 'vitest';
import { legalActions } from '../legalActions.js';
import type { GameState } from '../state.js';
import { giveHand, newGame, place, setMaterials } from '../testKit.js';
import { viewFor } from '../viewFor.js';
import { acceptedChoices, choiceValues, materialRoom, planDurgaz, planIgnar, resolvableZones, commissionMatches } from './index.js';

/** The first seat to act, with `embers` embers in one zone and one in Gildar, in its activation turn. */
function atZone(zone: 'ignar' | 'durgaz' | 'runarium', embers: number, setup: (s: GameState) => void): { s: GameState; seat: number } {
  const s = newGame(2, 21);
  const seat = s.activeSeat;
  setup(s);
  const zones = [...Array(embers).fill(zone), 'gildar'];
  const state = place(s, { [seat]: zones }).state;
  return { s: state, seat: state.activeSeat };
}

describe('rule predicates, asked on a seat view', () => {
  it('evaluate a half-built Durgaz plan with the engine payment code (order matters: AX01 then HM01)', () => {
    const { s, seat } = atZone('durgaz', 2, (s) => {
      giveHand(s, s.activeSeat, ['HM01', 'AX01']);
      setMaterials(s, s.activeSeat, { iron: 2, bronze: 0 });
    });
    const view = viewFor(s, seat);
    expect(resolvableZones(view, seat)).toEqual(['durgaz', 'gildar']);
    const plan = planDurgaz(view, seat, [{ cardId: 'AX01', material: 'iron' }]);
    const hm = plan.cards.find((c) => c.cardId === 'HM01')!;
    expect(plan.materialsLeft.iron).toBe(1);
    expect(hm.next.iron).toBe(1); // only one Iron left for the Hammer
    expect(plan.refused).toBeNull();
    const both = planDurgaz(view, seat, [
      { cardId: 'HM01', material: 'iron' },
      { cardId: 'AX01', material: 'iron' },
    ]);
    expect(both.cards.find((c) => c.cardId === 'HM01')).toMatchObject({ forged: true, instant: true });
    expect(both.refused?.index).toBe(1); // no Iron left for the Axe
    expect(both.refused?.error.code).toBe('invalid_payment');
  });

  it('evaluate a half-built Ignar plan: the offer, the take it allows, the engine verdict', () => {
    const { s, seat } = atZone('ignar', 2, (s) => giveHand(s, s.activeSeat, ['AX03', 'HM01']));
    const view = viewFor(s, seat);
    const plan = planIgnar(view, seat, ['AX03', 'XX99'], ['crystal', 'bronze', 'bronze', 'iron']);
    expect(plan.discard).toEqual(['AX03']);
    expect(plan.take).toEqual(['bronze', 'bronze']);
    expect(plan.room.iron).toBe(0);
    expect(plan.error).toBeNull();
    expect(legalActions(view, seat)).toContainEqual(plan.action);
  });

  it('list what each ability input may take, from the choices the engine accepts', () => {
    const { s, seat } = atZone('runarium', 1, (s) => {
      giveHand(s, s.activeSeat, ['HM01']);
      s.players[s.activeSeat]!.play = [{ id: 'AX03', forged: false, paid: { iron: 1, bronze: 0, crystal: 0, scale: 0, mithril: 0 } }];
      setMaterials(s, s.activeSeat, { iron: 0, bronze: 1 });
    });
    const view = viewFor(s, seat);
    const choices = acceptedChoices(view, seat, 'ephemeral', 'HM01'); // Smith's Hammer: Infuse
    expect(choiceValues(choices, 'cardId')).toEqual(['AX03']);
    expect(choiceValues(choices, 'material', { cardId: 'AX03' })).toEqual(['bronze']);
    expect(materialRoom(choices, [], 'iron')).toBe(0);
    expect(commissionMatches(view, seat)).toEqual([]);
  });
});
