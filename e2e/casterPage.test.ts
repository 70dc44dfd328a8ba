/**
 * Issue 38 (2, 3) in real Chromium: a streamer creates a table with a delay and a caster view, as its
 * caster "Cass". A player who opens the invite (Spanish, phone) is told who sees their hand and sits
 * only having accepted it; the caster's own browser is offered no seat. When the game starts, the
 * caster's page leaves the live table before the deal and shows the game behind the delay, with every
 * hand in the player panels and the "behind live" badge: it never held a live view of the game.
 * The server applies a 4 s delay to tables that say 120 s (e2e/helpers/shortDelayServer.ts).
 */
import { describe, expect, it } from 'vitest';
import { settle, shot, watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';
import { HD, storeOf } from './helpers/overlayPages.js';

const PHONE = { width: 390, height: 844 };

const e2e = useBrowserAndServer({ logName: 'caster-page-server', entry: ['e2e/helpers/shortDelayServer.ts', '4000'] });

/** The page's store: its role, view (with hands), what it watches and the caster's hands. */
function casterStore(page: import('playwright-core').Page) {
  return page.evaluate(() => {
    const s = (
      window as unknown as { __emberforge: { useGameStore: { getState(): Record<string, unknown> } } }
    ).__emberforge.useGameStore.getState();
    return {
      view: s.view as { version: number; players: { hand?: string[] }[] } | null,
      watch: s.watch as { view: string; delaySeconds: number } | null,
      casterHands: s.casterHands as Record<number, string[]> | null,
    };
  });
}

describe('a caster table in the browser', () => {
  it('names its caster to each player, who accepts before sitting; the caster watches every hand behind the delay', async () => {
    const problems: PageProblems = { errors: [] };
    const streamer = await e2e.browser.newContext({ viewport: HD, reducedMotion: 'reduce', locale: 'en-GB' });
    const phone = await e2e.browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
      locale: 'es-ES',
    });
    try {
      const caster = await streamer.newPage();
      watchPage(caster, 'caster', problems);
      await caster.goto(e2e.server.url);
      await caster.getByTestId('create-form').waitFor({ timeout: 30_000 });
      await caster.getByTestId('seat-name').fill('Cass');
      await caster.getByTestId('create-seats-2').click();
      await caster.getByTestId('create-delay-120').click();
      await caster.getByTestId('create-caster').check();
      expect(await caster.getByTestId('create-caster-hosts').innerText()).toContain('You cast it as Cass');
      await caster.getByTestId('lobby-create').click();
      await caster.getByTestId('waiting-room').waitFor({ timeout: 30_000 });
      expect(await caster.getByTestId('waiting-broadcast').innerText()).toContain('Cast by Cass, who sees every hand 120 s behind.');
      const tableId = await caster.evaluate(() => window.location.pathname.split('/').pop()!);
      // Any live view of the game this page ever holds is counted: there must be none.
      await caster.evaluate(() => {
        const w = window as unknown as {
          __liveGameViews: number;
          __emberforge: { useGameStore: { subscribe(fn: (s: { view: unknown; watch: unknown }) => void): void } };
        };
        w.__liveGameViews = 0;
        w.__emberforge.useGameStore.subscribe((s) => {
          if (s.view && !s.watch) w.__liveGameViews++;
        });
      });

      // The lobby row names the caster.
      const rows = (await (await fetch(`${e2e.server.url}/api/tables`)).json()) as { tables: { id: string; casterName: string | null }[] };
      expect(rows.tables.find((t) => t.id === tableId)?.casterName).toBe('Cass');

      // The caster's own browser, in another tab, is offered no seat.
      const second = await streamer.newPage();
      watchPage(second, 'caster-second-tab', problems);
      await second.goto(e2e.server.url);
      await second.getByTestId('lobby-refresh').click();
      expect(await second.getByTestId(`table-broadcast-${tableId}`).innerText()).toContain('cast by Cass');
      await second.getByTestId(`join-${tableId}`).click();
      expect(await second.getByTestId('join-you-cast').innerText()).toContain('You cast this table');
      expect(await second.getByTestId('seat-join').count()).toBe(0);
      await second.close();

      // A player opens the invite on a phone, in Spanish: told who sees their hand, seated once they accept.
      const player = await phone.newPage();
      watchPage(player, 'player-es', problems);
      await player.goto(`${e2e.server.url}/table/${tableId}?noscene=1`);
      const consent = player.getByTestId('join-caster');
      await consent.waitFor({ timeout: 30_000 });
      expect(await consent.innerText()).toContain('Cass comenta esta mesa con todas las manos, con 120 s de retraso: Cass ve tu mano.');
      await player.getByTestId('seat-name').fill('Bruni');
      expect(await player.getByTestId('seat-join').isDisabled(), 'no seat before accepting the caster').toBe(true);
      await player.getByTestId('join-accept-caster').check();
      await shot(player, 'caster-consent-phone-es');
      await player.getByTestId('seat-join').click();
      await player.getByTestId('waiting-room').waitFor({ timeout: 30_000 });
      expect(await player.getByTestId('waiting-caster-sees').innerText()).toContain('Cass ve tu mano');

      // The caster fills the other seat with a bot and starts: their page goes behind the delay, with every hand.
      await caster.getByTestId('add-bots').click();
      await caster.getByTestId('start-game').click();
      const badge = caster.getByTestId('delay-badge');
      await expect.poll(async () => (await casterStore(caster)).watch, { timeout: 30_000 }).toEqual({ view: 'caster', delaySeconds: 120 });
      await caster.getByTestId('hud').waitFor({ timeout: 60_000 });
      expect(await badge.innerText()).toContain('120 s behind live');
      await expect.poll(async () => (await storeOf(player)).view?.players[0]?.hand?.length ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);
      const bruniHand = (await storeOf(player)).view!.players[0]!.hand!;
      // Bruni has not played (it is her turn): her hand behind the delay is her hand now, in her panel on the caster's page.
      const hand0 = caster.getByTestId('caster-hand-0');
      await hand0.waitFor({ timeout: 30_000 });
      expect((await hand0.getAttribute('data-cards'))!.split(' ').sort()).toEqual([...bruniHand].sort());
      expect(
        ((await caster.getByTestId('caster-hand-1').getAttribute('data-cards')) ?? '').split(' ').filter(Boolean).length,
      ).toBeGreaterThan(0);
      expect(await caster.evaluate(() => (window as unknown as { __liveGameViews: number }).__liveGameViews)).toBe(0);
      await settle(caster);
      await shot(caster, 'caster-page-1920-en');
      expect(problems.errors).toEqual([]);
    } finally {
      await streamer.close();
      await phone.close();
    }
  }, 240_000);
});
