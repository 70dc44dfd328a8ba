/**
 * Issue 12's overlay in real Chromium (production build, real server), its live table: the page
 * /table/<id>/overlay?bg=transparent at 1920x1080 on a table of two bots (no delay; watched by a
 * spectating host over colyseus.js) joins as a live spectator, shows the 3D table, the player panels
 * (the engine's standings) and the ticker; a screenshot with `omitBackground` of `frame=table` (issue 41:
 * the board and the players' areas, no table top) is transparent beside the table, at the edges and in
 * the corners, and opaque and drawn on the board, while `frame=full` draws the wooden table top there;
 * screenshots at 1920x1080 and 1280x720 in English and Spanish go to
 * artifacts/e2e/overlay-*.png; no console error; and its 3D table through a backlog of updates.
 * The create form's links, the delayed overlay and bad addresses: overlayLinks.test.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameView } from '../shared/games/emberforge/index.js';
import { standings } from '../shared/games/emberforge/engine/rules/standings.js';
import { alphaOfRegions, type Region } from './helpers/alphaRegions.js';
import { settle, shot, watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';
import { deliverBacklog } from './helpers/updateBacklog.js';
import { ARTIFACTS } from './helpers/paths.js';
import { botTable, HD, SMALL, until } from './helpers/overlayPages.js';

const e2e = useBrowserAndServer({ logName: 'overlay-server' });

/** Away from the table (which the camera shows from the top strip down) and from the panels. */
const CORNERS: Region[] = [
  { name: 'top-left corner', box: [0, 0, 0.006, 0.012] },
  { name: 'top-right corner', box: [0.994, 0, 0.006, 0.012] },
  { name: 'top strip', box: [0.25, 0, 0.5, 0.015] },
];
/** Beside a two-seat table (front and back areas only), under no panel or ticker: the table top used to fill them. */
const BESIDE_TABLE: Region[] = [
  { name: 'left edge', box: [0, 0.35, 0.08, 0.3] },
  { name: 'right edge', box: [0.92, 0.35, 0.08, 0.3] },
  { name: 'bottom-left corner', box: [0, 0.93, 0.12, 0.07] },
  { name: 'bottom-right corner', box: [0.88, 0.93, 0.12, 0.07] },
  { name: 'left of the board, on the table top', box: [0.12, 0.42, 0.08, 0.16] },
];
/** The board, in the middle of the whole-table view. */
const MIDDLE: Region = { name: 'middle', box: [0.42, 0.33, 0.16, 0.2] };

