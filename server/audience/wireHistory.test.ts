import { describe, expect, it } from 'vitest';
import type { EventsWire } from '../../shared/protocol/eventsEnvelope.js';
import { WireHistory } from './wireHistory.js';

const entry = (version: number, events: number): EventsWire => [version, 0, Array.from({ length: events }, (_, i) => [0, version, i])];
const count = (h: EventsWire[]) => h.reduce((n, e) => n + e[2].length, 0);

describe('WireHistory', () => {
  it('keeps the last `cap` events, cutting inside the oldest entry as the table does', () => {
    const h = new WireHistory(5);
    h.reset([entry(1, 2), entry(2, 2)]);
    h.push(entry(3, 3));
    expect(h.wire()).toEqual([entry(2, 2), entry(3, 3)]);
    const cut = new WireHistory(4);
    cut.reset([entry(1, 2), entry(2, 2), entry(3, 3)]);
    expect(cut.wire()).toEqual([[2, 0, [entry(2, 2)[2][1]]], entry(3, 3)]);
    expect(count(cut.wire())).toBe(4);
  });

  it('skips empty entries and versions it already holds', () => {
    const h = new WireHistory(300);
    h.push(entry(1, 1));
    h.push(entry(2, 0));
    h.push(entry(1, 1));
    expect(h.wire().map((e) => e[0])).toEqual([1]);
    expect(h.lastVersion).toBe(1);
  });
});
