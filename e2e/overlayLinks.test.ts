/**
 * Issue 12's overlay in real Chromium (production build, real server), its links and refusals:
 * - the create form's broadcast delay and caster view: the waiting room and the lobby listing tell
 *   them, the streamer menu offers the public, caster and own-seat overlay links (the last marked
 *   secret, its key in the fragment); the public overlay of that delayed table never shows it live;
 * - a delayed overlay (skipped while the server refuses delayed connections: the `delay` branch);
 * - bad query values: a clear message on the page, no crash.
 * The live overlay itself: overlay.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { settle, shot, watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';
import { botTable, HD, SMALL, storeOf, until } from './helpers/overlayPages.js';
import { leaveIfOpen } from '../server/tests/helpers.js';

const e2e = useBrowserAndServer({ logName: 'overlay-links-server' });

describe('the overlay page: links, delays and bad addresses', () => {
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
      await lobby.getByTestId('join-accept-caster').check(); // the caster sees every hand: she accepts it
      await lobby.getByTestId('seat-join').click();
      await lobby.getByTestId('waiting-room').waitFor({ timeout: 30_000 });
      await lobby.getByTestId('overlay-links-open').click();
      await lobby.getByTestId('overlay-links-dialog').waitFor();
      expect(await lobby.getByTestId('overlay-link-caster').count(), 'a player gets no caster link').toBe(0);
      const seatLink = new URL(await lobby.getByTestId('overlay-url-seat').innerText());
      expect(seatLink.search).toBe('?mode=seat&bg=transparent&lang=es');
      expect(seatLink.hash).toMatch(/^#key=[A-Za-z0-9_-]{43}$/);
      expect(await lobby.getByTestId('overlay-secret-seat').innerText()).toContain('120 s');
      expect(await lobby.getByTestId('overlay-danger-seat').count(), '120 s behind: no short-delay warning').toBe(0);
      expect(await lobby.getByTestId('waiting-seat-short-delay').count()).toBe(0);

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

  it('warns a player whose seat overlay would show their hand under 30 s late, in the waiting room and the links', async () => {
    const problems: PageProblems = { errors: [] };
    const ctx = await e2e.browser.newContext({ viewport: HD, reducedMotion: 'reduce', locale: 'en-GB' });
    const page = await ctx.newPage();
    watchPage(page, 'short-delay', problems);
    try {
      await page.goto(e2e.server.url);
      await page.getByTestId('create-form').waitFor({ timeout: 30_000 });
      await page.getByTestId('seat-name').fill('Streamer');
      await page.getByTestId('create-seats-2').click();
      await page.getByTestId('create-delay-seconds').fill('10');
      await page.getByTestId('lobby-create').click();
      const warning = page.getByTestId('waiting-seat-short-delay');
      await warning.waitFor({ timeout: 30_000 });
      expect(await warning.innerText()).toContain('only 10 s behind');
      await page.getByTestId('overlay-links-open').click();
      await page.getByTestId('overlay-links-dialog').waitFor();
      expect(await page.getByTestId('overlay-danger-seat').innerText()).toBe(
        'This table is only 10 s behind: whoever watches your stream, your opponents too, sees your hand almost as you play it. Stream your own seat at a table 30 s behind or more.',
      );
      await shot(page, 'overlay-links-short-delay');
      expect(problems.errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 120_000);

  it('a delayed overlay shows the table behind its delay', async () => {
    const host = await botTable(e2e.server.url, { broadcastDelaySeconds: 3, tableName: 'Overlay delayed' });
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
      await leaveIfOpen(host);
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
