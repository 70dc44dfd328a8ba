/**
 * DWARF's compact wire form of the `events` message: `[version, seat, events]`, each event
 * `[typeCode, ...values]`, typeCode the event type's index in EVENT_TYPES and the values in the order
 * of EVENT_FIELDS[type], each in the compact form of its kind (eventValues.ts). Types, tables and pure
 * functions only: the browser imports this too.
 */
import type { GameEvent, GameEventType } from '../engine/events.js';
import type { SeatIndex } from '../../../platform/gameModule.js';
import type { DecodedEvents } from '../../../platform/gameWire.js';
import type { EventsWire } from '../../../protocol/eventsEnvelope.js';
import { decodeValue, encodeValue, kindOf } from './eventValues.js';

type EventOf<T extends GameEventType> = Extract<GameEvent, { type: T }>;
type FieldOf<T extends GameEventType> = Exclude<keyof EventOf<T>, 'type'>;

/** Field order per event type. Append new types at the end: the index is the type code. */
const EVENT_FIELDS = {
  roundStarted: ['round', 'firstPlayer'],
  cardPlaced: ['card', 'pos'],
  cardDiscarded: ['card', 'mine'],
  mountainEmpty: ['mine'],
  phaseStarted: ['phase'],
  workerPlaced: ['who', 'pos', 'extra'],
  turnSkipped: ['who'],
  workerLost: ['who'],
  specialTaken: ['who', 'pile', 'card', 'pay'],
  specialRevealed: ['pile', 'card'],
  specialPlaced: ['card', 'pos'],
  decided: ['who', 'item', 'convert'],
  worked: ['who', 'card', 'pos', 'done'],
  resources: ['who', 'change'],
  helpCalled: ['who', 'workers'],
  monsterDefeated: ['card', 'pos', 'who'],
  monsterAttacked: ['card', 'pos'],
  forgesBlocked: [],
  markerWillPass: ['who'],
  roundEnded: ['round', 'firstPlayer'],
  gameEnded: ['cause', 'winners', 'automaWins', 'decidedBy'],
} as const satisfies { [T in GameEventType]: readonly FieldOf<T>[] };

// Compile-time completeness: every field of every event type is listed (else this line fails to compile).
type Unlisted = { [T in GameEventType]: Exclude<FieldOf<T>, (typeof EVENT_FIELDS)[T][number]> }[GameEventType];
const everyFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyFieldListed;

export const EVENT_TYPES = Object.keys(EVENT_FIELDS) as GameEventType[];
const CODE = new Map<string, number>(EVENT_TYPES.map((t, i) => [t, i]));

export function encodeEvents(version: number, seat: SeatIndex, events: readonly GameEvent[]): EventsWire {
  return [
    version,
    seat,
    events.map((e) => {
      const fields: readonly string[] = EVENT_FIELDS[e.type];
      const rec = e as unknown as Record<string, unknown>;
      return [CODE.get(e.type)!, ...fields.map((f) => encodeValue(kindOf(e.type, f), rec[f]))];
    }),
  ];
}

/**
 * Back to the engine's events. Input from the network: anything malformed yields null; an event of an
 * unknown type code (a newer server) or with a value not of its field's kind is skipped, never misread.
 */
export function decodeEvents(wire: unknown): DecodedEvents<GameEvent> | null {
  if (!Array.isArray(wire) || wire.length < 3) return null;
  const [version, seat, list] = wire as unknown[];
  if (!Number.isInteger(version) || !Number.isInteger(seat) || !Array.isArray(list)) return null;
  const events: GameEvent[] = [];
  for (const item of list) {
    if (!Array.isArray(item) || !Number.isInteger(item[0])) continue;
    const type = EVENT_TYPES[item[0] as number];
    if (type === undefined) continue;
    const fields: readonly string[] = EVENT_FIELDS[type];
    if (item.length !== fields.length + 1) continue;
    const e: Record<string, unknown> = { type };
    const ok = fields.every((f, i) => (e[f] = decodeValue(kindOf(type, f), item[i + 1])) !== undefined);
    if (ok) events.push(e as GameEvent);
  }
  return { version: version as number, seat: seat as number, events };
}

/** A `history` message back to its actions' events (in version order; malformed entries skipped). */
export function decodeHistory(wire: unknown): DecodedEvents<GameEvent>[] {
  if (!Array.isArray(wire)) return [];
  const out: DecodedEvents<GameEvent>[] = [];
  for (const item of wire) {
    const m = decodeEvents(item);
    if (m && (out.length === 0 || m.version > out[out.length - 1]!.version)) out.push(m);
  }
  return out;
}
