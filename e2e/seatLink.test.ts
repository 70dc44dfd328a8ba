/**
 * "Continue on another device" in real Chromium: a player (1920x1080) creates a table, starts against
 * a bot and, on their turn, opens the seat link from the top bar (copied to the clipboard, the
 * warning shown). A second browser context, a phone (390x844, Spanish), opens the link: it takes the
 * seat with the same hand, keeps the key in its localStorage and has the fragment out of its address
 * bar; the first shows "continued on another device" and may take the seat back; a new tab opening the
 * plain table link rejoins the seat with the stored key. Screenshots of the
 * link UI at both sizes go to artifacts/e2e/seatkeys-*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GameView } from '../shared/games/emberforge/index.js';
import { shot, watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';
import { createTwoSeatTable, fillWithBotsAndStart } from './helpers/lobbyFlow.js';

const DESKTOP = { viewport: { width: 1920, height: 1080 }, reducedMotion: 'reduce', locale: 'en-GB' } as const;
const PHONE = { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', locale: 'es-ES', hasTouch: true, isMobile: true } as const;
const KEY_LINK = /^http:\/\/127\.0\.0\.1:\d+\/table\/([A-Za-z0-9_-]+)#seat=([A-Za-z0-9_-]{43})$/;

const e2e = useBrowserAndServer({ logName: 'seatkeys-server' });

/** This page's game store (window.__emberforge, client/main.tsx): its own view and seat only. */
function storeOf(page: Page) {
  return page.evaluate(() => {
    const s = (
      window as unknown as { __emberforge: { useGameStore: { getState(): Record<string, unknown> } } }
    ).__emberforge.useGameStore.getState();
    return {
      role: s.role,
      mySeat: s.mySeat,
      connection: s.connection,
      seatKey: s.seatKey,
      tableId: s.tableId,
      view: s.view as GameView | null,
    };
  });
}

