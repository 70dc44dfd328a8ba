/**
 * What the overlay's browser files share (overlay.test.ts, overlayLinks.test.ts): the page sizes, a
 * table of two bots under way, the page's game store, and a poll with a deadline.
 */
import { Client } from 'colyseus.js';
import type { Page } from 'playwright-core';
import type { GameView } from '../../shared/games/emberforge/index.js';

export const HD = { width: 1920, height: 1080 };
export const SMALL = { width: 1280, height: 720 };

/** A table of two bots under way, its host watching over colyseus.js (the host keeps the table open). */
export async function botTable(serverUrl: string, options: Record<string, unknown>) {
  const host = await new Client(serverUrl.replace(/^http/, 'ws')).create('table', {
    table: { seats: 2, botDelayMs: 200, ...options },
    spectator: true,
  });
  host.onMessage('*', () => {});
  host.send('start', { fillBots: true });
  return host;
}

export function storeOf(page: Page) {
  return page.evaluate(() => {
    const s = (
      window as unknown as { __emberforge: { useGameStore: { getState(): Record<string, unknown> } } }
    ).__emberforge.useGameStore.getState();
    return { view: s.view as GameView | null, watch: s.watch as { view: string; delaySeconds: number } | null, lastError: s.lastError };
  });
}

export async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
