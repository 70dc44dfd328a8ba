/**
 * The table's first frame (issue 41), in real Chromium on SwiftShader: the first frame drawn with the
 * table's data waits for at most 4 shader programs linked after the data arrived, and at most 4 are
 * linked before it in all, the empty table's included; the rest (the shadow pass's depth programs,
 * the effects') after it. A loading bar with its progress (role=progressbar, aria-valuenow) shows
 * until that frame and goes away with it. A spectator's table link of each game; a link's empty
 * table, drawn while it joins, is its table's game's from the first moment (the scene's
 * `data-table-scene` never names another game: a DWARF link used to draw Emberforge's board first).
 * The first frame is the GL counter's (e2e/helpers/glCounter.ts): the first animation frame that issued
 * WebGL draw calls after the data arrived, independently of the client's own first-frame mark.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';
import { GL_COUNTER_SCRIPT, type GlCount } from './helpers/glCounter.js';
import { QuietClient } from './helpers/quietClient.js';
import { VIEW_ARRIVED_MARK } from '../client/net/viewArrivedMark.js';

const e2e = useBrowserAndServer({ logName: 'first-frame-server', setupTimeoutMs: 600_000 });
const problems: PageProblems = { errors: [] };

/** Page init script: every WebGL program link (page time), and every value the loading bar showed (null: gone). */
const WATCH_SCRIPT = `(() => {
  const links = [];
  window.__programLinks = links;
  for (const proto of [window.WebGL2RenderingContext && WebGL2RenderingContext.prototype, window.WebGLRenderingContext && WebGLRenderingContext.prototype].filter(Boolean)) {
    const link = proto.linkProgram;
    proto.linkProgram = function (program) { links.push(performance.now()); return link.call(this, program); };
  }
  const seen = [];
  window.__loadingSeen = seen;
  const check = () => {
    const bar = document.querySelector('[role=progressbar][data-testid=table-loading]');
    const value = bar ? Number(bar.getAttribute('aria-valuenow')) : null;
    const last = seen[seen.length - 1];
    if (last ? last.value !== value : value !== null) seen.push({ at: performance.now(), value });
  };
  // Every game the table scene drew (its data-table-scene attribute), in order.
  const games = [];
  window.__sceneGames = games;
  const checkGame = () => {
    const game = document.querySelector('[data-table-scene]')?.getAttribute('data-table-scene');
    if (game && games[games.length - 1] !== game) games.push(game);
  };
  new MutationObserver(() => { check(); checkGame(); }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow', 'data-table-scene'] });
})();`;

interface Watched {
  links: number[];
  /** The games the table scene drew, in order (data-table-scene). */
  games: string[];
  seen: { at: number; value: number | null }[];
  /** When the table's data arrived (the client's view-arrived mark, page time, ms). */
  dataAt: number;
  /** End of the first table frame, and its first draw call (page time, ms). */
  frameEnd: number;
  firstDrawAt: number;
}

async function watchedPage(): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
  await context.addInitScript(GL_COUNTER_SCRIPT);
  await context.addInitScript(WATCH_SCRIPT);
  const page = await context.newPage();
  watchPage(page, 'first-frame', problems);
  return page;
}

/**
 * Waits for the first table frame (the first frame drawn after the table's data arrived: the GL
 * counter's) and the loading bar's end; returns what the page recorded and when that frame ended.
 */
async function firstFrame(page: Page): Promise<Watched> {
  await page.waitForFunction(() => (window as unknown as { __glCount: GlCount }).__glCount.firstFrameDoneAt > 0, undefined, {
    timeout: 180_000,
    polling: 100,
  });
  await page.getByTestId('table-loading').waitFor({ state: 'detached', timeout: 60_000 });
  return page.evaluate((arrived) => {
    const w = window as unknown as {
      __programLinks: number[];
      __sceneGames: string[];
      __loadingSeen: Watched['seen'];
      __glCount: GlCount;
    };
    return {
      links: w.__programLinks,
      games: w.__sceneGames,
      seen: w.__loadingSeen,
      dataAt: performance.getEntriesByName(arrived)[0]?.startTime ?? Number.NaN,
      frameEnd: w.__glCount.firstFrameDoneAt,
      firstDrawAt: w.__glCount.firstDrawAt,
    };
  }, VIEW_ARRIVED_MARK);
}

/** `afterData`: the programs the first frame may wait for once the data is there; `inAll`: linked before it, the empty table's included. */
function expectBudgetAndLoadingBar(
  { links, seen, frameEnd, firstDrawAt, dataAt }: Watched,
  budget: { afterData: number; inAll: number },
): void {
  // What the first frame waits for: the programs linked once the table's data was there. Those of the
  // empty table, linked while the join was on its way, are not (a link's empty table links the same 3
  // programs its first frame draws with, for both games).
  const waited = links.filter((at) => at > dataAt && at <= frameEnd);
  const when = `programs linked at ${links.map((at) => Math.round(at - frameEnd)).join(', ')} ms from the first frame's end, the data at ${Math.round(dataAt - frameEnd)}`;
  // Something was compiled for the table (the counter works), within the budgets.
  const before = links.filter((at) => at <= frameEnd);
  expect(before.length, when).toBeGreaterThan(0);
  expect(before.length, when).toBeLessThanOrEqual(budget.inAll);
  expect(waited.length, when).toBeLessThanOrEqual(budget.afterData);
  // The bar showed with progress short of the end, and went away once, after the first frame began.
  const shown = seen.filter((s) => s.value !== null);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.every((s) => s.value! >= 0 && s.value! < 100)).toBe(true);
  const gone = seen.filter((s) => s.value === null);
  expect(gone).toHaveLength(1);
  expect(gone[0]!.at).toBeGreaterThanOrEqual(firstDrawAt);
}

describe('the first table frame', () => {
  // Issue 41's budget, the same for every game.
  const budget = { afterData: 4, inAll: 4 };
  for (const game of ['emberforge', 'dwarf'] as const) {
    it(`${game}, a spectator link: its own empty table, a first frame that waits for at most ${budget.afterData} shader programs, a loading bar until it`, async () => {
      const ws = `ws://127.0.0.1:${e2e.server.port}`;
      const ann = await new QuietClient(ws).create('table', { table: { seats: 2, turnSeconds: 0, game }, name: 'Ann', color: 'green' });
      const bob = await new QuietClient(ws).joinById(ann.roomId, { name: 'Bob', color: 'yellow' });
      ann.send('start', {});
      const page = await watchedPage();
      // A slow join: the seat's matchmaking call is held until the empty table is on screen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/matchmake/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${e2e.server.url}/table/${ann.roomId}?spectate=1`);
      await page.locator('[data-testid=game-screen-joining] [data-table-scene] canvas').waitFor({ timeout: 120_000 });
      release();
      const watched = await firstFrame(page);
      expect(watched.games).toEqual([game]);
      expectBudgetAndLoadingBar(watched, budget);
      // The rest is compiled after the first frame: the shadow pass's depth programs at least.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __programLinks: number[] }).__programLinks.length), { timeout: 120_000 })
        .toBeGreaterThan(watched.links.filter((at) => at <= watched.frameEnd).length);
      await shot(page, `first-frame-${game}`);
      await page.context().close();
      await bob.leave();
      await ann.leave();
      expect(problems.errors).toEqual([]);
    });
  }
});
