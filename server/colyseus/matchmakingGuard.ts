/**
 * Colyseus patch 2 (patches.ts): the matchmaking HTTP routes guarded (body size, table creations per
 * address, waiting for the restore).
 * Checked against the versions in COLYSEUS_CHECKED_AGAINST (patches.ts): patches.test.ts fails when an
 * upgrade changes what it relies on.
 */
import type http from 'node:http';
import type { RateLimitConfig } from '../config.js';
import { AddressBuckets } from '../net/rateLimit.js';
import { settlesWithin } from '../net/settlesWithin.js';
import { MATCHMAKE_CODE } from '../../shared/protocol/protocol.js';

/**
 * Guards Colyseus's matchmaking HTTP routes, which read any request body whole and let anyone create
 * rooms: bodies over `maxBodyBytes` get 413, and table creation is rate limited per IP address.
 * Installed in front of the listeners Colyseus put on the HTTP server.
 *
 * Which requests are matchmaking, and which method they call, is decided exactly as Colyseus decides
 * it (`Server.attachMatchMakingRoutes` / `handleMatchMakeRequest`): any URL containing "/matchmake",
 * split into runs of [a-zA-Z0-9_-]; the method is the run after "matchmake" (or the first run when
 * there is no such run). A stricter pattern here would let `/matchmake//create/table`,
 * `/matchmake.create.table` or `/create/table/matchmakeX` reach Colyseus's create unguarded.
 */
export interface MatchmakeGuardOptions {
  maxBodyBytes: number;
  create: RateLimitConfig;
  /** The key a request's creations are counted under (server/net/clientAddress.ts). */
  addressOf: (req: http.IncomingMessage) => string;
  /**
   * Matchmaking requests wait for it (the tables of the last run being restored): until then a
   * restored table's id would be answered "not found", and a client would give its seat up for lost.
   */
  ready?: Promise<void>;
  /** How long a request waits for `ready` before it is told to try again (503, the 'crowded' code: clients retry). */
  readyWaitMs?: number;
  /** The clock the creation limit refills on (ms; the server's, so tests move it); default performance.now. */
  now?: () => number;
}

/** Seconds until one more table may be created once an address is past `limit`: one token's refill. */
export function createRetrySeconds(limit: RateLimitConfig): number {
  return Math.ceil(1 / limit.perSecond);
}

/** The 429 answer past the creation limit: what the limit is, and when to try again. */
export function tooManyTablesMessage(limit: RateLimitConfig): string {
  const perMinute = Math.round(limit.perSecond * 60 * 10) / 10;
  return `Too many tables created from your address: at most ${perMinute} a minute (${limit.burst} at once). Try again in ${createRetrySeconds(limit)} s.`;
}

export const MATCHMAKE_ROUTE = 'matchmake';
/** Colyseus's `matchMaker.controller.allowedRoomNameChars`. */
export const MATCHMAKE_URL_PARTS = /[a-zA-Z_\-0-9]+/g;
const CREATING = new Set(['create', 'joinOrCreate']);

/** The matchmaking method Colyseus 0.16 will invoke for this URL, or null if it is not a matchmaking URL. */
export function matchmakeMethod(url: string): string | null {
  if (!url.includes(`/${MATCHMAKE_ROUTE}`)) return null;
  const parts: string[] = url.match(MATCHMAKE_URL_PARTS) ?? [];
  const i = parts.indexOf(MATCHMAKE_ROUTE);
  return parts[i + 1] ?? '';
}

/** The room name of a matchmaking URL (`/matchmake/<method>/<room>`), or null. */
export function matchmakeRoomName(url: string): string | null {
  if (!url.includes(`/${MATCHMAKE_ROUTE}`)) return null;
  const parts: string[] = url.match(MATCHMAKE_URL_PARTS) ?? [];
  return parts[parts.indexOf(MATCHMAKE_ROUTE) + 2] ?? null;
}

/** Audience rooms (shared/protocol AUDIENCE_ROOM_NAME): their joinOrCreate is not a table creation. */
const AUDIENCE_ROOM = 'audience';

export function guardMatchmaking(server: http.Server, opts: MatchmakeGuardOptions): void {
  const inner = server.listeners('request') as ((req: http.IncomingMessage, res: http.ServerResponse) => void)[];
  server.removeAllListeners('request');
  const creations = new AddressBuckets(opts.create, { forgetAfterMs: 10 * 60_000 }, opts.now);
  let ready = opts.ready === undefined;
  void opts.ready?.then(() => (ready = true));
  const waitMs = opts.readyWaitMs ?? 15_000;
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (ready || matchmakeMethod(req.url ?? '') === null) return handle(req, res);
    // The body is not read while it waits: the stream stays paused for Colyseus. A restore that takes
    // too long (a database that does not answer) never leaves a request hanging.
    void settlesWithin(opts.ready!, waitMs).then((inTime) => (inTime ? handle(req, res) : refuseStarting(res)));
  });
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const method = matchmakeMethod(req.url ?? '');
    if (method !== null) {
      const length = Number(req.headers['content-length'] ?? 0);
      if (!(length <= opts.maxBodyBytes)) return refuseRequest(res, 413, 'request too large');
      let seen = 0;
      req.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > opts.maxBodyBytes) req.destroy();
      });
      // Creating tables is limited per address; joining an audience room (which may open one) is a spectator's join.
      if (req.method === 'POST' && CREATING.has(method) && matchmakeRoomName(req.url ?? '') !== AUDIENCE_ROOM) {
        if (!creations.take(opts.addressOf(req)))
          return refuseRequest(res, 429, tooManyTablesMessage(opts.create), { 'Retry-After': String(createRetrySeconds(opts.create)) });
      }
    }
    for (const listener of inner) listener.call(server, req, res);
  };
}

/** 503 with the 'crowded' code: colyseus.js rejects with it, and the client tries again shortly (client/net/comeBack.ts). */
function refuseStarting(res: http.ServerResponse): void {
  res.writeHead(503, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', 'Retry-After': '2' });
  res.end(JSON.stringify({ code: MATCHMAKE_CODE.crowded, error: 'The server is starting: try again in a moment' }));
}

function refuseRequest(res: http.ServerResponse, status: number, error: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', ...headers });
  res.end(JSON.stringify({ code: status, error }));
}
