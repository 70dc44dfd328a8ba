import { describe, expect, it } from 'vitest';
import { fixtureView } from '../dev/fixtureView.js';
import type { LoggedEvent } from '../state/gameStore.js';
import { momentsShownAt, readMoments, startMoments, MOMENTS_SHOWN } from './moments.js';

const view = fixtureView();
const ctx = { lang: 'en' as const, oneStepText: (name: string) => `${name} is one step away`, now: 1000 };
const overheat = (id: number): LoggedEvent => ({ id, event: { type: 'zoneOverheated', zone: 'ignar', embers: 4 } });
const small = (id: number): LoggedEvent => ({ id, event: { type: 'turnStarted', seat: 0, phase: 'placement' } });

describe('the big moments read from the log and the view', () => {
  it('announces nothing of the history, then each new big moment once, keeping the last ones', () => {
    const history = [overheat(1), small(2)];
    const steps = [3, 3];
    let seen = startMoments(history, steps);
    expect(seen.moments).toEqual([]);
    seen = readMoments(seen, [...history, small(3)], steps, view, ctx);
    expect(seen.moments, 'a small event is left to the log').toEqual([]);
    let log = seen.log;
    for (let id = 4; id < 4 + MOMENTS_SHOWN + 1; id++) {
      log = [...log, overheat(id)];
      seen = readMoments(seen, log, steps, view, ctx);
    }
    expect(seen.moments.map((m) => m.id)).toEqual(['e5', 'e6', 'e7']);
    expect(seen.moments[0]!.kind).toBe('overheat');
  });

  it('announces a player who comes one step from victory, not one who was already there', () => {
    const seen = startMoments([], [2, 1]);
    const next = readMoments(seen, [], [1, 1], view, ctx);
    expect(next.moments.map((m) => [m.kind, m.text])).toEqual([['oneStep', `${view.players[0]!.name} is one step away`]]);
    expect(readMoments(next, [], [1, 1].slice(), view, ctx).moments).toBe(next.moments);
  });

  it('lets each moment go after its time', () => {
    const moments = [
      { id: 'e1', kind: 'overheat' as const, text: 'a', at: 1000 },
      { id: 'e2', kind: 'overheat' as const, text: 'b', at: 3000 },
    ];
    expect(momentsShownAt(moments, 4999, 4000).map((m) => m.id)).toEqual(['e1', 'e2']);
    expect(momentsShownAt(moments, 5000, 4000).map((m) => m.id)).toEqual(['e2']);
  });
});
