/**
 * The HTTP API's requests per client address (a token bucket each, `ServerConfig.apiLimit`). A game's
 * replay is read from the store inside the event loop: one client asking for it as fast as it could
 * (32 requests at a time, ~250 a second here) held every table's updates back (a health check waited
 * up to 1.8 s). Past the limit: 429 with Retry-After. /api/health is never limited (load balancers).
 */
import type http from 'node:http';
import type express from 'express';
import type { RateLimitConfig } from '../config.js';
import { AddressBuckets } from './rateLimit.js';

export const API_LIMITED_MESSAGE = 'Too many requests from your address: wait a second and try again';

export function apiRateLimit(addressOf: (req: http.IncomingMessage) => string, limit: RateLimitConfig): express.RequestHandler {
  const buckets = new AddressBuckets(limit, { forgetAfterMs: 10 * 60_000 });
  return (req, res, next) => {
    if (req.path === '/health') return next();
    if (buckets.take(addressOf(req))) return next();
    res.setHeader('Retry-After', '1');
    res.status(429).json({ error: API_LIMITED_MESSAGE });
  };
}
