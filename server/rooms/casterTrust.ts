/**
 * A caster sees every hand behind the delay; a hand changes only on its owner's turn, so "60 s ago" is
 * often "now". A caster who also plays cheats. As far as a server can tell who the caster is:
 * - a new seat at a caster table needs its player's consent to the caster (`acceptsCaster`);
 * - no seat (new, or taken back with a seat key) goes to a browser holding the table's caster key (an
 *   honest client sends it: PlayerJoinOptions.casterKey), nor to a network address the caster came
 *   from (the create call's, and every address that opened the caster view: DelayedRoom.casterSeen).
 * What it cannot prevent (a second device on another network) is in docs/CASTING.md.
 */
import type { Client } from '@colyseus/core';
import { CLOSE_CODE } from '../../shared/protocol/protocol.js';
import { CASTER_SEAT_REFUSALS, casterNotAccepted } from '../../shared/protocol/tableOptions.js';
import type { ClientData } from '../net/messageGuard.js';
import type { ReservationAuth } from '../net/seatReservations.js';
import { hashSeatKey, matchSeatKeyHash } from '../seats/seatKeys.js';
import { delayMsOf } from '../delayed/openDelayed.js';
import type { TableContext } from './tableContext.js';

/** The network address a client's join came from (its reservation's; null for a server-side join). */
export function joinAddressOf(client: Client): string | null {
  return (client.auth as ReservationAuth | undefined)?.address ?? null;
}

/** The creator of a caster table is its caster: their address is the caster's. */
export function rememberCasterAddress(ctx: TableContext, client: Client): void {
  const address = joinAddressOf(client);
  if (ctx.casterKey && address !== null) ctx.casterAddresses.add(address);
}

/** Why this client may not sit at the table (a new seat, or one taken back with a seat key), or null. */
export function casterSeatRefusal(
  ctx: TableContext,
  client: Client,
  join: { casterKey: string | null; acceptsCaster?: boolean },
): string | null {
  if (!ctx.casterKey) return null;
  // Compared as the caster stream's hash is (seatKeys.ts: constant time, whatever the key presented).
  if (join.casterKey !== null && matchSeatKeyHash(hashSeatKey(join.casterKey), [hashSeatKey(ctx.casterKey)]) === 0)
    return CASTER_SEAT_REFUSALS.key;
  const address = joinAddressOf(client);
  if (ctx.cfg.refuseSeatsAtCasterAddress && address !== null && ctx.casterAddresses.has(address)) return CASTER_SEAT_REFUSALS.address;
  if (join.acceptsCaster === false) return casterNotAccepted(ctx.opts);
  return null;
}

/** Spectators of this table may watch only behind its delay (a delay, and live spectators not allowed). */
export function watchedOnlyBehindDelay(ctx: TableContext): boolean {
  return delayMsOf(ctx.cfg, ctx.opts) > 0 && !ctx.opts.liveSpectators;
}

/**
 * The game is about to be dealt on a table watched only behind its delay: every spectator the table room
 * still has (its caster, or a creator who watches: nobody else is routed here) is let go before the first
 * dealt state, with CLOSE_CODE.behindTheDelay, and watches on in a delayed room. A closing socket is sent
 * nothing more (ws sends only on an open socket), so the deal never reaches them live.
 */
export function sendWatchersBehindTheDelay(ctx: TableContext): void {
  if (!watchedOnlyBehindDelay(ctx)) return;
  for (const client of ctx.clients) {
    const d = client.userData as ClientData | undefined;
    if (d?.role === 'spectator') client.leave(CLOSE_CODE.behindTheDelay);
  }
}
