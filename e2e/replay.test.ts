/**
 * History and replays in real Chromium against the real server (issue 10): a finished game between
 * bots, stored through the GameStore API in a real SQLite file, is listed on the Games page (with
 * twenty older games: the first page shows 20, "load more" the 21st) and replayed on /replay/<id>:
 * scrubbed to the end, the HUD and the game store show the engine's final state; steps back and
 * forth, by action and by round; the view switch; the timeline's markers; play at 8x; the JSON
 * download replays with `npm run replay` to the same digest. Screenshots at 1920x1080 and 390x844 go
 * to artifacts/e2e/replay-*.png.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { standings } from '../shared/games/emberforge/engine/rules/standings.js';
import { viewFor } from '../shared/games/emberforge/index.js';
import { replayReport } from '../scripts/replayCli.js';
import { stateDigest } from '../scripts/stateDigest.js';
import { settle, shot, watchPage, type PageProblems } from './helpers/browser.js';
import { canvasStats } from './helpers/canvas.js';
import { atPosition, expectBoardShows, positionOf, storeView } from './helpers/replayChecks.js';

import { countEvents, eventsOf, final, game, N, selectView, stateAt, useReplayServer } from './helpers/replayFixture.js';

const e2e = useReplayServer('replay-server');

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
    const file = path.join(e2e.dataDir, 'download.json');
    await download.saveAs(file);
    const report = replayReport(readFileSync(file, 'utf8'), 'download.json');
    expect(report.code).toBe(0);
    expect(report.out).toContain(`digest           ${stateDigest(final)}`);

    expect(problems.errors).toEqual([]);
    await context.close();
  }, 600_000);
});
