/**
 * On a table with a broadcast delay whose host did not let spectators watch live (`liveSpectators`),
 * every spectator is a delayed one: `joinById(tableId, { spectator: true })` and
 * `joinOrCreate('audience', { tableId })` land in the table's delayed public room too (the lobby's
 * Watch, spectate links, a crowd's audience rooms), so nobody who is not seated sees the table live.
 *
 * Where `joinById(tableId, { spectator: true, delayed: true [, caster: true + casterKey | seatViewKey | seatKey] })`
 * lands: never in the live table room, but in a delayed room of that table and view (joinOrCreate,
 * filtered by table, view and the hash of the seat's view key), whose seat reservation colyseus.js then consumes. The table's
 * listing says at once whether it has a delay, a caster view and spectators; the delayed room checks
 * again with the table itself, and a seat key is checked only there, by the table, in constant time
 * (any wrong key: the same answer). This route is the only way in: a delayed room's listing carries
 * its filter fields (the seat stream's hash too), so any other matchmaking call for one is refused
 * before a room is looked up (refuseUnroutedDelayedJoin, app.ts).
 */
import type http from 'node:http';
import { ErrorCode, matchMaker, ServerError } from '@colyseus/core';
import { PASS_ROUTE } from '../colyseus/patches.js';
import { parseAudienceOptions } from '../audience/audienceOptions.js';
import type { RateLimitConfig } from '../config.js';
import { AddressBuckets } from '../net/rateLimit.js';
import { parseJoinOptions } from '../../shared/protocol/joinOptions.js';
import { AUDIENCE_ROOM_NAME, MATCHMAKE_CODE, ROOM_NAME } from '../../shared/protocol/protocol.js';
import type { TableMetadata } from '../lobby/tableListing.js';
import { joinRefused } from '../rooms/refusals.js';
import { hashSeatKey, seatStreamHash } from '../seats/seatKeys.js';
import { DELAYED_REFUSALS, DELAYED_ROOM_NAME, type DelayedTarget } from './delayedWire.js';

/** A matchmaking route (colyseus/patches.ts routeMatchmaking): delayed joins only, undefined for the rest. */
export function routeDelayedJoin(
  method: string,
  roomName: string,
  clientOptions: unknown,
  authOptions: unknown,
): Promise<unknown> | undefined {
  if (method === 'joinOrCreate' && roomName === AUDIENCE_ROOM_NAME) {
    const audience = parseAudienceOptions(clientOptions);
    return audience.ok ? behindTheDelay(audience.value.tableId, authOptions) : undefined;
  }
  if (method !== 'joinById') return undefined;
  const req = parseJoinOptions(clientOptions);
  if (req.ok && req.value.role === 'spectator') return behindTheDelay(roomName, authOptions);
  if (!req.ok || req.value.role !== 'delayed') return undefined;
  const view = req.value.view;
  // A seat or caster key is checked only by the table, after a delayed room is opened for it: counted per address.
  if (view.kind !== 'public' && !keyedViews.allow(authOptions))
    return Promise.reject(new ServerError(MATCHMAKE_CODE.crowded, KEYED_VIEWS_REFUSAL));
  return (async () => {
    const [table] = await matchMaker.query({ roomId: roomName, name: ROOM_NAME });
    if (!table) throw new ServerError(ErrorCode.MATCHMAKE_INVALID_ROOM_ID, `room "${roomName}" not found`);
    const meta = (table.metadata ?? {}) as Partial<TableMetadata>;
    if (!((meta.broadcastDelaySeconds ?? 0) > 0)) throw joinRefused(DELAYED_REFUSALS.noDelay);
    if (view.kind === 'caster' && !meta.casterView) throw joinRefused(DELAYED_REFUSALS.noCaster);
    if (view.kind !== 'seat' && meta.spectatorsAllowed === false) throw joinRefused(DELAYED_REFUSALS.noSpectators);
    const target: DelayedTarget =
      view.kind === 'seat'
        ? {
            tableId: roomName,
            view: 'seat',
            keyHash: 'viewKey' in view ? hashSeatKey(view.viewKey) : seatStreamHash(hashSeatKey(view.seatKey)),
          }
        : view.kind === 'caster'
          ? { tableId: roomName, view: 'caster', keyHash: hashSeatKey(view.casterKey) }
          : { tableId: roomName, view: 'public' };
    const options = { ...target };
    ROUTED.add(options);
    return matchMaker.joinOrCreate(DELAYED_ROOM_NAME, options, authOptions as Parameters<typeof matchMaker.joinOrCreate>[2]);
  })();
}

