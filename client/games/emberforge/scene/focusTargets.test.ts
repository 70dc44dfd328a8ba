import { describe, expect, it } from 'vitest';
import { fixtureView } from '../dev/fixtureView.js';
import { layoutCards } from './cardLayout.js';
import { focusAnchor, focusOfPlacement } from './focusTargets.js';
import { ZONE_CENTERS, commissionSlotPos } from './layout.js';

describe('focusOfPlacement', () => {
  const view = fixtureView();
  const cards = layoutCards({ view, anchorSeat: 0, mySeat: 0, hoveredKey: null, selectedHand: [], highlightCards: [] });

  it('never makes a focus of a hand card (mine or a back) or the deck', () => {
    const hidden = cards.filter((c) => c.kind === 'hand' || c.kind === 'opponentHand' || c.kind === 'deck');
    expect(hidden.some((c) => c.kind === 'hand')).toBe(true);
    for (const c of hidden) expect(focusOfPlacement(c)).toBeNull();
    expect(focusOfPlacement(undefined)).toBeNull();
  });

  it('makes a card focus of face-up cards and a slot focus of commissions', () => {
    for (const c of cards.filter((c) => c.kind === 'forged' || c.kind === 'progress' || c.kind === 'discard'))
      expect(focusOfPlacement(c)).toEqual({ kind: 'card', id: c.cardId });
    const commissions = cards.filter((c) => c.kind === 'commission');
    expect(commissions.length).toBeGreaterThan(0);
    for (const c of commissions) expect(focusOfPlacement(c)).toEqual(c.pick);
  });
});

describe('focusAnchor (where a spectator sees the focus)', () => {
  const view = fixtureView();
  it('puts a zone focus on the zone and a commission focus on its slot', () => {
    expect(focusAnchor(view, { kind: 'zone', zone: 'gildar' }, 0, null)!.position).toEqual(ZONE_CENTERS.gildar);
    expect(focusAnchor(view, { kind: 'commission', slot: 2 }, 0, null)!.position).toEqual(commissionSlotPos(2));
  });

  it('puts a card focus under the card where the spectator sees it, turned with it', () => {
    const spectatorCards = layoutCards({ view, anchorSeat: 0, mySeat: null, hoveredKey: null, selectedHand: [], highlightCards: [] });
    const inPlay = spectatorCards.filter((c) => c.kind === 'forged' || c.kind === 'progress');
    expect(inPlay.length).toBeGreaterThan(0);
    const yaws = new Set<number>();
    for (const c of inPlay) {
      const a = focusAnchor(view, { kind: 'card', id: c.cardId! }, 0, null)!;
      expect(a.position[0]).toBeCloseTo(c.position[0]);
      expect(a.position[2]).toBeCloseTo(c.position[2]);
      yaws.add(Math.round(Math.abs(a.yaw) * 100));
    }
    expect(yaws.size).toBeGreaterThan(1); // side seats' cards are turned
    expect(focusAnchor(view, { kind: 'card', id: 'no-such-card' as never }, 0, null)).toBeNull();
  });
});
