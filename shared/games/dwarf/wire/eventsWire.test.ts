import { describe, expect, it } from 'vitest';
import { pack, unpack } from '@colyseus/msgpackr';
import type { GameEvent, GameEventType } from '../engine/events.js';
import { playRandomGame } from '../engine/randomPlay.js';
import { config } from '../engine/testKit.js';
import { redactEvents } from '../engine/viewFor.js';
import { decodeEvents, decodeHistory, encodeEvents, EVENT_TYPES } from './eventsWire.js';

/** One event of every type (the mapped type makes a missing type a compile error). */
const SAMPLES: { [T in GameEventType]: Extract<GameEvent, { type: T }> } = {
  roundStarted: { type: 'roundStarted', round: 3, firstPlayer: 2 },
  cardPlaced: { type: 'cardPlaced', card: 'MT07b', pos: 10 },
  cardDiscarded: { type: 'cardDiscarded', card: 'MT08', mine: 0 },
  mountainEmpty: { type: 'mountainEmpty', mine: 1 },
  phaseStarted: { type: 'phaseStarted', phase: 'defend' },
  workerPlaced: { type: 'workerPlaced', who: 1, pos: 4, extra: true },
  turnSkipped: { type: 'turnSkipped', who: 0 },
  workerLost: { type: 'workerLost', who: 2 },
  specialTaken: { type: 'specialTaken', who: 0, pile: 4, card: 'SP3b', pay: 'iron' },
  specialRevealed: { type: 'specialRevealed', pile: 1, card: null },
  specialPlaced: { type: 'specialPlaced', card: 'SP3', pos: 2 },
  decided: { type: 'decided', who: 1, item: 0, convert: false },
  worked: { type: 'worked', who: 1, card: 'SP5', pos: null, done: true },
  resources: { type: 'resources', who: 1, change: { iron: -3, steel: 2 } },
  helpCalled: { type: 'helpCalled', who: 3, workers: 2 },
  monsterDefeated: { type: 'monsterDefeated', card: 'MT15', pos: 3, who: 1 },
  monsterAttacked: { type: 'monsterAttacked', card: 'MT06', pos: 1 },
  forgesBlocked: { type: 'forgesBlocked' },
  markerWillPass: { type: 'markerWillPass', who: 0 },
  roundEnded: { type: 'roundEnded', round: 3, firstPlayer: 0 },
  gameEnded: { type: 'gameEnded', cause: 'medals', winners: [], automaWins: true, decidedBy: 'andvettrMedals' },
};

const overTheWire = (x: unknown): unknown => unpack(pack(x));

describe('DWARF events wire form', () => {
  it('gives back every event type exactly, in order', () => {
    const events = Object.values(SAMPLES) as GameEvent[];
    expect(events.map((e) => e.type).sort()).toEqual([...EVENT_TYPES].sort());
    expect(decodeEvents(overTheWire(encodeEvents(57, 3, events)))).toEqual({ version: 57, seat: 3, events });
  });

  it('carries no field, type or card names', () => {
    const text = JSON.stringify(encodeEvents(9, 1, [SAMPLES.workerPlaced, SAMPLES.resources, SAMPLES.cardPlaced]));
    expect(text).toBe('[9,1,[[5,1,4,true],[13,1,[0,-3,2,2]],[1,78,10]]]'); // iron -3, steel +2; MT07b: 63 (the second set) + 9 (ST1-ST9) + 6
  });

  it('refuses malformed messages and skips unknown or ill-typed events', () => {
    for (const bad of [null, 5, 'x', {}, [1, 2], [1, 'a', []], [1, 2, {}], [1.5, 0, []]]) expect(decodeEvents(bad)).toBeNull();
    const good = [5, 1, 4, false];
    const junk = [
      [999, 1],
      'junk',
      [5, 1, 'x', true],
      [5, 1, 4],
      [1, 9999, 0],
      [13, 1, [9, 1]],
      [4, 77],
      [12, 1, 0, 'pos', true],
      [20, 0, [0.5], true, 0],
    ];
    expect(decodeEvents([4, 0, [...junk, good]])).toEqual({
      version: 4,
      seat: 0,
      events: [{ type: 'workerPlaced', who: 1, pos: 4, extra: false }],
    });
    expect(
      decodeHistory([encodeEvents(2, 0, []), 'x', encodeEvents(1, 0, []), encodeEvents(3, 1, [SAMPLES.forgesBlocked])]).map(
        (m) => m.version,
      ),
    ).toEqual([2, 3]);
  });

  it('gives back every event of whole games exactly through msgpack, in a few bytes per event for a spectator', () => {
    let events = 0;
    let bytes = 0;
    for (let g = 0; g < 12; g++) {
      const n = 1 + (g % 5);
      playRandomGame(config(n, 300 + g), g + 1, (step) => {
        const redacted = redactEvents(step.events, 'spectator');
        const wire = pack(encodeEvents(step.after.version, step.seat, redacted));
        expect(decodeEvents(unpack(wire))).toEqual({ version: step.after.version, seat: step.seat, events: redacted });
        events += redacted.length;
        bytes += wire.length;
      });
    }
    expect(bytes / events).toBeLessThan(7);
  });
});
