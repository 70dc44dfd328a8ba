import { describe, expect, it } from 'vitest';
import { WatchedView } from './watchedView.js';

interface CountView {
  version: number;
  viewer: 'spectator';
  total: number;
}

/** A toy game: each event adds to a total; an event of NaN is one this engine cannot apply. */
const watched = () =>
  new WatchedView<CountView, number>(
    (v) => typeof v.total === 'number',
    (view, m) => {
      if (m.events.some((e) => Number.isNaN(e))) throw new Error('unknown event');
      return { ...view, version: m.version, total: view.total + m.events.reduce((a, b) => a + b, 0) };
    },
  );

describe('a watched public view', () => {
  it('takes only a well-formed spectator view, then follows events in order and asks again after a gap', () => {
    const w = watched();
    expect(w.follow({ version: 1, seat: 0, events: [1] })).toBe('noView');
    for (const bad of [
      null,
      'x',
      { view: null },
      { view: { version: '1', viewer: 'spectator', total: 0 } },
      { view: { version: 1, viewer: 0, total: 0 } },
      { view: { version: 1, viewer: 'spectator' } },
    ])
      expect(w.set(bad), JSON.stringify(bad)).toBe(false);
    expect(w.view).toBeNull();
    expect(w.set({ view: { version: 3, viewer: 'spectator', total: 10 } })).toBe(true);
    expect(w.follow({ version: 3, seat: 0, events: [5] })).toBe('old');
    expect(w.follow({ version: 4, seat: 1, events: [2, 3] })).toBe('applied');
    expect(w.view).toEqual({ version: 4, viewer: 'spectator', total: 15 });
    expect(w.follow({ version: 6, seat: 0, events: [1] })).toBe('gap');
    expect(w.follow({ version: 5, seat: 0, events: [Number.NaN] })).toBe('gap');
    expect(w.view?.total, 'unchanged by what it could not follow').toBe(15);
  });
});
