/**
 * Issue 38 (1) in real Chromium: a table created with a 30 s broadcast delay, watched the ways a stream's
 * audience does: the lobby's Watch and the spectate link both show the table behind the delay, with a
 * "30 s behind live" badge, while the table itself is well under way live; the lobby row says the delay.
 * A table whose host let spectators watch live is shown live, without the badge.
 */
import { Client, type Room } from 'colyseus.js';
import { describe, expect, it } from 'vitest';
import { shot, watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';
import { botTable as twoBots, storeOf as watched } from './helpers/overlayPages.js';

const e2e = useBrowserAndServer({ logName: 'delayed-watch-server' });
const DELAY_S = 30;

/**
 * A table of two bots under way (overlayPages.botTable), and how far its game is live. Only seated
 * players see a table watched behind its delay live: there the host takes seat 0, whose turns the bot
 * plays once the 5 s turn clock runs out.
 */
async function botTable(extra: Record<string, unknown>): Promise<{ host: Room; liveVersion: () => number }> {
  const seated = extra.liveSpectators !== true;
  const host = seated
    ? await new Client(e2e.server.url.replace(/^http/, 'ws')).create('table', {
        table: { seats: 2, botDelayMs: 300, turnSeconds: 5, broadcastDelaySeconds: DELAY_S, ...extra },
        name: 'Host',
      })
    : await twoBots(e2e.server.url, { botDelayMs: 300, broadcastDelaySeconds: DELAY_S, ...extra });
  if (seated) {
    host.onMessage('*', () => {});
    host.send('start', { fillBots: true });
  }
  const liveVersion = () => (host.state as { toJSON(): { game?: { version?: number } } }).toJSON().game?.version ?? -1;
  return { host, liveVersion };
}

describe('a delayed table, watched in the browser', () => {
  it('is behind its delay for Watch and for the spectate link, with a badge that says so', async () => {
    const problems: PageProblems = { errors: [] };
    const { host, liveVersion } = await botTable({ tableName: 'On air' });
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    try {
      // The lobby's row names the delay; its Watch opens the table behind it.
      const lobby = await context.newPage();
      watchPage(lobby, 'watch', problems);
      await lobby.goto(`${e2e.server.url}/?noscene=1`);
      await lobby.getByTestId('lobby-refresh').click();
      const watch = lobby.getByTestId(`spectate-${host.roomId}`);
      await watch.waitFor({ timeout: 20_000 });
      await expect(lobby.getByText(`${DELAY_S} s delay`).first().isVisible()).resolves.toBe(true);
      await watch.click();
      // The spectate link, as a stream's viewer opens it.
      const link = await context.newPage();
      watchPage(link, 'link', problems);
      await link.goto(`${e2e.server.url}/table/${host.roomId}?spectate=1&noscene=1`);
      for (const page of [lobby, link]) {
        const badge = page.getByTestId('delay-badge');
        await badge.waitFor({ timeout: 30_000 });
        expect(await badge.innerText()).toContain(`${DELAY_S} s behind live`);
        expect(await badge.getAttribute('data-view')).toBe('public');
        expect((await watched(page)).watch).toEqual({ view: 'public', delaySeconds: DELAY_S });
      }
      // Well into the game live, neither page has seen any of it yet (the delay is 30 s): both still show
      // the waiting room, badge and all.
      await expect.poll(liveVersion, { timeout: 30_000 }).toBeGreaterThan(3);
      for (const page of [lobby, link]) {
        expect((await watched(page)).view).toBeNull();
        expect(await page.getByTestId('waiting-room').isVisible()).toBe(true);
      }
      await shot(link, 'delayed-watch-link');
      expect(problems.errors).toEqual([]);
    } finally {
      await context.close();
      await host.leave();
    }
  }, 120_000);

  it('is live, without the badge, where the host let spectators watch live', async () => {
    const problems: PageProblems = { errors: [] };
    const { host, liveVersion } = await botTable({ tableName: 'Open bench', liveSpectators: true });
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      watchPage(page, 'live', problems);
      await page.goto(`${e2e.server.url}/table/${host.roomId}?spectate=1&noscene=1`);
      await expect.poll(async () => (await watched(page)).view?.version ?? -1, { timeout: 30_000 }).toBeGreaterThan(1);
      expect((await watched(page)).watch).toEqual({ view: 'live', delaySeconds: 0 });
      expect(await page.getByTestId('delay-badge').count()).toBe(0);
      expect(liveVersion()).toBeGreaterThan(1);
      expect(problems.errors).toEqual([]);
    } finally {
      await context.close();
      await host.leave();
    }
  }, 120_000);
});
