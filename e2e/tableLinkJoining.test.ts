/**
 * A table link while it joins, in real Chromium (issue 9's first table frame): the server's frames to
 * the page are held back, as on a slow network. The empty 3D table is on screen with "Joining…" before
 * any game data has arrived; when the frames are let through, the pieces appear on the SAME canvas (one
 * WebGL context for the page), the first table frame is marked after the data, and the HUD is seen only
 * from that frame on; a key pressed before it (H, the clean view) does nothing.
 * "Leave table" while joining goes back to the lobby. Screenshots: artifacts/e2e/joining-*.png.
 */
import type { Room } from 'colyseus.js';
import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';
import { QuietClient } from './helpers/quietClient.js';

const e2e = useBrowserAndServer({ logName: 'joining-server', setupTimeoutMs: 600_000 });
const problems: PageProblems = { errors: [] };

/** Holds every frame from the server to the page until `release()`; the page's own frames pass. */
async function holdServerFrames(page: Page): Promise<{ release: () => void; held: () => number; closed: Promise<void> }> {
  let open = false;
  let onClosed = () => {};
  const closed = new Promise<void>((resolve) => (onClosed = resolve));
  const queue: { route: WebSocketRoute; message: string | Buffer }[] = [];
  await page.routeWebSocket(/.*/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => server.send(m));
    // Either side closing closes the other (a handler replaces Playwright's own forwarding).
    ws.onClose((code, reason) => {
      void server.close({ code, reason });
      onClosed();
    });
    server.onClose((code, reason) => {
      void ws.close({ code, reason });
      onClosed();
    });
    server.onMessage((m) => {
      if (open) ws.send(m);
      else queue.push({ route: ws, message: m });
    });
  });
  return {
    closed,
    held: () => queue.length,
    release: () => {
      open = true;
      for (const { route, message } of queue.splice(0)) route.send(message);
    },
  };
}

function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)));
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

function marks(page: Page) {
  return page.evaluate(() => {
    const at = (n: string) => performance.getEntriesByName(`emberforge:${n}`)[0]?.startTime ?? null;
    return { viewArrived: at('view-arrived'), firstTableFrame: at('first-scene-frame') };
  });
}

describe('a table link while it joins', () => {
  it('shows the empty table at once, then the game on the same canvas; leaving while joining returns to the lobby', async () => {
    const ws = `ws://127.0.0.1:${e2e.server.port}`;
    const ann: Room = await new QuietClient(ws).create('table', { table: { seats: 2, turnSeconds: 0 }, name: 'Ann', color: 'green' });
    const bob: Room = await new QuietClient(ws).joinById(ann.roomId, { name: 'Bob', color: 'yellow' });
    ann.send('start', {});

    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });
    watchPage(page, 'spectator', problems);
    const gate = await holdServerFrames(page);
    await page.goto(`${e2e.server.url}/table/${ann.roomId}?spectate=1`);

    // Joining: the table's canvas is there, the notice says why nothing moves, no game data yet.
    await page.locator('[data-testid=game-screen-joining] [data-table-scene] canvas').waitFor({ timeout: 120_000 });
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('emberforge:scene-mounted').length), { timeout: 120_000 })
      .toBe(1);
    await expect(page.getByTestId('joining-table').textContent()).resolves.toContain('Joining');
    expect(gate.held()).toBeGreaterThan(0);
    expect((await marks(page)).viewArrived).toBeNull();
    expect(await page.getByTestId('hud').count()).toBe(0);
    // The scene's own canvas, through a locator (it waits for the element: a bare querySelector raced its mount).
    await page.locator('[data-testid=game-screen-joining] [data-table-scene] canvas').evaluate((c: HTMLCanvasElement) => {
      c.dataset.e2eJoiningCanvas = '1';
    });
    await shot(page, 'joining-1-empty-table');

    // When the HUD is first seen (checked on every DOM change and every animation frame).
    await page.evaluate(() => {
      const w = window as unknown as { __hudSeenAt?: number };
      const look = () => {
        const hud = document.querySelector('[data-testid=hud]');
        if (w.__hudSeenAt === undefined && hud && getComputedStyle(hud).visibility === 'visible') w.__hudSeenAt = performance.now();
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
      // H (the clean view) pressed while the HUD is laid out but not shown yet: its keys wait with it.
      const keyWhileWaiting = new MutationObserver(() => {
        if (!document.querySelector('.hud-layer[data-waiting] [data-testid=hud]')) return;
        keyWhileWaiting.disconnect();
        const press = new KeyboardEvent('keydown', { key: 'h', cancelable: true });
        window.dispatchEvent(press);
        (w as { __keyWhileWaiting?: boolean }).__keyWhileWaiting = press.defaultPrevented;
      });
      keyWhileWaiting.observe(document.body, { subtree: true, childList: true, attributes: true });
      const frame = () => {
        look();
        if (w.__hudSeenAt === undefined) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });

    // The data arrives: the pieces on the canvas that was already there, then the HUD, once the table's
    // first frame with the data is drawn ("Joining…" until then).
    gate.release();
    await page.getByTestId('hud').waitFor({ timeout: 120_000 });
    await page.getByTestId('game-screen').waitFor();
    expect(await page.getByTestId('joining-table').count()).toBe(0);
    const { viewArrived, firstTableFrame } = await marks(page);
    expect(firstTableFrame).not.toBeNull();
    expect(firstTableFrame!).toBeGreaterThan(viewArrived!);
    const hudSeenAt = await page.evaluate(() => (window as unknown as { __hudSeenAt?: number }).__hudSeenAt ?? null);
    expect(hudSeenAt).not.toBeNull();
    expect(hudSeenAt!).toBeGreaterThanOrEqual(firstTableFrame!);
    // The key pressed during "Setting the table…" did nothing: not taken, the HUD not in its clean view.
    expect(await page.evaluate(() => (window as unknown as { __keyWhileWaiting?: boolean }).__keyWhileWaiting)).toBe(false);
    expect(await page.getByTestId('hud').getAttribute('data-clean')).toBeNull();
    expect(await page.locator('canvas').count()).toBe(1);
    expect(await page.locator('canvas[data-e2e-joining-canvas]').count()).toBe(1);
    await shot(page, 'joining-2-game');
    await page.close();

    // Leaving while the link still joins: back to the lobby, the address bar cleared.
    const second = await e2e.browser.newPage({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    watchPage(second, 'leaver', problems);
    const secondGate = await holdServerFrames(second);
    await second.goto(`${e2e.server.url}/table/${ann.roomId}?spectate=1`);
    await second.getByTestId('joining-leave').waitFor({ timeout: 120_000 });
    await shot(second, 'joining-3-phone');
    await second.getByTestId('joining-leave').click();
    await second.getByTestId('lobby').waitFor({ timeout: 30_000 });
    expect(new URL(second.url()).pathname).toBe('/');
    expect(await second.getByTestId('game-screen-joining').count()).toBe(0);
    // The join it left completes afterwards: the page drops that room and stays in the lobby (no game,
    // no "join this table?" dialog for the table just left).
    secondGate.release();
    await within(secondGate.closed, 30_000, 'the page to close the websocket of the join it left');
    await second.getByTestId('lobby').waitFor();
    expect(await second.getByTestId('join-dialog').count()).toBe(0);
    expect(await second.getByTestId('game-screen').count()).toBe(0);
    await second.close();

    expect(problems.errors).toEqual([]);
    await Promise.all([ann.leave(), bob.leave()]);
  }, 600_000);
});
