/**
 * History and replays in real Chromium against the real server (issue 10): a finished game between
 * bots, stored through the GameStore API in a real SQLite file, is listed on the Games page (with
 * twenty older games: the first page shows 20, "load more" the 21st) and replayed on /replay/<id>:
 * scrubbed to the end, the HUD and the game store show the engine's final state; steps back and
 * forth, by action and by round; the view switch; the timeline's markers; play at 8x; the JSON
 * download replays with `npm run replay` to the same digest. Screenshots at 1920x1080 and 390x844 go
 * to artifacts/e2e/replay-*.png.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Room } from 'colyseus.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { standings } from '../shared/engine/rules/standings.js';
import { applyAction, createGame, replay, viewFor, type GameEvent } from '../shared/index.js';
import { openStore } from '../server/store/openStore.js';
import { replayReport } from '../scripts/replayCli.js';
import { stateDigest } from '../scripts/stateDigest.js';
import { recordBotGame, storeGame } from './helpers/botGameRecord.js';
import { settle, shot, watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';
import { canvasStats } from './helpers/canvas.js';
import { QuietClient } from './helpers/quietClient.js';
import { atPosition, expectBoardShows, positionOf, storeView } from './helpers/replayChecks.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'emberforge-replay-e2e-'));
const t0 = Date.now() - 3_600_000;
// Seed 51, three heuristic bots: 244 actions, 3 overheats, 14 forgings, 3 commissions, Forge Mastery in round 16.
const { game, final } = recordBotGame(51, { id: 'replay51', players: 3, t0 });
const live = recordBotGame(22, { id: 'live22', players: 2, t0: t0 + 1000 });
// Twenty short games that ended earlier: the Games page shows 20 and loads the 21st on demand.
const fillers = Array.from(
  { length: 20 },
  (_, i) => recordBotGame(100 + i, { id: `filler${i}`, players: 2, roundLimit: 2, t0: t0 - 10_000_000 + i * 100_000 }).game,
);
const log = game.actions;
const N = log.length;
const stateAt = (p: number) => replay(game.start.config, log.slice(0, p));
/** eventsOf[p - 1]: the events of action p, from the engine. */
const eventsOf: GameEvent[][] = [];
log.reduce((state, e) => {
  const r = applyAction(state, e.seat, e.action);
  if (!r.ok) throw new Error(r.error.message);
  eventsOf.push(r.events);
  return r.state;
}, createGame(game.start.config));
const countEvents = (type: GameEvent['type']) => eventsOf.flat().filter((e) => e.type === type).length;

const e2e = useBrowserAndServer({
  logName: 'replay-server',
  entry: ['e2e/helpers/storedServer.ts'],
  env: { DATA_DIR: dataDir, GRACE_SECONDS: '3600', EMPTY_TABLE_SECONDS: '3600' },
  before: async () => {
    const store = await openStore({ dataDir });
    await storeGame(store, game);
    for (const g of fillers) await storeGame(store, g);
    // Stopped on the human seat's turn: should this server bring unfinished tables back on start, the
    // game waits for that player (grace and empty-table windows of an hour, below) and stays unfinished.
    let upTo = 25;
    while (replay(live.game.start.config, live.game.actions.slice(0, upTo)).activeSeat !== 0) upTo++;
    await storeGame(store, live.game, upTo);
    await store.close();
  },
  after: () => rmSync(dataDir, { recursive: true, force: true }),
});

async function selectView(page: Page, value: string): Promise<void> {
  await page.getByTestId('replay-view').selectOption(value);
}

