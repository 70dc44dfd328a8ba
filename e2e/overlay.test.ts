/**
 * Issue 12's overlay in real Chromium (production build, real server):
 * - a live table (no delay; two bots, watched by a spectating host over colyseus.js): the page
 *   /table/<id>/overlay?bg=transparent at 1920x1080 joins as a live spectator, shows the 3D table,
 *   the player panels (the engine's standings) and the ticker; a screenshot with `omitBackground` has
 *   transparent corners and an opaque, drawn middle; screenshots at 1920x1080 and 1280x720 in English
 *   and Spanish go to artifacts/e2e/overlay-*.png; no console error;
 * - bad query values: a clear message on the page, no crash;
 * - the create form's broadcast delay and caster view: the waiting room and the lobby listing tell
 *   them, the streamer menu offers the public, caster and own-seat overlay links (the last marked
 *   secret, its key in the fragment); the public overlay of that delayed table never shows it live;
 * - a delayed overlay (skipped while the server refuses delayed connections: the `delay` branch).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'colyseus.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GameView } from '../shared/index.js';
import { standings } from '../shared/engine/rules/standings.js';
import { alphaOfRegions, type Region } from './helpers/alphaRegions.js';
import { settle, shot, watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';
import { deliverBacklog } from './helpers/updateBacklog.js';
import { ARTIFACTS } from './helpers/paths.js';

const HD = { width: 1920, height: 1080 };
const SMALL = { width: 1280, height: 720 };

const e2e = useBrowserAndServer({ logName: 'overlay-server' });

function ws(): Client {
  return new Client(e2e.server.url.replace(/^http/, 'ws'));
}

/** A table of two bots under way, its host watching over colyseus.js (the host keeps the table open). */
async function botTable(options: Record<string, unknown>) {
  const host = await ws().create('table', { table: { seats: 2, botDelayMs: 200, ...options }, spectator: true });
  host.onMessage('*', () => {});
  host.send('start', { fillBots: true });
  return host;
}

function storeOf(page: Page) {
  return page.evaluate(() => {
    const s = (
      window as unknown as { __emberforge: { useGameStore: { getState(): Record<string, unknown> } } }
    ).__emberforge.useGameStore.getState();
    return { view: s.view as GameView | null, watch: s.watch as { view: string; delaySeconds: number } | null, lastError: s.lastError };
  });
}

async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Away from the table (which the camera shows from the top strip down) and from the panels. */
const CORNERS: Region[] = [
  { name: 'top-left corner', box: [0, 0, 0.006, 0.012] },
  { name: 'top-right corner', box: [0.994, 0, 0.006, 0.012] },
  { name: 'top strip', box: [0.25, 0, 0.5, 0.015] },
];
const MIDDLE: Region = { name: 'middle', box: [0.4, 0.4, 0.2, 0.2] };

