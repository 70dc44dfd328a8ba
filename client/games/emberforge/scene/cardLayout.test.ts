import { Quaternion, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { fixtureView } from '../dev/fixtureView.js';
import { layoutCards, type CardLayoutInput } from './cardLayout.js';

const base = (over: Partial<CardLayoutInput> = {}): CardLayoutInput => ({
  view: fixtureView(),
  anchorSeat: 0,
  mySeat: 0,
  hoveredKey: null,
  selectedHand: [],
  highlightCards: [],
  ...over,
});

/** The direction the card's face points to. */
const normal = (q: [number, number, number, number]) => new Vector3(0, 0, 1).applyQuaternion(new Quaternion(...q));

describe('layoutCards', () => {
  it('places every visible card once, with unique keys', () => {
    const input = base();
    const cards = layoutCards(input);
    expect(new Set(cards.map((c) => c.key)).size).toBe(cards.length);
    const v = input.view;
    const faceUp = cards.filter((c) => c.cardId !== null).map((c) => c.cardId);
    const expected = [
      ...v.players.flatMap((p) => p.play.map((c) => c.id)),
      ...(v.players[0]!.hand ?? []),
      ...v.commissions.filter((c): c is string => c !== null),
      v.discard.at(-1)!,
    ];
    expect(faceUp.sort()).toEqual(expected.sort());
    // Opponents' hands are card backs, one per card held.
    expect(cards.filter((c) => c.kind === 'opponentHand')).toHaveLength(4 + 2 + 6);
  });

  it('stands forged weapons upright and lays cards in progress flat', () => {
    const cards = layoutCards(base());
    // Upright on a stand: leaning back less than 30 degrees.
    for (const c of cards.filter((c) => c.kind === 'forged')) expect(Math.abs(normal(c.quaternion).y)).toBeLessThan(0.5);
    for (const c of cards.filter((c) => c.kind === 'progress')) expect(normal(c.quaternion).y).toBeGreaterThan(0.99);
  });

  it('fans my hand toward the camera, face up, and makes each card pickable', () => {
    const hand = layoutCards(base()).filter((c) => c.kind === 'hand');
    expect(hand).toHaveLength(5);
    for (const c of hand) {
      const n = normal(c.quaternion);
      expect(n.y).toBeGreaterThan(0.5); // facing up...
      expect(n.z).toBeGreaterThan(0.3); // ...and toward the viewer
      expect(c.pick).toEqual({ kind: 'handCard', cardId: c.cardId });
    }
    const xs = hand.map((c) => c.position[0]);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
  });

  it('shows a spectator no hand faces', () => {
    const view = fixtureView();
    view.viewer = 'spectator';
    view.players[0]!.hand = null;
    const cards = layoutCards(base({ view, mySeat: null }));
    expect(cards.filter((c) => c.kind === 'hand')).toHaveLength(0);
    expect(cards.filter((c) => c.kind === 'opponentHand')).toHaveLength(5 + 4 + 2 + 6);
  });

  it('spreads the discard pile out when its cards are offered for a pick', () => {
    const input = base({ highlightCards: ['CB03'] });
    const discard = layoutCards(input).filter((c) => c.kind === 'discard');
    expect(discard).toHaveLength(input.view.discard.length);
    expect(discard.find((c) => c.cardId === 'CB03')?.pick).toEqual({ kind: 'discardCard', cardId: 'CB03' });
  });

  it('lifts the hovered card of my hand', () => {
    const still = layoutCards(base()).find((c) => c.key === 'c:HM01')!;
    const lifted = layoutCards(base({ hoveredKey: 'c:HM01' })).find((c) => c.key === 'c:HM01')!;
    expect(lifted.position[1]).toBeGreaterThan(still.position[1]);
  });
});
