/**
 * Scale-out (issue 11): with REDIS_URL every process runs Colyseus's RedisPresence and RedisDriver,
 * so the rooms of all processes share one listing (the lobby, joinById to any table) and one
 * pub/sub (remote room calls, audience rooms following a table in another process). Each process
 * listens on its own PORT and announces its own PUBLIC_ADDRESS (host:port or host/path as clients
 * reach it): a seat reservation carries the address of the process that holds the room, and
 * colyseus.js connects its websocket there, so a load balancer needs no sticky sessions.
 * Without REDIS_URL: one process with Colyseus's LocalPresence / LocalDriver, as before.
 */
import { matchMaker, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { AUDIENCE_ROOM_NAME } from '../../shared/protocol/protocol.js';
import { parseAudienceOptions } from '../audience/audienceOptions.js';

export interface ScaleOutConfig {
  /** redis://host:port/db shared by every process; null = one process, nothing shared. */
  redisUrl: string | null;
  /** How clients reach this process (host:port[/path], no scheme); needed with redisUrl. */
  publicAddress: string | null;
}

/** The part of Colyseus's ServerOptions that scale-out sets. */
export interface ScaleOutServerOptions {
  presence?: Presence;
  driver?: matchMaker.MatchMakerDriver;
  publicAddress?: string;
  selectProcessIdToCreateRoom?: (roomName: string, clientOptions: unknown) => Promise<string>;
}

/** REDIS_URL and PUBLIC_ADDRESS (default localhost:PORT, right only when clients run on this machine). */
export function scaleOutFromEnv(env: NodeJS.ProcessEnv, port: number): ScaleOutConfig {
  const redisUrl = env.REDIS_URL?.trim() || null;
  const publicAddress = env.PUBLIC_ADDRESS?.trim().replace(/^\w+:\/\//, '') || (redisUrl ? `localhost:${port}` : null);
  return { redisUrl, publicAddress };
}

/** What the server is built with: nothing extra without Redis. */
export function scaleOutOptions(cfg: ScaleOutConfig): ScaleOutServerOptions {
  if (!cfg.redisUrl) return cfg.publicAddress ? { publicAddress: cfg.publicAddress } : {};
  return {
    presence: new RedisPresence(cfg.redisUrl),
    driver: new RedisDriver(cfg.redisUrl),
    ...(cfg.publicAddress ? { publicAddress: cfg.publicAddress } : {}),
    selectProcessIdToCreateRoom: (roomName, clientOptions) => processForNewRoom(roomName, clientOptions),
  };
}

/**
 * Where a new room is made. A table (and a delayed room) in the process that took the request (the
 * load balancer already spread those), never forwarded: the creator token and the table's clock live
 * where the request came in. An audience room in the process with the fewest audience rooms of that
 * table (the driver's listing, up to date as rooms open), then the fewest clients (Colyseus's
 * per-process counts, shared through Redis about once a second): otherwise whichever process took the
 * join that found every room full made it, and a large audience could all land on one process while
 * another idled (10,000 spectators of the audience bench: 85% and 7% of a core).
 */
export async function processForNewRoom(roomName: string, clientOptions?: unknown): Promise<string> {
  if (roomName !== AUDIENCE_ROOM_NAME) return matchMaker.processId;
  const target = parseAudienceOptions(clientOptions);
  if (!target.ok) return matchMaker.processId; // refused before (app.ts: audienceJoinRefusal), and by the room itself
  const [processes, rooms] = await Promise.all([
    matchMaker.stats.fetchAll(),
    matchMaker.query({ name: AUDIENCE_ROOM_NAME, tableId: target.value.tableId }),
  ]);
  const roomsOf = (processId: string) => rooms.filter((r) => r.processId === processId).length;
  return leastLoaded(processes.map((p) => ({ processId: p.processId, rooms: roomsOf(p.processId), ccu: p.ccu }))) ?? matchMaker.processId;
}

interface ProcessLoad {
  processId: string;
  /** Audience rooms of the table the new room follows. */
  rooms: number;
  ccu: number;
}

/** The process with the fewest rooms of the table, then the fewest clients (the first listed among equals); undefined for none. */
export function leastLoaded(processes: readonly ProcessLoad[]): string | undefined {
  let best: ProcessLoad | undefined;
  for (const p of processes) if (!best || p.rooms < best.rooms || (p.rooms === best.rooms && p.ccu < best.ccu)) best = p;
  return best?.processId;
}

/** The words for the start line: how this process is joined to the others. */
export function describeScaleOut(cfg: ScaleOutConfig): string {
  if (!cfg.redisUrl) return 'one process';
  return `scale-out over Redis ${redactUrl(cfg.redisUrl)}, public address ${cfg.publicAddress}`;
}

/** redis://user:secret@host → redis://user:***@host (no password in logs). */
export function redactUrl(url: string): string {
  return url.replace(/(\/\/[^:/@]*:)[^@]*@/, '$1***@');
}
