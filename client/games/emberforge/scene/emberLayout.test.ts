import { describe, expect, it } from 'vitest';
import { fixtureView } from '../dev/fixtureView.js';
import { assignEmbers, type EmberToken } from './emberLayout.js';

const zoneOf = (t: EmberToken) => (t.spot.kind === 'zone' ? t.spot.zone : 'home');

describe('assignEmbers', () => {
  it('gives every seat three tokens matching the embers on the zones', () => {
    const view = fixtureView();
    const tokens = assignEmbers(view, []);
    expect(tokens).toHaveLength(12);
    const onDurgaz = tokens
      .filter((t) => zoneOf(t) === 'durgaz')
      .map((t) => t.seat)
      .sort();
    expect(onDurgaz).toEqual([0, 1, 2, 2, 3]);
    // Seat 3 has one ember each on Runarium and Gildar and one on Durgaz: none at home.
    expect(tokens.filter((t) => t.seat === 3 && zoneOf(t) === 'home')).toHaveLength(0);
  });

  it('moves only the token that was placed, leaving the others where they were', () => {
    const view = fixtureView();
    for (const z of Object.values(view.zones)) z.embers = z.embers.filter((s) => s !== 0);
    const before = assignEmbers(view, []);
    view.zones.gildar.embers.push(0);
    const after = assignEmbers(view, before);
    const moved = after.filter((t) => {
      const prev = before.find((b) => b.id === t.id)!;
      return zoneOf(prev) !== zoneOf(t);
    });
    expect(moved).toHaveLength(1);
    expect(moved[0]!.seat).toBe(0);
    expect(zoneOf(moved[0]!)).toBe('gildar');
  });

  it('sends every token home when the embers are taken back at the end of a round', () => {
    const view = fixtureView();
    const before = assignEmbers(view, []);
    for (const z of Object.values(view.zones)) z.embers = [];
    const after = assignEmbers(view, before);
    expect(after.every((t) => t.spot.kind === 'home')).toBe(true);
    expect(new Set(after.map((t) => t.id)).size).toBe(12);
  });
});