describe('the overlay page', () => {
  it('shows a live table over a transparent page, with panels and a ticker, in English and Spanish', async () => {
    const problems: PageProblems = { errors: [] };
    const host = await botTable(e2e.server.url, { tableName: 'Overlay live' });
    const ctx = await e2e.browser.newContext({ viewport: HD, reducedMotion: 'reduce', locale: 'en-GB' });
    const page = await ctx.newPage();
    watchPage(page, 'overlay', problems);
    try {
      // The whole table (camera=table): the director (the overlay's default) may frame a zone that fills the page.
      await page.goto(
        `${e2e.server.url}/table/${host.roomId}/overlay?bg=transparent&lang=en&panels=full&ticker=1&camera=table&frame=table`,
      );
      await page.locator('[data-testid="overlay"][data-watch="live"]').waitFor({ timeout: 60_000 });
      await page.getByTestId('overlay-panels').waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => document.querySelector('canvas') !== null, undefined, { timeout: 90_000 });
      // No controls at all: the page is only watched.
      expect(await page.locator('button, input, select, a[href]').count()).toBe(0);
      // The panels say what the engine's standings say, for the view on screen (read together, polled:
      // the bots keep playing, and React renders a moment after the store changes).
      await until(
        'the panels to match the standings of the view',
        () =>
          page.evaluate(() => {
            const s = (
              window as unknown as { __emberforge: { useGameStore: { getState(): { view: unknown } } } }
            ).__emberforge.useGameStore.getState();
            const panels = Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="overlay-panel-"]')).map((el) => ({
              collections: Number(el.dataset.collections),
              commissions: Number(el.dataset.commissions),
            }));
            return { view: s.view as GameView, panels };
          }),
        ({ view, panels }) =>
          JSON.stringify(panels) ===
          JSON.stringify(standings(view).map((s) => ({ collections: s.forgedCollections.length, commissions: s.commissions }))),
        30_000,
      );
      // The ticker tells the big moments as they come (bots overheat, forge, complete commissions).
      const ticker = page.getByTestId('overlay-ticker');
      await ticker.waitFor({ timeout: 120_000 });
      expect((await ticker.innerText()).length).toBeGreaterThan(5);
      await settle(page);

      const decoder = await ctx.newPage();
      mkdirSync(ARTIFACTS, { recursive: true });
      const png = await page.screenshot({ omitBackground: true, timeout: 90_000 });
      writeFileSync(path.join(ARTIFACTS, 'overlay-transparent-1920-en.png'), png);
      const regions = await alphaOfRegions(decoder, png, [...CORNERS, ...BESIDE_TABLE, MIDDLE]);
      for (const r of regions.filter((r) => r.name !== 'middle')) expect(r.transparent, `${r.name} is transparent`).toBe(1);
      const middle = regions.find((r) => r.name === 'middle')!;
      expect(middle.opaque, 'the table is drawn in the middle').toBeGreaterThan(0.95);
      expect(middle.colours, 'the middle is a drawn table, not a flat fill').toBeGreaterThan(20);

      await shot(page, 'overlay-1920-en');
      await page.setViewportSize(SMALL);
      await settle(page);
      await shot(page, 'overlay-1280-en');
      await page.goto(`${e2e.server.url}/table/${host.roomId}/overlay?bg=transparent&lang=es&panels=compact&camera=table&frame=full`);
      await page.getByTestId('overlay-panels').waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => document.querySelector('canvas') !== null, undefined, { timeout: 90_000 });
      await page.getByTestId('overlay-ticker').waitFor({ timeout: 120_000 });
      expect(await page.getByTestId('overlay-ticker').innerText()).not.toMatch(/ forged | overheats /);
      await settle(page);
      // frame=full: the wooden table top is drawn beside the board.
      const full = await page.screenshot({ omitBackground: true, timeout: 90_000 });
      for (const r of await alphaOfRegions(decoder, full, BESIDE_TABLE.slice(-1)))
        expect(r.opaque, `frame=full: ${r.name}`).toBeGreaterThan(0.95);
      await decoder.close();
      await shot(page, 'overlay-1280-es');
      await page.setViewportSize(HD);
      await settle(page);
      await shot(page, 'overlay-1920-es');
      expect(problems.errors).toEqual([]);
    } finally {
      await ctx.close();
      await host.leave();
    }
  }, 600_000);

  it('keeps its 3D table through a backlog of updates delivered back to back', async () => {
    // A starved page (a streaming PC busy encoding) gets its updates in a burst: each must take one
    // commit (see helpers/updateBacklog.ts). The ticker used to set its state in an effect on each.
    const problems: PageProblems = { errors: [] };
    const host = await botTable(e2e.server.url, { tableName: 'Overlay backlog' });
    const ctx = await e2e.browser.newContext({ viewport: SMALL, reducedMotion: 'reduce', locale: 'en-GB' });
    const page = await ctx.newPage();
    watchPage(page, 'overlay-backlog', problems);
    try {
      await page.goto(`${e2e.server.url}/table/${host.roomId}/overlay?bg=transparent&lang=en&panels=full&ticker=1&camera=table`);
      await page.waitForFunction(() => document.querySelector('canvas') !== null, undefined, { timeout: 120_000 });
      await page.getByTestId('overlay-ticker').waitFor({ timeout: 120_000 });
      const backlog = await deliverBacklog(page, '[data-testid="overlay-ticker"] li[data-kind="overheat"]');
      expect(backlog.errors.join('\n')).toBe('');
      expect(backlog.canvases, 'the 3D table is still there').toBe(1);
      expect(backlog.announced, 'the ticker tells the last overheats').toBe(3);
      expect(problems.errors).toEqual([]);
    } finally {
      await ctx.close();
      await host.leave();
    }
  });
});
