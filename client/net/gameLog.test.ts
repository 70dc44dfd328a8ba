/** The client's log merges history and live events by version: once each, in order, capped. */
import { describe, expect, it } from 'vitest';
import type { EventsMessage } from '../../shared/protocol/protocol.js';
import { GameLog } from './gameLog.js';

/** Version v's events: n placements tagged with the version (zone) and index (seat). */
const msg = (v: number, n = 2): EventsMessage => ({
  version: v,
  seat: 0,
  events: Array.from(
    { length: n },
    (_, i) => ({ type: 'emberPlaced', seat: i, zone: `v${v}` }) as unknown as EventsMessage['events'][number],
  ),
});
const tags = (log: GameLog) => log.entries().map((e) => `${(e.event as { zone: string }).zone}.${(e.event as { seat: number }).seat}`);

describe('GameLog', () => {
  it('puts a history before the live events that came first, without repeating overlapping versions', () => {
    const log = new GameLog(100);
    expect(log.add([msg(5), msg(6)])).toBe(true); // live events seen before the history arrived
    expect(log.add([msg(3), msg(4), msg(5)])).toBe(true); // the history overlaps version 5
    expect(log.add([msg(6)])).toBe(false); // a repeat changes nothing
    expect(tags(log)).toEqual(['v3.0', 'v3.1', 'v4.0', 'v4.1', 'v5.0', 'v5.1', 'v6.0', 'v6.1']);
    const ids = log.entries().map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('fills a gap (a reconnection) in version order and keeps only the most recent events', () => {
    const log = new GameLog(5);
    log.add([msg(1), msg(2)]);
    log.add([msg(5)]);
    log.add([msg(3), msg(4)]); // the history after a drop
    expect(tags(log)).toEqual(['v3.1', 'v4.0', 'v4.1', 'v5.0', 'v5.1']);
    expect(log.add([msg(1)])).toBe(false); // older than everything kept while full
    expect(log.add([msg(7, 0)])).toBe(false); // an action without events adds nothing
  });
});
