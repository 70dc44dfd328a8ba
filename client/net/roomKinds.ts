/** What kind of room a connection is (a seat's, a live spectator's audience room, a delayed one) and which table it follows. */
import type { Room } from 'colyseus.js';
import type { DelayedView } from '../../shared/protocol/joinOptions.js';
import { AUDIENCE_ROOM_NAME } from '../../shared/protocol/protocol.js';

/** The table each audience room follows (its own roomId is not the table's). */
const tablesOfRooms = new WeakMap<Room, string>();

export function rememberTable(r: Room, tableId: string): Room {
  tablesOfRooms.set(r, tableId);
  return r;
}

export function tableIdOf(r: Room): string {
  return tablesOfRooms.get(r) ?? r.roomId;
}

function isAudienceRoom(r: Room): boolean {
  return r.name === AUDIENCE_ROOM_NAME;
}

/** The view of each delayed connection, so a drop brings it back delayed (never live). */
const delayedRooms = new WeakMap<Room, DelayedView>();

export function rememberDelayed(r: Room, tableId: string, view: DelayedView): Room {
  delayedRooms.set(r, view);
  return rememberTable(r, tableId);
}

export function delayedViewOf(r: Room): DelayedView | undefined {
  return delayedRooms.get(r);
}

/** A spectator's room (audience or delayed): no reconnection token to keep, none to forget. */
export function isWatcherRoom(r: Room): boolean {
  return isAudienceRoom(r) || delayedRooms.has(r);
}
