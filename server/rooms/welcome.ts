/** What a client is told on arrival: who it is (welcome, with a seated player's own seat key) and, once a game runs, the events so far (history). */
import type { Client } from '@colyseus/core';
import type { Seat } from '../../shared/platform/seats.js';
import type { ClientData } from '../net/messageGuard.js';
import { HISTORY_EVENT_CAP, S2C, type WelcomeMessage } from '../../shared/protocol/protocol.js';
import { seatViewKey } from '../seats/seatKeys.js';
import type { TableContext } from './tableContext.js';

export function sendWelcome(ctx: TableContext, client: Client, hostSession: string | null): void {
  const d = client.userData as ClientData;
  const msg: WelcomeMessage = { role: d.role, seat: d.seat, tableId: ctx.roomId, host: hostSession === client.sessionId };
  // The seat key goes only to the connection that holds the seat now (never a spectator, never a displaced
  // device), with the seat's view key, for an overlay link that opens the seat's delayed view and nothing else.
  const rec = d.role === 'player' && d.seat !== null ? ctx.seats.records[d.seat] : undefined;
  const seatKey = rec && rec.kind === 'human' && rec.sessionId === client.sessionId ? ctx.seats.seatKeyOf(rec.seat) : null;
  if (seatKey) msg.seatKey = seatKey;
  if (seatKey && rec?.seatKeyHash) msg.seatViewKey = seatViewKey(rec.seatKeyHash);
  // The caster view's key goes to the table's creator alone (the caster: their browser keeps it), who
  // watches (a seated creator is refused at the creation: creatorRefusal), never with the host role,
  // which passes on to players.
  if (ctx.casterKey && d.creator && d.role === 'spectator') msg.casterKey = ctx.casterKey;
  client.send(S2C.welcome, msg);
}

/** The game's events so far, redacted for this client, before any live `events` (nothing before the start). */
export function sendHistory(ctx: TableContext, client: Client): void {
  const d = client.userData as ClientData;
  if (!ctx.session.game) return;
  const viewer: Seat | 'spectator' = d.role === 'player' && d.seat !== null ? d.seat : 'spectator';
  client.send(S2C.history, ctx.session.history.wireFor(viewer, HISTORY_EVENT_CAP));
}