describe('the overlay page', () => {
  it('shows a live table over a transparent page, with panels and a ticker, in English and Spanish', async () => {
    const problems: PageProblems = { errors: [] };
    const host = await botTable({ tableName: 'Overlay live' });
    const ctx = await e2e.browser.newContext({ viewport: HD, reducedMotion: 'reduce', locale: 'en-GB' });
    const page = await ctx.newPage();
    watchPage(page, 'overlay', problems);
    try {
      // The whole table (camera=table): the director (the overlay's default) may frame a zone that fills the page.
      await page.goto(`${e2e.server.url}/table/${host.roomId}/overlay?bg=transparent&lang=en&panels=full&ticker=1&camera=table`);
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
      const regions = await alphaOfRegions(decoder, png, [...CORNERS, MIDDLE]);
      for (const r of regions.filter((r) => r.name !== 'middle')) expect(r.transparent, `${r.name} is transparent`).toBe(1);
      const middle = regions.find((r) => r.name === 'middle')!;
      expect(middle.opaque, 'the table is drawn in the middle').toBeGreaterThan(0.95);
      expect(middle.colours, 'the middle is a drawn table, not a flat fill').toBeGreaterThan(20);
      await decoder.close();

      await shot(page, 'overlay-1920-en');
      await page.setViewportSize(SMALL);
      await settle(page);
      await shot(page, 'overlay-1280-en');
      await page.goto(`${e2e.server.url}/table/${host.roomId}/overlay?bg=transparent&lang=es&panels=compact&camera=table`);
      await page.getByTestId('overlay-panels').waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => document.querySelector('canvas') !== null, undefined, { timeout: 90_000 });
      await page.getByTestId('overlay-ticker').waitFor({ timeout: 120_000 });
      expect(await page.getByTestId('overlay-ticker').innerText()).not.toMatch(/ forged | overheats /);
      await settle(page);
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
    const host = await botTable({ tableName: 'Overlay backlog' });
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

  it('the delay and the caster view of the create form are told to everyone; the streamer menu offers overlay links', async () => {
    const problems: PageProblems = { errors: [] };
    const ctx = await e2e.browser.newContext({ viewport: HD, reducedMotion: 'reduce', locale: 'en-GB' });
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
    const other = await e2e.browser.newContext({ viewport: SMALL, reducedMotion: 'reduce', locale: 'es-ES' });
    const page = await ctx.newPage();
    const lobby = await other.newPage();
    watchPage(page, 'host', problems);
    watchPage(lobby, 'lobby-es', problems);
    try {
      await page.goto(e2e.server.url);
      await page.getByTestId('create-form').waitFor({ timeout: 30_000 });
      await page.getByTestId('create-seats-2').click();
      await page.getByTestId('create-delay-30').click();
      expect(await page.getByTestId('create-caster').isDisabled(), 'no caster view 30 s behind').toBe(true);
      await page.getByTestId('create-delay-120').click();
      await page.getByTestId('create-caster').check();
      expect(await page.getByTestId('create-caster-hosts').innerText()).toContain('watch it as its caster, without a seat');
      await page.getByTestId('lobby-create').click();
      const notice = page.getByTestId('waiting-broadcast');
      await notice.waitFor({ timeout: 30_000 });
      expect(await notice.innerText()).toContain('This table is broadcast with all hands, 120 s behind.');
      // The caster hosts it watching: every seat is free for the players.
      expect(await page.getByTestId('waiting-hint').innerText()).toContain('You host this table as its caster');
      expect(await page.locator('[data-testid^="seat-"].empty').count()).toBe(2);
      const tableId = await page.evaluate(
        () =>
          (
            window as unknown as { __emberforge: { useGameStore: { getState(): { tableId: string } } } }
          ).__emberforge.useGameStore.getState().tableId,
      );
      const listing = (await (await fetch(`${e2e.server.url}/api/tables`)).json()) as {
        tables: { id: string; broadcastDelaySeconds: number; casterView: boolean }[];
      };
      expect(listing.tables.find((t) => t.id === tableId)).toMatchObject({ broadcastDelaySeconds: 120, casterView: true });
      // Someone else in the lobby, in Spanish, sees it on the table's row.
      await lobby.goto(e2e.server.url);
      const tag = lobby.getByTestId(`table-broadcast-${tableId}`);
      await tag.waitFor({ timeout: 30_000 });
      expect(await tag.innerText()).toContain('120 s de retraso · todas las manos');

      await page.getByTestId('overlay-links-open').click();
      const dialog = page.getByTestId('overlay-links-dialog');
      await dialog.waitFor();
      const url = (id: string) => page.getByTestId(`overlay-url-${id}`).innerText();
      expect(await url('public')).toBe(`${e2e.server.url}/table/${tableId}/overlay?mode=public&bg=transparent&lang=en`);
      expect(await page.getByTestId('overlay-link-public').innerText()).toContain('120 s behind');
      // The caster link holds the caster key (the host's alone) in its fragment, with a warning.
      const casterLink = new URL(await url('caster'));
      expect(casterLink.origin + casterLink.pathname + casterLink.search).toBe(
        `${e2e.server.url}/table/${tableId}/overlay?mode=caster&bg=transparent&lang=en`,
      );
      expect(casterLink.hash).toMatch(/^#key=[A-Za-z0-9_-]{43}$/);
      expect(await page.getByTestId('overlay-secret-caster').innerText()).toBe(
        'Only for your stream: whoever has this link sees every hand, 120 s behind. Never give it to a player.',
      );
      expect(await page.getByTestId('overlay-link-seat').count(), 'the caster has no seat, so no seat link').toBe(0);
      await page.getByTestId('copy-overlay-caster').click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(casterLink.href);
      // The overlay's look, chosen in the dialog, rides in every link, and is there again next time.
      await page.getByTestId('overlay-look-panels-compact').click();
      await page.getByTestId('overlay-look-ticker-false').click();
      await page.getByTestId('overlay-look-background-solid').click();
      const look = 'bg=solid&panels=compact&ticker=0';
      expect(await url('public')).toBe(`${e2e.server.url}/table/${tableId}/overlay?mode=public&${look}&lang=en`);
      expect(new URL(await url('caster')).search).toBe(`?mode=caster&${look}&lang=en`);
      await shot(page, 'overlay-links-dialog');
      await page.getByTestId('overlay-links-close').click();
      await page.getByTestId('overlay-links-open').click();
      expect(await page.getByTestId('overlay-look-panels-compact').getAttribute('aria-pressed')).toBe('true');
      expect(await url('public')).toContain(look);
      await page.getByTestId('overlay-links-close').click();

      // A player takes a seat through the invite link (in Spanish, on a small screen): their menu offers
      // their own seat's overlay link, and never the caster's.
      await lobby.goto(`${e2e.server.url}/table/${tableId}`);
      await lobby.getByTestId('seat-name').fill('Bruni');
      await lobby.getByTestId('seat-join').click();
      await lobby.getByTestId('waiting-room').waitFor({ timeout: 30_000 });
      await lobby.getByTestId('overlay-links-open').click();
      await lobby.getByTestId('overlay-links-dialog').waitFor();
      expect(await lobby.getByTestId('overlay-link-caster').count(), 'a player gets no caster link').toBe(0);
      const seatLink = new URL(await lobby.getByTestId('overlay-url-seat').innerText());
      expect(seatLink.search).toBe('?mode=seat&bg=transparent&lang=es');
      expect(seatLink.hash).toMatch(/^#key=[A-Za-z0-9_-]{43}$/);
      expect(await lobby.getByTestId('overlay-secret-seat').innerText()).toContain('120 s');

      // The public overlay of this delayed table: delayed, or nothing; never the table live.
      const ov = await ctx.newPage();
      watchPage(ov, 'overlay-delayed-table', problems);
      await ov.goto(seatLink.href.replace(/overlay\?.*$/, 'overlay?mode=public&bg=solid'));
      await until(
        'the overlay connected or refused',
        () => storeOf(ov),
        (s) => s.watch !== null || s.lastError !== null,
        60_000,
      );
      const s = await storeOf(ov);
      expect(s.watch).toMatchObject({ view: 'public', delaySeconds: 120 });
      // The seat link holds the seat's view key, never its seat key, and opens the seat's delayed view.
      const seatKey = await lobby.evaluate(
        () =>
          (
            window as unknown as { __emberforge: { useGameStore: { getState(): { seatKey: string | null } } } }
          ).__emberforge.useGameStore.getState().seatKey,
      );
      expect(seatKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(seatLink.href).not.toContain(seatKey!);
      const seatOverlay = await ctx.newPage();
      watchPage(seatOverlay, 'overlay-seat', problems);
      await seatOverlay.goto(seatLink.href.replace('bg=transparent', 'bg=solid'));
      const own = await until(
        'the seat overlay connected or refused',
        () => storeOf(seatOverlay),
        (v) => v.watch !== null || v.lastError !== null,
        60_000,
      );
      expect(own.watch).toMatchObject({ view: 'seat', delaySeconds: 120 });
      expect(problems.errors.filter((e) => !/status of 4\d\d|Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await ctx.close();
      await other.close();
    }
  }, 300_000);

  it('a delayed overlay shows the table behind its delay', async () => {
    const host = await botTable({ broadcastDelaySeconds: 3, tableName: 'Overlay delayed' });
    try {
      const problems: PageProblems = { errors: [] };
      const ctx = await e2e.browser.newContext({ viewport: HD, reducedMotion: 'reduce', locale: 'en-GB' });
      const page = await ctx.newPage();
      watchPage(page, 'overlay-delayed', problems);
      try {
        await page.goto(`${e2e.server.url}/table/${host.roomId}/overlay?mode=public&bg=transparent`);
        await page.locator('[data-testid="overlay"][data-watch="public"]').waitFor({ timeout: 60_000 });
        const badge = page.getByTestId('delay-badge');
        await badge.waitFor({ timeout: 60_000 });
        expect(await badge.getAttribute('data-delay')).toBe('3');
        await page.getByTestId('overlay-panels').waitFor({ timeout: 60_000 });
        await page.waitForFunction(() => document.querySelector('canvas') !== null, undefined, { timeout: 90_000 });
        await settle(page);
        await shot(page, 'overlay-delayed-1920-en');
        expect(problems.errors).toEqual([]);
      } finally {
        await ctx.close();
      }
    } finally {
      await host.leave();
    }
  }, 300_000);

  it('tells what is wrong with a bad address instead of crashing', async () => {
    const problems: PageProblems = { errors: [] };
    const ctx = await e2e.browser.newContext({ viewport: SMALL, locale: 'en-GB' });
    const page = await ctx.newPage();
    watchPage(page, 'bad-overlay', problems);
    try {
      await page.goto(`${e2e.server.url}/table/abc/overlay?mode=spy&bg=green&panels=9`);
      const bad = page.getByTestId('overlay-bad-link');
      await bad.waitFor({ timeout: 30_000 });
      const text = await bad.innerText();
      expect(text).toContain('mode=spy');
      expect(text).toContain('public | caster | seat');
      expect(text).toContain('bg=green');
      expect(text).toContain('panels=9');
      await page.goto(`${e2e.server.url}/table/abc/overlay?mode=seat&lang=es`);
      await page.getByTestId('overlay-bad-link').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('overlay-bad-link').innerText()).toContain('mode=seat y mode=caster necesitan su clave');
      // A malformed key, said in the page's language.
      await page.goto(`${e2e.server.url}/table/abc/overlay?mode=caster&lang=es#key=short`);
      await page.getByTestId('overlay-bad-link').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('overlay-bad-link').innerText()).toContain('se esperaba una clave de comentarista');
      // A table that does not exist: the link is wrong, said on the page.
      await page.goto(`${e2e.server.url}/table/nosuchtable/overlay`);
      await page
        .getByTestId('overlay-notice')
        .filter({ hasText: 'No table nosuchtable is open on this server' })
        .waitFor({ timeout: 30_000 });
      // The overlay's lang= is not kept as this browser's language (lang=es above).
      expect(await page.evaluate(() => localStorage.getItem('emberforge:lang'))).not.toBe('es');
      expect(problems.errors.filter((e) => !/status of 4\d\d|Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 120_000);
});