describe('a finished game replayed in the browser', () => {
  it('is listed on the Games page, and its replay matches the engine at the end, back and forth, in every view', async () => {
    const problems: PageProblems = { errors: [] };
    const context = await e2e.browser.newContext({
      viewport: { width: 1920, height: 1080 },
      reducedMotion: 'reduce',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    watchPage(page, 'replay', problems);

    // --- the lobby links to the Games page, which lists the finished game (not the live one)
    await page.goto(e2e.server.url);
    await page.getByTestId('lobby-games').click();
    const row = page.getByTestId('game-row-replay51');
    await row.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('game-row-live22').count()).toBe(0);
    const winners = game.result.winners.map((s) => game.start.config.players[s]!.name).join(', ');
    expect(await row.getByTestId('game-winner').innerText()).toBe(winners);
    expect(await row.getByTestId('game-victory').innerText()).toBe(
      { forgeMastery: 'Forge Mastery', guildPrestige: 'Guild Prestige', roundLimit: 'Round limit' }[game.result.victory],
    );
    expect(await row.innerText()).toContain(`${N} actions`);
    const rows = page.locator('[data-testid^="game-row-"]');
    expect(await rows.count()).toBe(20);
    await page.getByTestId('games-more').click();
    await page.getByTestId('game-row-filler0').waitFor();
    expect(await rows.count()).toBe(21);
    expect(await page.getByTestId('games-more').count()).toBe(0);
    await shot(page, 'replay-01-games');
    // A phone hides the rounds and date columns; the same facts show under the table's name instead.
    const when = row.getByTestId('game-when');
    expect(await when.isVisible(), 'no second date line on a desktop').toBe(false);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await when.isVisible(), 'the date and rounds under the name on a phone').toBe(true);
    expect(await when.innerText()).toMatch(new RegExp(`\\d{4}.* · ${game.result.rounds} rounds?$`));
    await page.setViewportSize({ width: 1920, height: 1080 });

    // --- open the replay: position 0 is the new game
    await page.getByTestId('game-watch-replay51').click();
    await page.waitForURL(/\/replay\/replay51$/);
    await page.locator('[data-testid="replay-screen"][data-state="ready"]').waitFor({ timeout: 60_000 });
    expect(await positionOf(page)).toBe(0);
    expect(await storeView(page)).toEqual(viewFor(stateAt(0), 'spectator'));
    expect(await page.getByTestId('top-bar').isVisible()).toBe(true);
    expect(await page.getByTestId('spectator-count').count(), 'nobody "watching" a replay').toBe(0);
    await settle(page);

    // --- scrub to the end (the slider, keyboard End): the final state, the victory dialog
    await page.getByTestId('replay-scrub').focus();
    await page.keyboard.press('End');
    await atPosition(page, N);
    expect(await storeView(page)).toEqual(viewFor(final, 'spectator'));
    await page.getByTestId('victory').waitFor();
    expect(await page.getByTestId('victory-winner').innerText()).toContain(game.start.config.players[game.result.winners[0]!]!.name);
    expect(await page.getByTestId('victory-replay').count(), 'no "watch the replay" inside a replay').toBe(0);
    for (const s of standings(viewFor(final, 'spectator'))) {
      expect(await page.getByTestId(`final-${s.seat}`).getAttribute('data-place')).toBe(String(s.place));
    }
    await settle(page);
    await shot(page, 'replay-02-victory');
    await page.getByTestId('victory-close').click();
    await expectBoardShows(page, final, 'at the end');
    const stats = await canvasStats(page, 'replay-03-canvas');
    expect(stats.stddev, 'the 3D table is drawn').toBeGreaterThan(8);
    expect(stats.colours).toBeGreaterThan(200);
    await shot(page, 'replay-04-end');

    // --- step back and forth by action
    await page.getByTestId('replay-back').click();
    await atPosition(page, N - 1);
    const before = stateAt(N - 1);
    expect(await storeView(page)).toEqual(viewFor(before, 'spectator'));
    await expectBoardShows(page, before, 'one action back');
    expect(await page.getByTestId('victory').count()).toBe(0);
    await page.getByTestId('replay-forward').click();
    await atPosition(page, N);
    expect(await storeView(page)).toEqual(viewFor(final, 'spectator'));
    await page.getByTestId('victory-close').click();

    // --- by round: back to the start of the last round, then the one before; forward again
    await page.getByTestId('replay-round-back').click();
    const lastRoundStart = await positionOf(page);
    const s1 = stateAt(lastRoundStart);
    expect(s1.round).toBe(final.round);
    expect(stateAt(lastRoundStart - 1).round).toBe(final.round - 1);
    await expectBoardShows(page, s1, 'start of the last round');
    await page.getByTestId('replay-round-back').click();
    const prevRoundStart = await positionOf(page);
    expect(stateAt(prevRoundStart).round).toBe(final.round - 1);
    await page.getByTestId('replay-round-forward').click();
    await atPosition(page, lastRoundStart);

    // --- the log is in step: its last line is the last event of the action at this position
    const lastEvent = await page.evaluate(() => {
      const w = window as unknown as { __emberforge: { useGameStore: { getState(): { log: { event: unknown }[] } } } };
      return JSON.parse(JSON.stringify(w.__emberforge.useGameStore.getState().log.at(-1)?.event ?? null)) as unknown;
    });
    expect(lastEvent).toEqual(JSON.parse(JSON.stringify(eventsOf[lastRoundStart - 1]!.at(-1))));

    // --- the view switch: a seat's view (its hand), all hands, public again
    await selectView(page, '1');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="top-bar"]') !== null &&
        (
          window as unknown as { __emberforge: { useGameStore: { getState(): { view: { viewer: unknown } | null } } } }
        ).__emberforge.useGameStore.getState().view?.viewer === 1,
      undefined,
      { timeout: 10_000 },
    );
    expect(await storeView(page)).toEqual(viewFor(s1, 1));
    // Seat 1's viewpoint, watched: its panel is tagged as the viewpoint, never "you".
    expect(await page.getByTestId('player-1').locator('.badge.gold').innerText()).toBe('viewpoint');
    await settle(page);
    await shot(page, 'replay-05-seat-view');
    await selectView(page, 'all');
    await page.getByTestId('replay-hands').waitFor();
    for (const p of s1.players) {
      expect(await page.getByTestId(`replay-hand-${p.seat}`).getAttribute('data-cards')).toBe(p.hand.join(' '));
    }
    await settle(page);
    await shot(page, 'replay-06-all-hands');
    await selectView(page, 'public');
    await page.getByTestId('replay-hands').waitFor({ state: 'detached' });
    expect(await storeView(page)).toEqual(viewFor(s1, 'spectator'));

    // --- the timeline's markers: one per forging; an overheat marker shows the overheated zone
    expect(await page.getByTestId('marker-forge').count()).toBe(countEvents('weaponForged'));
    expect(await page.getByTestId('marker-commission').count()).toBe(countEvents('commissionCompleted'));
    expect(await page.getByTestId('marker-victory').count()).toBe(1);
    expect(await page.getByTestId('marker-overheat').count()).toBe(countEvents('zoneOverheated'));
    expect(countEvents('zoneOverheated')).toBeGreaterThan(0);
    // No marker covers another: markers of the same or neighbouring actions stack in rows.
    const boxes = await page.locator('.replay-marker').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      }),
    );
    const overlapping = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
        .map(() => i),
    );
    expect(overlapping).toEqual([]);
    // Markers of neighbouring actions overlap on the slider: the marker itself is clicked, not a point.
    const overheat = page.getByTestId('marker-overheat').first();
    const at = Number(await overheat.getAttribute('data-position'));
    expect(eventsOf[at - 1]!.some((e) => e.type === 'zoneOverheated')).toBe(true);
    await overheat.dispatchEvent('click');
    await atPosition(page, at);
    expect(await storeView(page)).toEqual(viewFor(stateAt(at), 'spectator'));
    expect(Object.values(stateAt(at).zones).some((z) => z.heat === 'overheat')).toBe(true);
    await expectBoardShows(page, stateAt(at), 'at the first overheat');

    // --- play at 8x: the position advances by itself; pause stops it
    await page.getByTestId('replay-scrub').focus();
    await page.keyboard.press('Home');
    await atPosition(page, 0);
    await page.getByTestId('replay-speed-8').click();
    const from = 0;
    await page.getByTestId('replay-play').click();
    await page.waitForFunction(
      (p) => Number(document.querySelector('[data-testid="replay-position"]')?.getAttribute('data-position')) >= p + 3,
      from,
      {
        timeout: 20_000,
        polling: 100,
      },
    );
    await page.getByTestId('replay-play').click();
    const paused = await positionOf(page);
    await page.waitForTimeout(500); // a pause must hold: 500 ms at 8x would be 5 more actions
    expect(await positionOf(page)).toBe(paused);

    // --- the keys, as a video player has them: Home, → and ←, Shift+→ (a round), Space, End
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Home');
    await atPosition(page, 0);
    await page.keyboard.press('ArrowRight');
    await atPosition(page, 1);
    await page.keyboard.press('Shift+ArrowRight');
    const nextRound = await positionOf(page);
    expect(stateAt(nextRound).round, 'Shift+→ goes to the next round').toBe(stateAt(1).round + 1);
    expect(stateAt(nextRound - 1).round).toBe(stateAt(1).round);
    await page.keyboard.press('ArrowLeft');
    await atPosition(page, nextRound - 1);
    await page.keyboard.press('Space');
    await page.waitForFunction(
      (p) => Number(document.querySelector('[data-testid="replay-position"]')?.getAttribute('data-position')) >= p + 2,
      nextRound - 1,
      { timeout: 20_000, polling: 100 },
    );
    await page.keyboard.press('Space');
    const pausedByKey = await positionOf(page);
    await page.waitForTimeout(500); // a pause must hold: 500 ms at 8x would be 5 more actions
    expect(await positionOf(page), 'Space pauses').toBe(pausedByKey);
    // The end, watched from a seat that lost: told as to a spectator, never "Defeat" (nor "you").
    const loser = game.start.config.players.findIndex((_, seat) => !game.result.winners.includes(seat));
    await selectView(page, String(loser));
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('End');
    await atPosition(page, N);
    expect(await page.getByTestId('victory-title').textContent()).toBe('Game over');
    expect(await page.getByTestId('victory').innerText()).not.toMatch(/\(you\)/);
    await page.getByTestId('victory-close').click();
    await selectView(page, 'public');

    // --- Download JSON: `npm run replay` on the file prints the digest of the final state
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('replay-download').click()]);
    // saveAs: the run's Chromium is a browser server (e2e/globalSetup.ts), whose download has no local path.
    const file = path.join(dataDir, 'download.json');
    await download.saveAs(file);
    const report = replayReport(readFileSync(file, 'utf8'), 'download.json');
    expect(report.code).toBe(0);
    expect(report.out).toContain(`digest           ${stateDigest(final)}`);

    expect(problems.errors).toEqual([]);
    await context.close();
  }, 600_000);

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
