/**
 * The content security policy the server sends does not break the built client: in real Chromium
 * the lobby loads, a table is created, a bot fills the other seat, the game starts and the WebGL
 * table (three, textures, sounds, the websocket) is drawn, with no CSP violation reported (but the
 * two refused eval probes of msgpackr and zod) and no other console error.
 */
import { describe, expect, it } from 'vitest';
import { settle, watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';
import { canvasStats } from './helpers/canvas.js';
import { createTwoSeatTable, fillWithBotsAndStart } from './helpers/lobbyFlow.js';

const e2e = useBrowserAndServer({ logName: 'csp-server' });

describe('content security policy', () => {
  it('lets the built client play: lobby, table, 3D scene, no violation', async () => {
    const problems: PageProblems = { errors: [] };
    const context = await e2e.browser.newContext({ viewport: { width: 1152, height: 720 }, reducedMotion: 'reduce' });
    await context.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const page = await context.newPage();
    watchPage(page, 'csp', problems);
    const csp = page.waitForResponse((r) => r.url() === `${e2e.server.url}/`);
    await createTwoSeatTable(page, e2e.server.url);
    expect((await csp).headers()['content-security-policy']).toContain("script-src 'self'");
    await fillWithBotsAndStart(page);
    await page.getByTestId('hud').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => document.querySelector('canvas') !== null, undefined, { timeout: 180_000, polling: 250 });
    await settle(page);
    const stats = await canvasStats(page, 'csp-canvas');
    expect(stats.colours, 'the table is drawn').toBeGreaterThan(200);
    // msgpackr and zod each probe `new Function` once (try/catch) and fall back when it is refused:
    // those "eval" reports are the policy working; anything else is a real violation.
    const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    console.log(`[csp] violations reported: ${JSON.stringify(violations)}`);
    expect(violations.filter((v) => v !== 'script-src eval')).toEqual([]);
    expect(violations.length).toBeLessThanOrEqual(2);
    expect(problems.errors.filter((e) => !/Refused to evaluate a string as JavaScript/.test(e))).toEqual([]);
    await context.close();
  }, 400_000);
});
