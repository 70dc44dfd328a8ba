/**
 * Where `joinById(tableId, { spectator: true, delayed: true [, caster: true | seatKey] })` lands: never
 * in the live table room, but in a delayed room of that table and view (joinOrCreate, filtered by
 * table, view and seat-key hash), whose seat reservation colyseus.js then consumes. The table's
 * listing says at once whether it has a delay, a caster view and spectators; the delayed room checks
 * again with the table itself (a caller may skip this route and joinOrCreate('delayed') directly), and
 * a seat key is checked only there, by the table, in constant time (any wrong key: the same answer).
 */
import { ErrorCode, matchMaker, ServerError } from '@colyseus/core';
import { parseJoinOptions } from '../../shared/protocol/joinOptions.js';
import { ROOM_NAME } from '../../shared/protocol/protocol.js';
import type { TableMetadata } from '../lobby/tableListing.js';
import { joinRefused } from '../rooms/refusals.js';
import { hashSeatKey } from '../seats/seatKeys.js';
import { DELAYED_REFUSALS, DELAYED_ROOM_NAME, type DelayedTarget } from './delayedWire.js';

/** A matchmaking route (colyseus/patches.ts routeMatchmaking): delayed joins only, undefined for the rest. */
export function routeDelayedJoin(
  method: string,
  roomName: string,
  clientOptions: unknown,
  authOptions: unknown,
): Promise<unknown> | undefined {
  if (method !== 'joinById') return undefined;
  const req = parseJoinOptions(clientOptions);
  if (!req.ok || req.value.role !== 'delayed') return undefined;
  const view = req.value.view;
  return (async () => {
    const [table] = await matchMaker.query({ roomId: roomName, name: ROOM_NAME });
    if (!table) throw new ServerError(ErrorCode.MATCHMAKE_INVALID_ROOM_ID, `room "${roomName}" not found`);
    const meta = (table.metadata ?? {}) as Partial<TableMetadata>;
    if (!((meta.broadcastDelaySeconds ?? 0) > 0)) throw joinRefused(DELAYED_REFUSALS.noDelay);
    if (view.kind === 'caster' && !meta.casterView) throw joinRefused(DELAYED_REFUSALS.noCaster);
    if (view.kind !== 'seat' && meta.spectatorsAllowed === false) throw joinRefused(DELAYED_REFUSALS.noSpectators);
    const target: DelayedTarget =
      view.kind === 'seat'
        ? { tableId: roomName, view: 'seat', keyHash: hashSeatKey(view.seatKey) }
        : { tableId: roomName, view: view.kind };
    return matchMaker.joinOrCreate(DELAYED_ROOM_NAME, { ...target }, authOptions as Parameters<typeof matchMaker.joinOrCreate>[2]);
  })();
}
