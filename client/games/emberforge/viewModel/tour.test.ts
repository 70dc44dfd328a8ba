import { describe, expect, it } from 'vitest';
import { tourOffered, tourSteps } from './tour.js';
import { makeView } from './testView.js';

describe('the guided first round', () => {
  it('is offered to a player at the first placement, never later, to a spectator or in a replay', () => {
    expect(tourOffered(makeView(0, { phase: 'placement', round: 1 }), false)).toBe(true);
    expect(tourOffered(makeView(0, { phase: 'placement', round: 2 }), false)).toBe(false);
    expect(tourOffered(makeView(0, { phase: 'activation', round: 1 }), false)).toBe(false);
    expect(tourOffered(makeView('spectator', { phase: 'placement', round: 1 }), false)).toBe(false);
    expect(tourOffered(makeView(0, { phase: 'placement', round: 1 }), true)).toBe(false);
  });

  it('goes from how to win to ending placement, pointing at the hand behind its toggle on a phone', () => {
    const view = makeView(0, { phase: 'placement', round: 1 });
    expect(tourSteps(view, false).map((s) => s.key)).toEqual(['tour.goal', 'tour.hand', 'tour.zones', 'tour.overheat', 'tour.activate']);
    expect(tourSteps(view, false)[1]?.target).toBe('hand-bar');
    expect(tourSteps(view, true)[1]?.target).toBe('toggle-hand');
    expect(tourSteps(view, false)[3]?.params).toEqual({ players: view.players.length });
  });
});
