/**
 * Bot levels in the lobby, in real Chromium against the real server (issue 42):
 * - the create form offers the takeover level (the bot that plays a dropped player's seat) among the
 *   game's levels, and the table is listed with it;
 * - in the waiting room the host picks Hard and adds one bot: its seat says "Bot · Hard"; "Fill with
 *   bots" adds the rest at the level picked (Normal);
 * - a second visitor's lobby (in Spanish, on a 390x844 phone) lists each bot with its level;
 * - at the table (the HUD alone, ?noscene=1), each bot's player panel says its level.
 * Screenshots: artifacts/e2e/bot-levels-{create,waiting,listing,table}-*.png.
 */
import { describe, expect, it } from 'vitest';
import { shot, watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';

const e2e = useBrowserAndServer({ logName: 'bot-levels-lobby-server' });

interface Row {
  id: string;
  status: string;
  botLevel: string;
  players: { name: string; kind: string; botLevel?: string }[];
}

async function listed(url: string, id: string): Promise<Row | undefined> {
  const body = (await (await fetch(`${url}/api/tables`)).json()) as { tables: Row[] };
  return body.tables.find((t) => t.id === id);
}

describe('bot levels in the lobby', () => {
  it('a Hard bot added in the waiting room shows its level on its seat, in another visitor’s listing and at the table', async () => {
    const problems: PageProblems = { errors: [] };
    const ctx = await e2e.browser.newContext({ viewport: { width: 1920, height: 1080 }, reducedMotion: 'reduce', locale: 'en-GB' });
    const page = await ctx.newPage();
    watchPage(page, 'host', problems);
    await page.goto(`${e2e.server.url}/?noscene=1`);
    await page.getByTestId('lobby-create').waitFor();

    // The create form: three seats, the takeover level Normal.
    await page.getByTestId('seat-name').fill('Ada');
    await page.getByTestId('create-seats-3').click();
    expect(await page.getByTestId('create-bot-level-easy').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('create-bot-level-normal').click();
    await shot(page, 'bot-levels-create-1920x1080');
    await page.getByTestId('lobby-create').click();
    await page.getByTestId('waiting-room').waitFor({ timeout: 20_000 });
    const id = new URL(page.url()).pathname.split('/').pop()!;
    expect(await listed(e2e.server.url, id)).toMatchObject({ botLevel: 'normal', status: 'lobby' });
    await expect(page.getByTestId('waiting-takeover-level').innerText()).resolves.toContain('Normal');

    // One Hard bot, then the last seat filled at Normal (the level picked, the table's own at first).
    expect(await page.getByTestId('bot-level-normal').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('bot-level-hard').click();
    await page.getByTestId('add-bot').click();
    const seat1 = page.getByTestId('seat-level-1');
    await seat1.waitFor({ timeout: 10_000 });
    expect(await seat1.getAttribute('data-level')).toBe('hard');
    expect(await seat1.innerText()).toBe('Bot · Hard');
    expect(await page.getByTestId('seat-2').getAttribute('class')).toContain('empty');
    await page.getByTestId('bot-level-normal').click();
    await page.getByTestId('add-bots').click();
    await page.getByTestId('seat-level-2').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('seat-level-2').getAttribute('data-level')).toBe('normal');
    await shot(page, 'bot-levels-waiting-1920x1080');
    const row = await listed(e2e.server.url, id);
    expect(row?.players.map((p) => p.botLevel ?? null)).toEqual([null, 'hard', 'normal']);

    // A second visitor, in Spanish on a phone, sees each bot's level in the lobby's list.
    const phone = await e2e.browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
      locale: 'es-ES',
      isMobile: true,
      hasTouch: true,
    });
    const visitor = await phone.newPage();
    watchPage(visitor, 'visitor', problems);
    await visitor.goto(e2e.server.url);
    const hard = visitor.getByTestId(`table-bot-level-${id}-1`);
    await hard.waitFor({ timeout: 20_000 });
    expect(await hard.innerText()).toBe('Difícil');
    expect(await visitor.getByTestId(`table-bot-level-${id}-2`).innerText()).toBe('Normal');
    await hard.scrollIntoViewIfNeeded();
    await shot(visitor, 'bot-levels-listing-es-390x844');

    // At the table: each bot's panel says its level.
    await page.locator('[data-testid="start-game"]:not([disabled])').waitFor({ timeout: 10_000 });
    await page.getByTestId('start-game').click();
    const panel = page.getByTestId('bot-1');
    await panel.waitFor({ timeout: 30_000 });
    expect(await panel.getAttribute('data-level')).toBe('hard');
    expect(await panel.innerText()).toBe('Bot · Hard');
    expect(await page.getByTestId('bot-2').getAttribute('data-level')).toBe('normal');
    await shot(page, 'bot-levels-table-1920x1080');
    expect(problems.errors).toEqual([]);
    await phone.close();
    await ctx.close();
  }, 180_000);
});
