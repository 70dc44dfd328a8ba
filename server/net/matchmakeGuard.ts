/**
 * Guards Colyseus's matchmaking HTTP routes, which read any request body whole and let anyone create
 * rooms: bodies over `maxBodyBytes` get 413, and table creation is rate limited per IP address.
 * Installed in front of the listeners Colyseus put on the HTTP server.
 */
import type http from 'node:http';
import type { RateLimitConfig } from '../config.js';
import { TokenBucket } from './rateLimit.js';

export interface MatchmakeGuardOptions {
  maxBodyBytes: number;
  create: RateLimitConfig;
}

export function guardMatchmaking(server: http.Server, opts: MatchmakeGuardOptions): void {
  const inner = server.listeners('request') as ((req: http.IncomingMessage, res: http.ServerResponse) => void)[];
  server.removeAllListeners('request');
  const buckets = new Map<string, TokenBucket>();
  const sweep = setInterval(() => buckets.clear(), 10 * 60_000);
  sweep.unref();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = req.url ?? '';
    if (url.includes('/matchmake/')) {
      const length = Number(req.headers['content-length'] ?? 0);
      if (length > opts.maxBodyBytes) return refuse(res, 413, 'request too large');
      let seen = 0;
      req.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > opts.maxBodyBytes) req.destroy();
      });
      if (req.method === 'POST' && /\/matchmake\/(create|joinOrCreate)\//.test(url)) {
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
