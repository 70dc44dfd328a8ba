/**
 * The game screen takes a backlog of table updates delivered back to back (a starved page: see
 * helpers/updateBacklog.ts) with one commit each: a spectator's 3D table stays, at 1920x1080 and on a
 * phone, and the moment banner announces the last big moments. (The overlay's own check is in
 * overlay.test.ts.) Before, the moment banner and the overlay's ticker set their state in an effect
 * on each update, and React dropped the 3D table with "Maximum update depth exceeded".
 */
import { Client } from 'colyseus.js';
import { describe, expect, it } from 'vitest';
import { watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';
import { deliverBacklog } from './helpers/updateBacklog.js';

const e2e = useBrowserAndServer({ logName: 'backlog-server' });

describe('a backlog of updates', () => {
  it('leaves a spectator the 3D table and the last big moments, on a desktop and on a phone', async () => {
    const host = await new Client(`ws://127.0.0.1:${e2e.server.port}`).create('table', {
      table: { tableName: 'Backlog', seats: 2, botDelayMs: 200 },
      spectator: true,
    });
    host.onMessage('*', () => {});
    host.send('start', { fillBots: true });
    try {
      for (const viewport of [
        { width: 1920, height: 1080 },
        { width: 390, height: 844 },
      ]) {
        const problems: PageProblems = { errors: [] };
        const context = await e2e.browser.newContext({ viewport, reducedMotion: 'reduce', locale: 'en-GB' });
        const page = await context.newPage();
        watchPage(page, `backlog-${viewport.width}`, problems);
        try {
          await page.goto(`${e2e.server.url}/table/${host.roomId}?spectate=1`);
          await page.waitForFunction(() => document.querySelector('canvas') !== null, undefined, { timeout: 120_000 });
          // The canvas shows the empty table while joining; the HUD (and its moment banner) comes with the view.
          await page.getByTestId('hud').waitFor({ state: 'attached', timeout: 120_000 });
          const backlog = await deliverBacklog(page, '[data-testid="moment-overheat"]');
          expect(backlog.errors.join('\n'), `${viewport.width} px`).toBe('');
          expect(backlog.canvases, `the 3D table is still there at ${viewport.width} px`).toBe(1);
          expect(backlog.announced, 'the last big moments').toBe(3);
          expect(problems.errors).toEqual([]);
        } finally {
          await context.close();
        }
      }
    } finally {
      await host.leave().catch(() => {});
    }
  }, 300_000);
});
