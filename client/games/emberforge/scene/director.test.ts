import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../shared/games/emberforge/index.js';
import {
  DEFAULT_TIMING,
  EVENT_HOLD_MS,
  MAX_MOTION_WAIT_MS,
  MAX_SHOT_MS,
  MIN_HOLD_MS,
  QUEUE_MAX,
  STALE_MS,
  advance,
  initialDirector,
  nextDecisionAt,
  observeMoments,
  shotKey,
  timingFor,
  type DirectorState,
} from '../../../scene/director/director.js';
import { momentsOf } from '../moments.js';

/** The director on Emberforge's events: their moments, as the camera rig feeds it (useDirectorShot). */
const observe = (state: DirectorState, events: readonly GameEvent[], now: number, motionUntil = 0): DirectorState =>
  observeMoments(state, events.flatMap(momentsOf), now, motionUntil);

const forged = (seat: number): GameEvent => ({ type: 'weaponForged', seat, cardId: 'w1' as never, instant: false });
const started = (zone: 'ignar' | 'durgaz' | 'runarium' | 'gildar', seat = 0): GameEvent => ({ type: 'zoneStarted', seat, zone, embers: 3 });
const closed = (zone: 'ignar' | 'durgaz' | 'runarium' | 'gildar', seat = 0): GameEvent => ({ type: 'zoneClosed', seat, zone });
const overheated = (zone: 'ignar' | 'durgaz' | 'runarium' | 'gildar'): GameEvent => ({ type: 'zoneOverheated', zone, embers: 5 });
const commission = (seat: number): GameEvent => ({
  type: 'commissionCompleted',
  seat,
  weaponId: 'w1' as never,
  commissionId: 'c1' as never,
  slot: 1,
});
const won = (...seats: number[]): GameEvent => ({ type: 'gameWon', seats, reason: 'collections' as never });

/** Runs the director through [time, events] steps, deciding at every time the director asks for in between. */
function run(
  steps: [number, GameEvent[]][],
  until: number,
  start: DirectorState = initialDirector(0),
): { state: DirectorState; cuts: [number, string][] } {
  let state = start;
  const cuts: [number, string][] = [];
  const note = (s: DirectorState) => {
    if (s.cutAt !== state.cutAt) cuts.push([s.cutAt, shotKey(s.shot)]);
    state = s;
  };
  const wakeUntil = (t: number) => {
    for (let next = nextDecisionAt(state); next !== null && next <= t; next = nextDecisionAt(state)) {
      const s = advance(state, Math.max(next, state.cutAt));
      if (s === state) break;
      note(s);
    }
  };
  for (const [t, events] of steps) {
    wakeUntil(t);
    note(observe(state, events, t));
  }
  wakeUntil(until);
  return { state, cuts };
}

describe('director camera: the shot for each kind of event', () => {
  it('frames the zone being resolved and stays on it until it closes, then the table after the hold', () => {
    const { cuts } = run(
      [
        [1000, [started('durgaz')]],
        [9000, [closed('durgaz')]],
      ],
      20_000,
    );
    expect(cuts).toEqual([
      [1000, 'zone:durgaz'],
      [9000, 'table'],
    ]);
  });
  it('frames an overheat on its zone, then returns to the table after the hold', () => {
    const { cuts } = run([[500, [{ type: 'emberPlaced', seat: 1, zone: 'ignar' }, overheated('ignar')]]], 20_000);
    expect(cuts).toEqual([
      [500, 'zone:ignar'],
      [500 + EVENT_HOLD_MS, 'table'],
    ]);
  });
  it("frames a forging on the forging player's area, then back to the zone still being resolved", () => {
    const { cuts, state } = run(
      [
        [1000, [started('durgaz', 2)]],
        [1000 + MIN_HOLD_MS, [forged(2)]],
      ],
      20_000,
    );
    expect(cuts).toEqual([
      [1000, 'zone:durgaz'],
      [1000 + MIN_HOLD_MS, 'seat:2'],
      [1000 + MIN_HOLD_MS + EVENT_HOLD_MS, 'zone:durgaz'],
    ]);
    expect(state.shot).toEqual({ kind: 'zone', zone: 'durgaz', why: 'resolve' });
  });
  it("frames a completed commission on the player's area", () => {
    const { cuts, state } = run([[3000, [commission(1)]]], 4000);
    expect(cuts).toEqual([[3000, 'seat:1']]);
    expect(state.shot).toEqual({ kind: 'seat', seat: 1, why: 'commission' });
  });
  it("frames the victory on the winner's area and keeps it; a shared win shows the whole table's winners", () => {
    const { cuts, state } = run(
      [
        [3000, [forged(3), won(3)]],
        [9000, [forged(1)]],
      ],
      60_000,
    );
    expect(cuts).toEqual([[3000, 'victory:3']]);
    expect(nextDecisionAt(state)).toBeNull();
    expect(run([[100, [won(0, 2)]]], 1000).state.shot).toEqual({ kind: 'victory', seats: [0, 2] });
  });
  it('ignores events that frame nothing (placements, draws, materials)', () => {
    const { cuts } = run(
      [
        [100, [{ type: 'emberPlaced', seat: 0, zone: 'gildar' }]],
        [200, [{ type: 'cardDrawn', seat: 1, cardId: null }]],
      ],
      10_000,
    );
    expect(cuts).toEqual([]);
  });
  it('starts on the zone being resolved when it joins mid-resolution, and holds it like any shot', () => {
    expect(initialDirector(0, 'runarium').shot).toEqual({ kind: 'zone', zone: 'runarium', why: 'resolve' });
    const { cuts } = run([[700, [closed('runarium')]]], 20_000, initialDirector(0, 'runarium'));
    expect(cuts).toEqual([[MIN_HOLD_MS, 'table']]);
  });
});

