/**
 * Security headers on every HTTP response (the web client, the API, matchmaking): a content security
 * policy that lets the built client do what it does and nothing else, `nosniff`, a referrer policy,
 * and no framing, except on the pages named in FRAMEABLE (made to be embedded by streaming software).
 *
 * What the client needs (checked on the vite build in Chromium, e2e/csp.test.ts): its own scripts,
 * styles and sounds; images from data: and blob: URLs (three's loaders, the inline favicon); the
 * websocket and API on its own origin. React sets styles through the CSSOM, which CSP does not
 * restrict; inline style attributes and style elements (drei/React in a few places) need
 * 'unsafe-inline' for styles only. No eval: msgpackr and zod fall back when `new Function` is refused.
 */
import type http from 'node:http';
import { TABLE_ID_CHARS } from '../../shared/protocol/protocol.js';

/**
 * Pages that may be framed by any site, each with why. The id is the one the client's overlay route
 * accepts (client/overlay/overlayQuery.ts overlayTableFromUrl), so a framed page is always the overlay:
 * with any other segment the client shows the app itself (a table from `?table=`, with its controls).
 */
export const FRAMEABLE: readonly { name: string; path: RegExp }[] = [
  { name: 'stream overlay (OBS and other streaming software embed it)', path: new RegExp(`^/table/${TABLE_ID_CHARS}/overlay/?$`) },
];

const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
];

const CLOSED = [...POLICY, "frame-ancestors 'none'"].join('; ');
const OPEN = [...POLICY, 'frame-ancestors *'].join('; ');

export function isFrameable(urlPath: string): boolean {
  return FRAMEABLE.some((rule) => rule.path.test(urlPath));
}

export function setSecurityHeaders(req: http.IncomingMessage, res: http.ServerResponse): void {
  const urlPath = (req.url ?? '/').split('?', 1)[0]!;
  const frameable = isFrameable(urlPath);
  res.setHeader('Content-Security-Policy', frameable ? OPEN : CLOSED);
  if (!frameable) res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

/** Runs before every other request listener of the server (Colyseus's matchmaking included). */
export function installSecurityHeaders(server: http.Server): void {
  server.prependListener('request', setSecurityHeaders);
}
