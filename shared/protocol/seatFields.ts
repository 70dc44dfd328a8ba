/**
 * The table's seat rows on the wire: how each field of a SeatInfo is carried by the synced seat objects
 * (the server's SeatSchema, written by server/schema/syncSeats.ts; read back by stateToSeats). The
 * platform's part of the synced state; a game's part is its own field table (its module's wire).
 */
import { isBotLevel } from '../platform/botLevels.js';
import { bool, type FieldTable, num, set, str } from './fieldKit.js';
import type { SeatInfo } from './tableInfo.js';
import type { SeatWire } from './wireShapes.js';

const SEAT_KINDS: readonly SeatInfo['kind'][] = ['empty', 'human', 'bot'];

export const SEAT_FIELDS: FieldTable<SeatInfo, SeatWire> = {
  seat: num('seat'),
  kind: {
    write: (t, v) => set(t, 'kind', v),
    read: (j) => SEAT_KINDS.find((k) => k === j.kind) ?? 'empty',
  },
  name: str('name'),
  color: str('color'),
  connected: bool('connected'),
  botControlled: bool('botControlled'),
  abandoned: bool('abandoned'),
  away: bool('away'),
  // '' on the wire for none.
  botLevel: {
    write: (t, v) => set(t, 'botLevel', v ?? ''),
    read: (j) => (isBotLevel(j.botLevel) ? j.botLevel : null),
  },
};
