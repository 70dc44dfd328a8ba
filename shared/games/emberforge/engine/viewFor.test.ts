import { describe, expect, it } from 'vitest';
import { checkAction } from './checkAction.js';
import { legalActions } from './legalActions.js';
import { act, newGame, place } from './testKit.js';
import { redactEvents, viewFor } from './viewFor.js';

describe('views', () => {
  it('show the viewer its own hand, others only as counts, the deck and box only as counts', () => {
    const s = newGame(3, 91);
    const v = viewFor(s, 1);
    expect(v.players[1]!.hand).toEqual(s.players[1]!.hand);
    expect(v.players[0]!.hand).toBeNull();
    expect(v.players[0]!.handCount).toBe(3);
    expect(v.deckCount).toBe(s.deck.length);
    expect(v.boxCount).toBe(0);
    const json = JSON.stringify(viewFor(s, 'spectator'));
    for (const id of [...s.deck, ...s.players.flatMap((p) => p.hand)]) expect(json).not.toContain(`"${id}"`);
    expect(Object.keys(v)).not.toContain('seed');
    expect(Object.keys(v)).not.toContain('rng');
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const text = JSON.stringify(viewFor(s, viewer));
      expect(text).not.toContain(s.rng.key);
      expect(text).not.toMatch(/[0-9a-f]{64}/);
    }
  });

  it('a drawn card is named only to its drawer', () => {
    const s = place(newGame(2, 91), { 0: ['gildar'] }).state;
    const { events } = act(s, 0, { type: 'gildar', pick: { kind: 'draw' } });
    const drawn = events.find((e) => e.type === 'cardDrawn')!;
    expect(redactEvents(events, 0)).toContainEqual(drawn);
    expect(redactEvents(events, 1)).toContainEqual({ ...drawn, cardId: null });
    expect(redactEvents(events, 'spectator')).toContainEqual({ ...drawn, cardId: null });
  });

  it('checkAction and legalActions work on a seat view as on the state', () => {
    const s = place(newGame(2, 91), { 0: ['gildar', 'durgaz', 'ignar'] }).state;
    const v = viewFor(s, 0);
    const fromView = legalActions(v, 0);
    expect(fromView).toEqual(legalActions(s, 0));
    for (const a of fromView) expect(checkAction(v, 0, a)).toBeNull();
    expect(checkAction(v, 1, { type: 'endTurn' })?.code).toBe('not_your_turn');
    expect(legalActions(viewFor(s, 1), 1)).toEqual([]);
  });
});