describe('director camera: pace and priorities', () => {
  it('never cuts twice within the minimum hold: a later moment waits, then is shown', () => {
    const { cuts } = run(
      [
        [1000, [started('ignar')]],
        [1500, [forged(1)]],
      ],
      20_000,
    );
    expect(cuts[0]).toEqual([1000, 'zone:ignar']);
    expect(cuts[1]).toEqual([1000 + MIN_HOLD_MS, 'seat:1']);
    for (let i = 1; i < cuts.length; i++) expect(cuts[i]![0] - cuts[i - 1]![0]).toBeGreaterThanOrEqual(MIN_HOLD_MS);
  });
  it('a dense stream of moments still cuts at most once every 2 s', () => {
    const steps: [number, GameEvent[]][] = [];
    for (let t = 0; t < 30_000; t += 300) steps.push([t, [t % 2100 ? forged((t / 300) % 4) : overheated('gildar')]]);
    const { cuts } = run(steps, 40_000);
    expect(cuts.length).toBeGreaterThan(5);
    for (let i = 1; i < cuts.length; i++) expect(cuts[i]![0] - cuts[i - 1]![0]).toBeGreaterThanOrEqual(MIN_HOLD_MS);
  });
  it('a higher priority moment cuts as soon as the minimum hold allows; a lower one waits for the hold', () => {
    // Forging (30) over an overheat (20): after the minimum hold, not the whole hold.
    const up = run(
      [
        [0, [overheated('ignar')]],
        [500, [forged(2)]],
      ],
      MIN_HOLD_MS + 500,
    ).cuts;
    expect(up).toEqual([
      [0, 'zone:ignar'],
      [MIN_HOLD_MS, 'seat:2'],
    ]);
    // An overheat (20) under a commission (40): after the commission's hold.
    const down = run(
      [
        [0, [commission(1)]],
        [500, [overheated('durgaz')]],
      ],
      5000,
    ).cuts;
    expect(down).toEqual([
      [0, 'seat:1'],
      [EVENT_HOLD_MS, 'zone:durgaz'],
    ]);
  });
  it('within one batch the highest priority wins; moments on the same target merge', () => {
    const { state, cuts } = run([[0, [forged(2), commission(2), overheated('ignar')]]], 100);
    expect(cuts).toEqual([[0, 'seat:2']]);
    expect(state.shot).toEqual({ kind: 'seat', seat: 2, why: 'commission' });
    expect(state.queue.map((q) => shotKey(q.shot))).toEqual(['zone:ignar']);
  });
  it('the victory waits for the minimum hold, then takes over and drops what was queued', () => {
    const { cuts, state } = run(
      [
        [0, [forged(0)]],
        [300, [forged(1), won(1)]],
      ],
      10_000,
    );
    expect(cuts).toEqual([
      [0, 'seat:0'],
      [MIN_HOLD_MS, 'victory:1'],
    ]);
    expect(state.queue).toEqual([]);
  });
  it('the same thing again extends the hold instead of cutting, within a limit', () => {
    const { cuts } = run(
      [
        [0, [forged(2)]],
        [2000, [forged(2)]],
      ],
      20_000,
    );
    expect(cuts).toEqual([
      [0, 'seat:2'],
      [2000 + EVENT_HOLD_MS, 'table'],
    ]);
    // One player forging again and again does not keep another's moment off screen for long.
    const steps: [number, GameEvent[]][] = [
      [0, [forged(2)]],
      [500, [forged(3)]],
    ];
    for (let t = 1000; t < 20_000; t += 1000) steps.push([t, [forged(2)]]);
    const busy = run(steps, 20_000).cuts;
    expect(busy[1]?.[1]).toBe('seat:3');
    expect(busy[1]![0]).toBeLessThanOrEqual(MAX_SHOT_MS);
  });
  it('keeps a short queue and drops stale moments rather than showing them late', () => {
    let s = observe(initialDirector(0), [commission(0)], 0);
    s = observe(s, [forged(1), forged(2), forged(3), overheated('ignar'), overheated('gildar')], 100);
    expect(s.queue.length).toBe(QUEUE_MAX);
    expect(s.queue.every((q) => q.priority === 30)).toBe(true);
    // Nobody decided until long after: the queued moments are stale, the director returns to the table.
    const late = advance(s, 100 + STALE_MS + 1);
    expect(late.queue).toEqual([]);
    expect(late.shot).toEqual({ kind: 'table' });
  });
  it('returns to the table between events, and a round ending stops following a zone', () => {
    const { cuts } = run(
      [
        [0, [started('gildar')]],
        [EVENT_HOLD_MS + 1000, [{ type: 'roundEnded', round: 1, forgemaster: 0 }]],
      ],
      20_000,
    );
    expect(cuts).toEqual([
      [0, 'zone:gildar'],
      [EVENT_HOLD_MS + 1000, 'table'],
    ]);
  });
  it('holds every shot at least the configured hold, with fast bots (a moment every 700 ms)', () => {
    const kinds = [forged(1), overheated('ignar'), commission(2), started('gildar'), closed('gildar'), forged(3), overheated('durgaz')];
    const steps: [number, GameEvent[]][] = [];
    for (let t = 0, i = 0; t < 60_000; t += 700, i++) steps.push([t, [kinds[i % kinds.length]!]]);
    for (const holdMs of [MIN_HOLD_MS, 6000]) {
      const { cuts } = run(steps, 60_000, initialDirector(0, null, timingFor(holdMs)));
      expect(cuts.length, `${holdMs} ms: it does cut`).toBeGreaterThan(5);
      for (let i = 1; i < cuts.length; i++) expect(cuts[i]![0] - cuts[i - 1]![0], `${holdMs} ms: cut ${i}`).toBeGreaterThanOrEqual(holdMs);
    }
    expect(timingFor(null)).toBe(DEFAULT_TIMING);
    expect(DEFAULT_TIMING.minHoldMs).toBeGreaterThanOrEqual(4000);
  });
  it('never cuts while the table moves: a due cut waits for the motion to end, at most MAX_MOTION_WAIT_MS', () => {
    const shown = observe(initialDirector(0), [overheated('ignar')], 0);
    const due = observe(shown, [forged(2)], MIN_HOLD_MS);
    expect(shotKey(due.shot), 'no motion: cut when due').toBe('seat:2');
    // Embers still flying until MIN_HOLD_MS + 800: the cut waits, and says when to look again.
    let waiting = observe(shown, [forged(2)], MIN_HOLD_MS, MIN_HOLD_MS + 800);
    expect(shotKey(waiting.shot)).toBe('zone:ignar');
    expect(nextDecisionAt(waiting, MIN_HOLD_MS + 800)).toBe(MIN_HOLD_MS + 800);
    waiting = advance(waiting, MIN_HOLD_MS + 400, MIN_HOLD_MS + 800);
    expect(shotKey(waiting.shot)).toBe('zone:ignar');
    const after = advance(waiting, MIN_HOLD_MS + 800, MIN_HOLD_MS + 800);
    expect([shotKey(after.shot), after.cutAt]).toEqual(['seat:2', MIN_HOLD_MS + 800]);
    // A table that never stops (fast bots): the cut comes once the wait is up.
    const endless = 10 ** 9;
    let s = observe(shown, [forged(2)], MIN_HOLD_MS, endless);
    s = advance(s, nextDecisionAt(s, endless)!, endless);
    expect([shotKey(s.shot), s.cutAt]).toEqual(['seat:2', MIN_HOLD_MS + MAX_MOTION_WAIT_MS]);
  });
  it('says when to decide next, and nothing when idle', () => {
    const idle = initialDirector(0);
    expect(nextDecisionAt(idle)).toBeNull();
    expect(advance(idle, 5000)).toBe(idle);
    const s = observe(idle, [overheated('ignar')], 100);
    expect(nextDecisionAt(s)).toBe(100 + EVENT_HOLD_MS);
  });
});
