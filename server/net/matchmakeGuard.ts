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
import type http from 'node:http';
import type { RateLimitConfig } from '../config.js';
import { TokenBucket } from './rateLimit.js';

export interface MatchmakeGuardOptions {
  maxBodyBytes: number;
  create: RateLimitConfig;
}

const ROUTE = 'matchmake';
const CREATING = new Set(['create', 'joinOrCreate']);

/** The matchmaking method Colyseus 0.16 will invoke for this URL, or null if it is not a matchmaking URL. */
export function matchmakeMethod(url: string): string | null {
  if (!url.includes(`/${ROUTE}`)) return null;
  const parts: string[] = url.match(/[a-zA-Z_\-0-9]+/g) ?? [];
  const i = parts.indexOf(ROUTE);
  return parts[i + 1] ?? '';
}

export function guardMatchmaking(server: http.Server, opts: MatchmakeGuardOptions): void {
  const inner = server.listeners('request') as ((req: http.IncomingMessage, res: http.ServerResponse) => void)[];
  server.removeAllListeners('request');
  const buckets = new Map<string, TokenBucket>();
  const sweep = setInterval(() => buckets.clear(), 10 * 60_000);
  sweep.unref();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const method = matchmakeMethod(req.url ?? '');
    if (method !== null) {
      const length = Number(req.headers['content-length'] ?? 0);
      if (!(length <= opts.maxBodyBytes)) return refuse(res, 413, 'request too large');
      let seen = 0;
      req.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > opts.maxBodyBytes) req.destroy();
      });
      if (req.method === 'POST' && CREATING.has(method)) {
        const ip = req.socket.remoteAddress ?? 'unknown';
        let bucket = buckets.get(ip);
        if (!bucket) buckets.set(ip, (bucket = new TokenBucket(opts.create)));
        if (!bucket.take()) return refuse(res, 429, 'too many tables created: wait a little');
      }
    }
    for (const listener of inner) listener.call(server, req, res);
  });
}

function refuse(res: http.ServerResponse, status: number, error: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
  res.end(JSON.stringify({ code: status, error }));
}
