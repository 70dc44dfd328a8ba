/**
 * Security headers on every response of the real server: the page, the SPA fallback, the API and
 * Colyseus's matchmaking: a CSP without eval or inline scripts, nosniff, a referrer policy and no
 * framing, except the stream overlay pages (a named rule). The other table keeps its pace while
 * pages are fetched.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAMEABLE, isFrameable } from '../net/securityHeaders.js';
import { reportPace, serverWithPace } from './botPace.js';

const staticDir = mkdtempSync(path.join(tmpdir(), 'ember-headers-'));
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Emberforge</title>');
writeFileSync(path.join(staticDir, 'app.js'), 'console.log(1)');

const env = serverWithPace({ staticDir });

function expectClosed(h: Headers, what: string): void {
  const csp = h.get('content-security-policy') ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).not.toContain('unsafe-eval');
  expect(csp, what).toContain("object-src 'none'");
  expect(h.get('x-frame-options'), what).toBe('DENY');
  expect(h.get('x-content-type-options'), what).toBe('nosniff');
  expect(h.get('referrer-policy'), what).toBe('no-referrer');
}

describe('security headers', () => {
  it('are on every response; only the overlay pages may be framed', async () => {
    const idle = await env.pace.measure(1500);
    const { pace: attacked, result } = await env.pace.during(async () => {
      const out: [string, Headers][] = [];
      for (let i = 0; i < 50; i++)
        for (const p of ['/', '/app.js', '/table/abc123', '/api/tables', '/api/nope'])
          out.push([p, (await fetch(`${env.server.http}${p}`)).headers]);
      const mm = await fetch(`${env.server.http}/matchmake/joinById/nosuchroom`, { method: 'POST', body: '{}' });
      out.push(['/matchmake/joinById', mm.headers]);
      return out;
    });
    reportPace('251 page and API fetches', idle, attacked);
    expect(attacked).toBeGreaterThan(idle / 4);
    for (const [p, h] of result) expectClosed(h, p);

    const overlay = await fetch(`${env.server.http}/table/abc123/overlay`);
    expect(overlay.status).toBe(200);
    expect(overlay.headers.get('x-frame-options')).toBeNull();
    expect(overlay.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(overlay.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the framing exception is one named rule for /table/<id>/overlay only', () => {
    expect(FRAMEABLE.map((r) => r.name)).toEqual([expect.stringContaining('stream overlay')]);
    expect(isFrameable('/table/abc/overlay')).toBe(true);
    expect(isFrameable('/table/abc/overlay/')).toBe(true);
    for (const p of ['/table/abc', '/table/abc/overlay/x', '/table//overlay', '/x/table/abc/overlay', '/'])
      expect(isFrameable(p), p).toBe(false);
    // Only an id the client's overlay route accepts: any other segment shows the app, which must not be framed.
    for (const p of ['/table/!!/overlay', '/table/%21/overlay', `/table/${'a'.repeat(65)}/overlay`, '/table/a.b/overlay'])
      expect(isFrameable(p), p).toBe(false);
  });
});
