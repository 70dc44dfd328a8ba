/**
 * A part of the app that cannot be fetched (a phone's connection drops while a chunk loads, or a new
 * version replaced the chunk names) in real Chromium: the game screen's chunk fails → the page says
 * so with a reload button, never a blank page, and the reload brings the player back to their seat;
 * the 3D table's chunk fails → the HUD keeps working, a line over the table offers the reload, and
 * the reload draws the table.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';
import { createTwoSeatTable, fillWithBotsAndStart } from './helpers/lobbyFlow.js';

const e2e = useBrowserAndServer({ logName: 'load-failure-server' });

/** Fails every request for the chunk whose file name starts with `chunk` while `failing.on`. */
async function failChunk(page: Page, chunk: string) {
  const failing = { on: true, hits: 0 };
  await page.route(`**/assets/${chunk}-*.js`, async (route) => {
    if (!failing.on) return route.continue();
    failing.hits++;
    return route.abort('internetdisconnected');
  });
  return failing;
}

/** From the lobby to a started 2-seat game against a bot. */
async function startGame(page: Page): Promise<void> {
  await createTwoSeatTable(page, e2e.server.url);
  await fillWithBotsAndStart(page);
}

describe('a chunk that cannot be fetched', () => {
  it('the game screen: a clear page with a reload button, and the reload gives the seat back', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const failing = await failChunk(page, 'GameScreen');
    await startGame(page);
    const failed = page.getByTestId('load-failed');
    await failed.waitFor({ timeout: 30_000 });
    expect(failing.hits).toBeGreaterThan(0);
    expect(await failed.innerText()).toMatch(/did not load[\s\S]*connection dropped/);
    expect(await page.getByTestId('hud').count()).toBe(0);
    await shot(page, 'load-failed-game-screen-1280');
    failing.on = false; // the connection is back
    await page.getByTestId('load-failed-reload').click();
    await page.getByTestId('hud').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('load-failed').count()).toBe(0);
    // Seated again with the seat key, not watching.
    await page.locator('[data-testid="hud"][data-role="player"]').waitFor({ timeout: 30_000 });
    await context.close();
  }, 180_000);

  it('the 3D table: the HUD goes on, a line over the table offers the reload, which draws the table', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const failing = await failChunk(page, 'TableScene');
    await startGame(page);
    await page.getByTestId('hud').waitFor({ timeout: 60_000 });
    const line = page.getByTestId('load-failed');
    await line.waitFor({ timeout: 30_000 });
    expect(await line.innerText()).toMatch(/3D table did not load/);
    expect(await page.locator('canvas').count()).toBe(0);
    const box = (await page.getByTestId('load-failed-reload').boundingBox())!;
    expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844, 'the button is on screen').toBe(true);
    await shot(page, 'load-failed-scene-390');
    failing.on = false;
    await page.getByTestId('load-failed-reload').click();
    await page.waitForFunction(() => document.querySelector('canvas') !== null, undefined, { timeout: 180_000, polling: 250 });
    expect(await page.getByTestId('load-failed').count()).toBe(0);
    await context.close();
  }, 300_000);
});
