/**
 * Pure decoding of the synced Colyseus state (as `room.state.toJSON()`) into the table info and seat rows
 * of the store (the game's part is its own: shared/games/<id>/wire). No Colyseus import: plain JSON in.
 */
import { arr, obj, readAll, toNum as num, toStr as str } from './fieldKit.js';
import { SEAT_FIELDS } from './seatFields.js';
import type { SeatInfo, TableInfo } from './tableInfo.js';
import { fromSyncedOptions } from './tableOptionFields.js';

export function stateToSeats(state: unknown): SeatInfo[] {
  return arr(obj(state).seats).map((s) => readAll(obj(s), SEAT_FIELDS, { viewer: 'spectator' }));
}

/** The table's options (as tableOptionFields.ts declares them) and status; its id is the room's (the store's `tableId`). */
export function stateToTable(state: unknown, isHost: boolean): TableInfo {
  const root = obj(state);
  const status = str(root.status, 'lobby');
  return {
    ...fromSyncedOptions(obj(root.options)),
    status: (status === 'playing' || status === 'ended' ? status : 'lobby') as TableInfo['status'],
    hostSeat: num(root.hostSeat, -1),
    isHost,
    turnDeadline: num(root.turnDeadline),
  };
}

export function spectatorCountOf(state: unknown): number {
  return num(obj(state).spectatorCount);
}
