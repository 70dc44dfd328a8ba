/** The table's non-game state as spectators see it: read from a TableState, written into another (one mapping both ways). */
import type { TableState } from '../schema/TableState.js';
import { stateToSeats } from '../../shared/protocol/stateToView.js';
import { TABLE_OPTION_KEYS } from '../../shared/protocol/tableOptionFields.js';
import { syncSeats } from '../schema/syncSeats.js';
import type { TableMeta } from './feedWire.js';

export function readMeta(state: TableState): TableMeta {
  return {
    status: state.status,
    options: state.options.toJSON() as Record<string, unknown>,
    seats: stateToSeats({ seats: state.seats.toJSON() }),
    hostSeat: state.hostSeat,
    spectatorCount: state.spectatorCount,
    turnDeadline: state.turnDeadline,
  };
}

export function writeMeta(state: TableState, meta: TableMeta): void {
  state.status = meta.status;
  // The declared options only (tableOptionFields.ts), each of its declared type: anything else the feed carries is ignored.
  const o = state.options as unknown as Record<string, unknown>;
  for (const key of TABLE_OPTION_KEYS) if (typeof meta.options[key] === typeof o[key]) o[key] = meta.options[key];
  syncSeats(state.seats, meta.seats);
  state.hostSeat = meta.hostSeat;
  state.spectatorCount = meta.spectatorCount;
  state.turnDeadline = meta.turnDeadline;
}
