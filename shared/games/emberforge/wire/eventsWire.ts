/**
 * The compact wire form of the `events` message. Every spectator gets it after every action, so it is
 * most of a spectator's traffic; with msgpack, field names and event type names were ~80% of it.
 *
 * On the wire: `[version, seat, events]`, each event `[typeCode, ...values]`, where typeCode is the
 * event type's index in EVENT_TYPES and the values follow EVENT_FIELDS[type], each in the compact
 * form of its kind (eventValues.ts: zones, materials, phases... as table indexes, cards as their
 * index in the card list, material counts as [material, count] pairs; null for a hidden card).
 * client/net decodes back to DecodedEvents<GameEvent> (the events message as the client uses it), with ordinary GameEvent objects.
 *
 * Types, tables and two pure functions only (no Colyseus, no Node): the browser imports this too.
 */
import type { GameEvent, GameEventType } from '../index.js';
import type { Seat } from '../../../platform/seats.js';
import type { DecodedEvents } from '../../../platform/gameModule.js';
import type { EventsWire, HistoryWire, WireEvent } from '../../../protocol/eventsEnvelope.js';

export type { EventsWire, HistoryWire, WireEvent };
import { decodeValue, encodeValue } from './eventValues.js';

type EventOf<T extends GameEventType> = Extract<GameEvent, { type: T }>;
type FieldOf<T extends GameEventType> = Exclude<keyof EventOf<T>, 'type'>;

/** Field order per event type. Append new types at the end: the index is the type code. */
const EVENT_FIELDS = {
  emberPlaced: ['seat', 'zone'],
  placementEnded: ['seat', 'unplaced'],
  zoneOverheated: ['zone', 'embers'],
  phaseStarted: ['phase', 'round'],
  turnStarted: ['seat', 'phase'],
  zoneStarted: ['seat', 'zone', 'embers'],
  zoneClosed: ['seat', 'zone'],
  cardsDiscarded: ['seat', 'cards'],
  materialsGained: ['seat', 'materials'],
  materialsReturned: ['seat', 'materials'],
  cardDrawn: ['seat', 'cardId'],
  cardPlayed: ['seat', 'cardId'],
  materialsPaid: ['seat', 'cardId', 'material', 'amount'],
  weaponForged: ['seat', 'cardId', 'instant'],
  abilityUsed: ['seat', 'cardId', 'mode'],
  emberMoved: ['seat', 'from', 'to'],
  zoneCooled: ['zone'],
  cardSalvaged: ['seat', 'cardId'],
  commissionCompleted: ['seat', 'weaponId', 'commissionId', 'slot'],
  commissionRevealed: ['slot', 'cardId', 'discarded'],
  deckReshuffled: ['size'],
  temperatureChanged: ['zone', 'heat'],
  roundEnded: ['round', 'forgemaster'],
  gameWon: ['seats', 'reason'],
} as const satisfies { [T in GameEventType]: readonly FieldOf<T>[] };

// Compile-time completeness: every field of every event type is listed (else this line fails to compile).
type Unlisted = { [T in GameEventType]: Exclude<FieldOf<T>, (typeof EVENT_FIELDS)[T][number]> }[GameEventType];
const everyFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyFieldListed;

export const EVENT_TYPES = Object.keys(EVENT_FIELDS) as GameEventType[];
const CODE = new Map<string, number>(EVENT_TYPES.map((t, i) => [t, i]));

export function encodeEvents(version: number, seat: Seat, events: readonly GameEvent[]): EventsWire {
  return [
    version,
    seat,
    events.map((e) => {
      const fields: readonly string[] = EVENT_FIELDS[e.type];
      const rec = e as unknown as Record<string, unknown>;
      return [CODE.get(e.type)!, ...fields.map((f) => encodeValue(f, rec[f]))];
    }),
  ];
}

/**
 * Back to the readable form. Input from the network: anything malformed yields null, and events of
 * an unknown type code (a newer server) or with a value that is not of its field's kind are skipped.
 */
export function decodeEvents(wire: unknown): DecodedEvents<GameEvent> | null {
  if (!Array.isArray(wire) || wire.length < 3) return null;
  const [version, seat, list] = wire as unknown[];
  if (typeof version !== 'number' || typeof seat !== 'number' || !Array.isArray(list)) return null;
  const events: GameEvent[] = [];
  for (const item of list) {
    if (!Array.isArray(item)) continue;
    const type = EVENT_TYPES[item[0] as number];
    if (type === undefined) continue;
    const e: Record<string, unknown> = { type };
    const ok = EVENT_FIELDS[type].every((f, i) => {
      e[f] = decodeValue(f, item[i + 1]);
      return e[f] !== undefined;
    });
    if (ok) events.push(e as GameEvent); // a value it cannot read: the event is skipped, never misread
  }
  return { version, seat, events };
}

/** Back to DecodedEvents<GameEvent>[] (in version order). Malformed entries are skipped; a malformed message gives []. */
export function decodeHistory(wire: unknown): DecodedEvents<GameEvent>[] {
  if (!Array.isArray(wire)) return [];
  const out: DecodedEvents<GameEvent>[] = [];
  for (const item of wire) {
    const m = decodeEvents(item);
    if (m && (out.length === 0 || m.version > out[out.length - 1]!.version)) out.push(m);
  }
  return out;
}
