/**
 * Taking a seat back with its seat key (`joinById(id, { seatKey })`) from any device, in the lobby,
 * during play (also after the bot took the seat over: it is the player's again) or after the end,
 * and after a server restart. A connection still holding the seat (the other device) is told with the
 * close code CLOSE_CODE.seatTakenElsewhere and dropped; the seat never falls free or to the bot meanwhile.
 */
import type { Client } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import { CLOSE_CODE } from '../../shared/protocol/protocol.js';
import { newClientData, type ClientData } from '../net/messageGuard.js';
import type { HostRole } from './hostRole.js';
import { joinRefused } from './refusals.js';
import type { TableContext } from './tableContext.js';
import { sendHistory, sendWelcome } from './welcome.js';

/** The one answer to a key that fits no seat here: it says nothing of which seats exist. */
export const WRONG_SEAT_KEY = 'This seat key is not valid at this table';

/** What reclaiming needs from the room: ending a dropped session's reconnection hold. */
export interface ReclaimRoom {
  cancelReconnection(sessionId: string): void;
}

export function reclaimSeat(ctx: TableContext, host: HostRole, room: ReclaimRoom, client: Client, seatKey: string): void {
  const rec = ctx.seats.bySeatKey(seatKey);
  if (!rec) throw joinRefused(WRONG_SEAT_KEY);
  const previous = rec.sessionId;
  if (previous !== null && previous !== client.sessionId) displace(ctx, room, previous);
  ctx.timers.clear(`grace:${rec.seat}`);
  rec.sessionId = client.sessionId;
  rec.connected = true;
  rec.graceExpired = false;
  rec.abandoned = false;
  ctx.seats.playerBack(rec.seat);
  if (host.session === null || host.session === previous) host.session = client.sessionId;
  client.view = ctx.seatViews.of(rec.seat); // the seat's own view: hand and all
  client.userData = newClientData('player', rec.seat, ctx.cfg);
  sendWelcome(ctx, client, host.session);
  sendHistory(ctx, client);
  ctx.afterChange();
}

/**
 * The seat's previous session loses it: a pending reconnection token stops working, and a connection
 * still open (the other device) is detached from the seat at once (no more actions, no hidden cards,
 * no seat key in a later welcome; its leave then touches nothing) and closed with a clear code.
 */
function displace(ctx: TableContext, room: ReclaimRoom, sessionId: string): void {
  room.cancelReconnection(sessionId);
  const old = ctx.clients.find((c) => c.sessionId === sessionId);
  if (!old) return;
  const d = old.userData as ClientData | undefined;
  if (d) d.seat = null;
  old.view = new StateView();
  old.leave(CLOSE_CODE.seatTakenElsewhere, 'This seat continued on another device');
}
