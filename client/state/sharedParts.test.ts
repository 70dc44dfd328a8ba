import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { sharedParts } from './sharedParts.js';

interface S {
  view: {
    version: number;
    zones: { ignar: { embers: number[] }; gildar: { embers: number[] } };
    players: { name: string; hand: string[] }[];
  } | null;
  other: number;
}

const viewAt = (version: number, ignar: number[], hand: string[]) => ({
  version,
  zones: { ignar: { embers: ignar }, gildar: { embers: [2] } },
  players: [
    { name: 'Ann', hand },
    { name: 'Brokk', hand: ['SW01'] },
  ],
});

const store = () => create<S>()(sharedParts<S>(['view'], () => ({ view: null, other: 0 })));

describe('sharedParts: a new view keeps the objects of the one before where they hold the same data', () => {
  it('keeps unchanged zones and players, renews what changed and the paths above it', () => {
    const s = store();
    s.setState({ view: viewAt(1, [0], ['HM01']) });
    const before = s.getState().view!;
    s.setState({ view: viewAt(2, [0, 1], ['HM01']) });
    const after = s.getState().view!;
    expect(after).not.toBe(before);
    expect(after.version).toBe(2);
    expect(after.zones).not.toBe(before.zones);
    expect(after.zones.ignar.embers).toEqual([0, 1]);
    expect(after.zones.gildar).toBe(before.zones.gildar);
    expect(after.players).toBe(before.players);
    expect(after.players[0]!.hand).toBe(before.players[0]!.hand);
  });

  it('gives the same view back when nothing changed, through a function too', () => {
    const s = store();
    s.setState({ view: viewAt(3, [1], ['SW04']) });
    const before = s.getState().view!;
    s.setState(() => ({ view: viewAt(3, [1], ['SW04']), other: 1 }));
    expect(s.getState().view).toBe(before);
    expect(s.getState().other).toBe(1);
  });

  it('passes a first view, a cleared view and other fields through as they are', () => {
    const s = store();
    const first = viewAt(1, [], []);
    s.setState({ view: first });
    expect(s.getState().view).toBe(first);
    s.setState({ other: 5 });
    expect(s.getState().view).toBe(first);
    s.setState({ view: null });
    expect(s.getState().view).toBeNull();
  });

  it('shares every part it is given, and only those', () => {
    interface T {
      seats: { seat: number; name: string }[];
      log: string[];
    }
    const s = create<T>()(sharedParts<T>(['seats'], () => ({ seats: [], log: [] })));
    s.setState({ seats: [{ seat: 0, name: 'Ann' }], log: ['a'] });
    const seats = s.getState().seats;
    const log = s.getState().log;
    s.setState({ seats: [{ seat: 0, name: 'Ann' }], log: ['a'] });
    expect(s.getState().seats).toBe(seats);
    expect(s.getState().log).not.toBe(log);
    s.setState({
      seats: [
        { seat: 0, name: 'Ann' },
        { seat: 1, name: 'Brokk' },
      ],
    });
    expect(s.getState().seats[0]).toBe(seats[0]);
    expect(s.getState().seats).toHaveLength(2);
  });
});
