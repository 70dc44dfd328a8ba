/**
 * History and replays in real Chromium against the real server (issue 10), on a phone (390x844): the
 * replay fits the screen; a game still being played has no replay yet; an old invite link leads to the
 * replay, a private one names its table, an unknown one says so. The desktop replay: replay.test.ts.
 * As there: a finished game between
 * bots, stored through the GameStore API in a real SQLite file, is listed on the Games page (with
 * twenty older games: the first page shows 20, "load more" the 21st) and replayed on /replay/<id>:
 * scrubbed to the end, the HUD and the game store show the engine's final state; steps back and
 * forth, by action and by round; the view switch; the timeline's markers; play at 8x; the JSON
 * download replays with `npm run replay` to the same digest. Screenshots at 1920x1080 and 390x844 go
 * to artifacts/e2e/replay-*.png.
 */
import type { Room } from 'colyseus.js';
import { describe, expect, it } from 'vitest';
import { settle, shot, watchPage, type PageProblems } from './helpers/browser.js';
import { QuietClient } from './helpers/quietClient.js';
import { atPosition } from './helpers/replayChecks.js';

import { N, useReplayServer } from './helpers/replayFixture.js';

const e2e = useReplayServer('replay-phone-server');

describe('a finished game replayed in the browser, on a phone', () => {
  it('fits a phone (390x844); a game still being played has no replay yet; an old invite link leads to the replay, a private one names its table, an unknown one says so', async () => {
    const problems: PageProblems = { errors: [] };
    const context = await e2e.browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    watchPage(page, 'phone', problems);
    await page.goto(`${e2e.server.url}/replay/replay51`);
    await page.locator('[data-testid="replay-screen"][data-state="ready"]').waitFor({ timeout: 60_000 });
    // The first frames of the 3D table compile shaders on the CPU: let the page settle before keys.
    await settle(page);
    await page.getByTestId('replay-scrub').focus();
    await page.keyboard.press('End');
    await atPosition(page, N, 60_000);
    await page.getByTestId('victory').waitFor();
    await settle(page);
    await shot(page, 'replay-07-phone-victory');
    await page.getByTestId('victory-close').click();
    for (const id of [
      'replay-round-back',
      'replay-back',
      'replay-play',
      'replay-forward',
      'replay-round-forward',
      'replay-scrub',
      'replay-view',
      'replay-download',
    ]) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box, id).not.toBeNull();
      expect(
        box.x >= 0 && box.y >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844,
        `${id} inside the screen: ${JSON.stringify(box)}`,
      ).toBe(true);
    }
    await settle(page);
    await shot(page, 'replay-08-phone');
    expect(problems.errors).toEqual([]);

    // A live game: the page says where to watch it (the API's 404 is the one console error).
    const live = await context.newPage();
    const liveProblems: PageProblems = { errors: [] };
    watchPage(live, 'live', liveProblems);
    await live.goto(`${e2e.server.url}/replay/live22`);
    await live.locator('[data-testid="replay-screen"][data-state="error"]').waitFor({ timeout: 30_000 });
    expect(await live.getByTestId('replay-message').getAttribute('data-reason')).toBe('playing');
    expect(await live.getByTestId('replay-message').innerText()).toContain('This game is still being played');
    expect(await live.getByTestId('replay-watch-table').getAttribute('href')).toBe('/table/live22?spectate=1');
    expect(liveProblems.errors.every((e) => /404/.test(e))).toBe(true);

    // An invite link that outlived its game: the join dialog says who won and offers the replay, no seat.
    const invite = await context.newPage();
    const inviteProblems: PageProblems = { errors: [] };
    watchPage(invite, 'invite', inviteProblems);
    await invite.goto(`${e2e.server.url}/table/replay51`);
    await invite.getByTestId('join-ended').waitFor({ timeout: 30_000 });
    expect(await invite.getByTestId('join-ended').innerText()).toMatch(/has ended\. Victory: \S/);
    expect(await invite.getByTestId('seat-join').count(), 'no seat offered').toBe(0);
    await shot(invite, 'replay-09-phone-invite-ended');
    await invite.getByTestId('join-replay').tap();
    await invite.locator('[data-testid="replay-screen"][data-state="ready"]').waitFor({ timeout: 60_000 });
    expect(new URL(invite.url()).pathname).toBe('/replay/replay51');
    expect(inviteProblems.errors).toEqual([]);

    // A private table's invite (not in the lobby's list): the dialog names the table and offers a seat,
    // with the host's colour taken.
    const host: Room = await new QuietClient(`ws://127.0.0.1:${e2e.server.port}`).create('table', {
      table: { seats: 2, tableName: 'Hidden anvil', private: true },
      name: 'Eve',
      color: 'red',
    });
    const priv = await context.newPage();
    const privProblems: PageProblems = { errors: [] };
    watchPage(priv, 'private-invite', privProblems);
    await priv.goto(`${e2e.server.url}/table/${host.roomId}`);
    await priv.getByText('“Hidden anvil”').waitFor({ timeout: 30_000 });
    expect(await priv.getByTestId('seat-join').isEnabled()).toBe(true);
    await shot(priv, 'replay-10-phone-invite-private');
    expect(privProblems.errors).toEqual([]);
    await host.leave();

    // An id no table has: the dialog says so, offers the finished games and the lobby, and no seat.
    const gone = await context.newPage();
    const goneProblems: PageProblems = { errors: [] };
    watchPage(gone, 'gone-invite', goneProblems);
    await gone.goto(`${e2e.server.url}/table/noSuchTable42`);
    await gone.getByTestId('join-gone').waitFor({ timeout: 30_000 });
    expect(await gone.getByTestId('join-dialog').locator('h2').innerText()).toBe('No table at this link');
    expect(await gone.getByTestId('seat-join').count(), 'no seat offered').toBe(0);
    await shot(gone, 'replay-11-phone-invite-gone');
    await gone.getByTestId('join-back').tap();
    await gone.getByTestId('join-dialog').waitFor({ state: 'detached' });
    expect(new URL(gone.url()).pathname).toBe('/');
    expect(goneProblems.errors).toEqual([]);
    await context.close();
  }, 300_000);
});
