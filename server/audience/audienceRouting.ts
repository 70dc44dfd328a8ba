/**
 * Where `joinOrCreate('audience', { tableId })` lands: an audience room of that table **in the process
 * the request reached**, opening one there when its own are full. Colyseus alone fills any room of
 * the table in the whole cluster (RedisDriver), so every spectator could end up in one process while
 * the load balancer spread the requests evenly; with the process as a filter, each process serves the
 * spectators sent to it. The process id is set here, over anything the client sent under that name.
 * Audience rooms are defined with `filterBy(AUDIENCE_FILTER)`.
 */
import { matchMaker } from '@colyseus/core';
import { AUDIENCE_ROOM_NAME } from '../../shared/protocol/protocol.js';

export const AUDIENCE_FILTER = ['tableId', 'process'];

/** A matchmaking route (colyseus/patches.ts routeMatchmaking): audience joinOrCreate only, undefined for the rest. */
export function routeAudienceJoin(
  method: string,
  roomName: string,
  clientOptions: unknown,
  authOptions: unknown,
): Promise<unknown> | undefined {
  if (method !== 'joinOrCreate' || roomName !== AUDIENCE_ROOM_NAME) return undefined;
  const options = typeof clientOptions === 'object' && clientOptions !== null ? clientOptions : {};
  return matchMaker.joinOrCreate(
    AUDIENCE_ROOM_NAME,
    { ...options, process: matchMaker.processId },
    authOptions as Parameters<typeof matchMaker.joinOrCreate>[2],
  );
}