/**
 * A live spectator's join (table room or audience room) of a table whose spectators all watch behind its
 * delay: the delayed public room instead (welcome with `view: 'public'` and `delaySeconds`, which the
 * client shows as "N s behind live"). Any other table: Colyseus answers the call as asked.
 */
async function behindTheDelay(tableId: string, authOptions: unknown): Promise<unknown> {
  const [table] = await matchMaker.query({ roomId: tableId, name: ROOM_NAME });
  const meta = (table?.metadata ?? {}) as Partial<TableMetadata>;
  if (!table || !((meta.broadcastDelaySeconds ?? 0) > 0) || meta.liveSpectators !== false) return PASS_ROUTE;
  if (meta.spectatorsAllowed === false) throw joinRefused(DELAYED_REFUSALS.noSpectators);
  const options = { tableId, view: 'public' } satisfies DelayedTarget;
  ROUTED.add(options);
  return matchMaker.joinOrCreate(DELAYED_ROOM_NAME, options, authOptions as Parameters<typeof matchMaker.joinOrCreate>[2]);
}

/**
 * Seat and caster views asked per address. A key that opens nothing still opens a delayed room (in
 * whatever process the matchmaker picks) until the table refuses it: without a limit, one address sending
 * random keys made thousands of rooms a minute. A streamer's overlay asks once per (re)load; 30 at once,
 * then one per 2 s.
 */
class KeyedViewLimit {
  private counted: { addressOf: (req: http.IncomingMessage) => string; buckets: AddressBuckets } | null = null;

  configure(addressOf: (req: http.IncomingMessage) => string, limit: RateLimitConfig): void {
    // Past 10,000 addresses held: a fresh start for everyone, the safe side.
    this.counted = { addressOf, buckets: new AddressBuckets(limit, { maxAddresses: 10_000 }) };
  }

  allow(authOptions: unknown): boolean {
    const req = (authOptions as { req?: http.IncomingMessage } | undefined)?.req;
    if (!req || !this.counted) return true; // a server-side call
    return this.counted.buckets.take(this.counted.addressOf(req));
  }
}

const keyedViews = new KeyedViewLimit();

export const KEYED_VIEWS_REFUSAL = 'Too many seat or caster views asked from your address: wait a few seconds and try again';

/** Sets how seat and caster views are counted per address (app.ts, once per server start). */
export function limitKeyedViews(addressOf: (req: http.IncomingMessage) => string, limit: RateLimitConfig): void {
  keyedViews.configure(addressOf, limit);
}

/**
 * The options objects this routing handed to the matchmaker, and only those: a delayed room is joined
 * or made for them alone (app.ts refuses any other call before looking a room up). A client's own
 * `join`/`joinOrCreate`/`create('delayed', …)` or `joinById(delayedRoomId, …)` never reaches one,
 * whatever it sends: options that came over HTTP are fresh objects, never in this set.
 */
const ROUTED = new WeakSet<object>();

/** Whether `options` are this routing's (the one way into a delayed room), else the refusal. */
export function refuseUnroutedDelayedJoin(options: unknown): string | null {
  return typeof options === 'object' && options !== null && ROUTED.has(options)
    ? null
    : 'Delayed broadcasts are watched through their table: joinById(tableId, { spectator: true, delayed: true })';
}