async function waitForStore(page: Page, what: string, check: (s: Awaited<ReturnType<typeof storeOf>>) => boolean, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const s = await storeOf(page);
    if (check(s)) return s;
    if (Date.now() > end)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify({ ...s, view: s.view && { version: s.view.version } })}`);
    await page.waitForTimeout(100);
  }
}

/**
 * Clicks a control of the 3D screen as a DOM click once it is there: SwiftShader frames are slow on a
 * busy machine (e2e/README.md), and the link UI is what is tested here, not pointer hit-testing.
 */
async function press(page: Page, testId: string): Promise<void> {
  const el = page.getByTestId(testId);
  await el.waitFor({ state: 'attached', timeout: 60_000 });
  await el.dispatchEvent('click');
}

describe('continue on another device', () => {
  it('a seat link opened on a phone takes the seat with its hand; the first device is told', async () => {
    const problems: PageProblems = { errors: [] };
    const desk = await e2e.browser.newContext(DESKTOP);
    await desk.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
    const phone = await e2e.browser.newContext(PHONE);
    const a = await desk.newPage();
    const b = await phone.newPage();
    watchPage(a, 'desktop', problems);
    watchPage(b, 'phone', problems);

    // --- the desktop creates a 2-seat table as Ada; the waiting room offers the seat link
    await createTwoSeatTable(a, e2e.server.url);
    // Left unnamed, a table is named after its creator, in the creator's language.
    expect(await a.locator('[data-testid="waiting-room"] h2').innerText()).toContain("Ada's forge");
    await a.getByTestId('seat-link-open').click();
    await a.getByTestId('seat-link-dialog').waitFor({ timeout: 60_000 });
    await shot(a, 'seatkeys-1-waiting-room-1920');
    await a.getByTestId('seat-link-close').click();

    await fillWithBotsAndStart(a);
    await a.getByTestId('hud').waitFor({ timeout: 30_000 });
    // Ada's turn: the bot waits for her, so her hand holds still while the phone takes over.
    const before = await waitForStore(a, "Ada's turn", (s) => s.view?.activeSeat === 0 && s.view.phase !== 'ended');
    const hand = before.view!.players[0]!.hand!;
    expect(hand.length).toBeGreaterThan(0);

    // --- the seat link from the top bar: copied, with the warning
    await press(a, 'seat-link-open');
    await a.getByTestId('seat-link-dialog').waitFor({ timeout: 60_000 });
    await press(a, 'copy-seat-link');
    const link = (await a.getByTestId('seat-link-url').textContent())!;
    const [, tableId, key] = KEY_LINK.exec(link) ?? [];
    expect(tableId, link).toBe(before.tableId);
    expect(key).toBe(before.seatKey);
    expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await a.evaluate((id) => localStorage.getItem(`emberforge:seatKey:${id}`), tableId!)).toBe(key);
    await expect(a.getByTestId('seat-link').getByRole('note').textContent()).resolves.toMatch(/whoever has this link can play your seat/);
    await shot(a, 'seatkeys-2-game-1920');
    await press(a, 'seat-link-close');

    // --- the phone opens the link: the seat, the same hand, the key kept, the fragment gone
    const requested: string[] = [];
    b.on('request', (r) => requested.push(r.url()));
    await b.goto(link);
    const taken = await waitForStore(b, 'the phone at the seat', (s) => s.role === 'player' && s.mySeat === 0 && s.view !== null);
    expect(taken.view!.players[0]!.hand).toEqual(hand);
    expect(new URL(b.url()).hash).toBe('');
    expect(b.url()).toBe(`${e2e.server.url}/table/${tableId}`);
    expect(await b.evaluate((id) => localStorage.getItem(`emberforge:seatKey:${id}`), tableId!)).toBe(key);
    expect(requested.filter((u) => u.includes(key!))).toEqual([]); // never sent in a URL or a referrer
    await b.getByTestId('hud').waitFor();

    // --- the desktop is told it continued elsewhere, and does not grab the seat back by itself
    await a.getByTestId('continued-elsewhere').waitFor({ timeout: 60_000 });
    expect((await storeOf(a)).connection).toBe('elsewhere');
    await shot(a, 'seatkeys-3-continued-elsewhere-1920');
    await press(b, 'top-menu-open'); // on a phone the seat link is a row of the top bar's menu
    await press(b, 'seat-link-open');
    await b.getByTestId('seat-link-dialog').waitFor({ timeout: 60_000 });
    await expect(b.getByTestId('seat-link').getByRole('note').textContent()).resolves.toMatch(
      /quien tenga este enlace puede jugar tu asiento/,
    );
    await shot(b, 'seatkeys-4-game-390');
    await press(b, 'seat-link-close');
    expect((await storeOf(b)).connection).toBe('connected');

    const version = (await storeOf(b)).view!.version;
    // --- taken back on the desktop on purpose: now the phone is told
    await press(a, 'elsewhere-take-back');
    await waitForStore(a, 'the desktop back at the seat', (s) => s.connection === 'connected' && s.mySeat === 0 && s.view !== null);
    await b.getByTestId('continued-elsewhere').waitFor({ timeout: 60_000 });
    await shot(b, 'seatkeys-5-continued-elsewhere-390');
    expect((await storeOf(a)).view!.version).toBeGreaterThanOrEqual(version);

    // --- a new tab of the desktop browser (no reconnection token there; the key is in localStorage)
    // opens the plain table link: it rejoins the seat instead of offering to join.
    const a2 = await desk.newPage();
    watchPage(a2, 'desktop tab 2', problems);
    await a2.goto(`${e2e.server.url}/table/${tableId}`);
    await waitForStore(a2, 'the new tab at the seat', (s) => s.role === 'player' && s.mySeat === 0 && s.view !== null);
    expect(await a2.getByTestId('join-dialog').count()).toBe(0);
    await a.getByTestId('continued-elsewhere').waitFor({ timeout: 60_000 });

    expect(problems.errors.filter((e) => !/Refused to evaluate a string as JavaScript/.test(e))).toEqual([]);
    await desk.close();
    await phone.close();
  }, 400_000);
});
