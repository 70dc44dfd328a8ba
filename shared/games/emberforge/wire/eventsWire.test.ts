import { describe, expect, it } from 'vitest';
import type { GameEvent, GameEventType } from '../index.js';
import { pack, unpack } from '@colyseus/msgpackr';
import { applyAction, createGame, PLAYER_COLORS } from '../index.js';
import { heuristicBot } from '../bots/heuristicBot.js';
import { randomBot } from '../bots/randomBot.js';
import { redactEvents, viewFor } from '../engine/viewFor.js';
import { decodeEvents, encodeEvents, EVENT_TYPES } from './eventsWire.js';

/** One event of every type (the mapped type makes a missing type a compile error). */
const SAMPLES: { [T in GameEventType]: Extract<GameEvent, { type: T }> } = {
  emberPlaced: { type: 'emberPlaced', seat: 1, zone: 'gildar' },
  placementEnded: { type: 'placementEnded', seat: 2, unplaced: 1 },
  zoneOverheated: { type: 'zoneOverheated', zone: 'ignar', embers: 4 },
  phaseStarted: { type: 'phaseStarted', phase: 'activation', round: 3 },
  turnStarted: { type: 'turnStarted', seat: 0, phase: 'placement' },
  zoneStarted: { type: 'zoneStarted', seat: 3, zone: 'runarium', embers: 2 },
  zoneClosed: { type: 'zoneClosed', seat: 3, zone: 'runarium' },
  cardsDiscarded: { type: 'cardsDiscarded', seat: 1, cards: ['a', 'b'] },
  materialsGained: { type: 'materialsGained', seat: 1, materials: { iron: 2, mithril: 1 } },
  materialsReturned: { type: 'materialsReturned', seat: 1, materials: { crystal: 1 } },
  cardDrawn: { type: 'cardDrawn', seat: 2, cardId: null },
  cardPlayed: { type: 'cardPlayed', seat: 2, cardId: 'x' },
  materialsPaid: { type: 'materialsPaid', seat: 2, cardId: 'x', material: 'bronze', amount: 2 },
  weaponForged: { type: 'weaponForged', seat: 2, cardId: 'x', instant: false },
  abilityUsed: { type: 'abilityUsed', seat: 2, cardId: 'x', mode: 'ephemeral' },
  emberMoved: { type: 'emberMoved', seat: 0, from: 'ignar', to: 'durgaz' },
  zoneCooled: { type: 'zoneCooled', zone: 'durgaz' },
  cardSalvaged: { type: 'cardSalvaged', seat: 0, cardId: 'y' },
  commissionCompleted: { type: 'commissionCompleted', seat: 0, weaponId: 'w', commissionId: 'c', slot: 2 },
  commissionRevealed: { type: 'commissionRevealed', slot: 1, cardId: null, discarded: ['d'] },
  deckReshuffled: { type: 'deckReshuffled', size: 40 },
  temperatureChanged: { type: 'temperatureChanged', zone: 'gildar', heat: 'overheat' },
  roundEnded: { type: 'roundEnded', round: 3, forgemaster: 1 },
  gameWon: { type: 'gameWon', seats: [0, 2], reason: 'forgeMastery' },
};

/** What a client gets after the network (JSON keeps the same shapes msgpack does for these values). */
const overTheWire = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

describe('events wire form', () => {
  it('gives back every event type exactly, in order', () => {
    const events = Object.values(SAMPLES) as GameEvent[];
    expect(events.map((e) => e.type).sort()).toEqual([...EVENT_TYPES].sort());
    expect(decodeEvents(overTheWire(encodeEvents(57, 3, events)))).toEqual({ version: 57, seat: 3, events });
  });

  it('carries no field or event type names', () => {
    const text = JSON.stringify(encodeEvents(9, 1, [SAMPLES.emberPlaced, SAMPLES.materialsGained]));
    expect(text).toBe('[9,1,[[0,1,3],[8,1,[0,2,4,1]]]]'); // gildar = zone 3; iron (0) x2, mithril (4) x1
  });

  it('refuses malformed messages and skips unknown event codes', () => {
    for (const bad of [null, 5, 'x', {}, [1, 2], [1, 'a', []], [1, 2, {}]]) expect(decodeEvents(bad)).toBeNull();
    expect(decodeEvents([4, 0, [[999, 1], 'junk', [0, 1, 0]]])).toEqual({
      version: 4,
      seat: 0,
      events: [{ type: 'emberPlaced', seat: 1, zone: 'ignar' }],
    });
    // A value that is not of its field's kind: that event is skipped, the others are read.
    const bad = [
      [0, 1, 9],
      [0, 1, 'ignar'],
      [0, 1, 1.5],
      [8, 1, [7, 1]],
      [8, 1, [0]],
      [10, 1, 999],
      [7, 1, [0, 'x', 2.5]],
      [3, 5, 2],
    ];
    expect(decodeEvents([4, 0, [...bad, [0, 2, 1]]])!.events).toEqual([{ type: 'emberPlaced', seat: 2, zone: 'durgaz' }]);
  });

  it('gives back every event of 60 whole games exactly through msgpack, in at most 20 bytes per action for a spectator', () => {
    let actions = 0;
    let bytes = 0;
    for (let g = 0; g < 60; g++) {
      const n = 2 + (g % 3);
      let s = createGame({ players: PLAYER_COLORS.slice(0, n).map((color, i) => ({ name: `P${i}`, color })), seed: 1000 + g });
      let rng = g + 1;
      while (s.phase !== 'ended') {
        const seat = s.activeSeat;
        const pick = (g % 2 ? heuristicBot : randomBot)(viewFor(s, seat), rng);
        rng = pick.rng;
        const r = applyAction(s, seat, pick.action);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        for (const events of [r.events, redactEvents(r.events, 'spectator')]) {
          const wire = pack(encodeEvents(s.version, seat, events));
          expect(decodeEvents(unpack(wire))).toEqual({ version: s.version, seat, events });
          if (events !== r.events) bytes += wire.length;
        }
        actions++;
      }
    }
    const perAction = bytes / actions;
    console.log(`events wire: ${perAction.toFixed(1)} B of msgpack per action for a spectator over ${actions} actions`);
    expect(perAction).toBeLessThanOrEqual(20);
  });
});
