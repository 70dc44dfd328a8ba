/**
 * DWARF's HUD in real Chromium (issue 40), as a newcomer meets it: from the lobby's practice box (the
 * game chosen, two seats, one heuristic bot), the first Selection turns of round 1 played by clicking
 * the HUD alone (?noscene=1: the 3D table is not what this checks, and SwiftShader would make it slow).
 * - The top bar says whose turn it is and the phase; a free position is offered and a click places a
 *   worker there (the player's panel counts one worker fewer to place).
 * - A Special Action asks how to pay (the ways open) before it spends a worker; Escape takes nothing.
 * - Refusals are explained where the player looks, in English and in Spanish: a taken position
 *   (click, and its key), a Special pile in pass 2 without 4 iron; then in DWARF's own Italian (the
 *   prompt and a refusal; the shell's words, which have no Italian, in English).
 * - The rules panel opens from the top bar: how to win first.
 * Screenshots: artifacts/dwarf/e2e-refused-1920x1080-{en,es,it}.png.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';

const e2e = useBrowserAndServer({ logName: 'dwarf-practice-server' });
const problems: PageProblems = { errors: [] };
const SHOTS = path.resolve('artifacts/dwarf');

const started = Date.now();
/** Where the test is, with its time (a slow step shows in the output). */
function step(what: string): void {
  console.log(`[dwarf-practice] ${((Date.now() - started) / 1000).toFixed(1)} s: ${what}`);
}

async function snap(page: Page, name: string): Promise<void> {
  step(`screenshot ${name}`);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `e2e-${name}.png`) });
}

/** Waits for the player's turn in the top bar (the bot moves after its delay). */
async function myTurn(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="turn"]')?.textContent?.startsWith('Your turn') ||
      document.querySelector('[data-testid="turn"]')?.textContent?.startsWith('Tu turno'),
    null,
    { timeout: 10_000 },
  );
}

/**
 * Clicks an offered position; returns its index once the worker stands there, or once the round has
 * moved on (the player last in pass 2: the round resolves at once and the position is free again).
 */
async function placeOnOffered(page: Page): Promise<number> {
  const button = page.locator('[data-testid^="dwarf-pos-"][data-offered="true"]').first();
  const id = (await button.getAttribute('data-testid'))!;
  const round = await page.getByTestId('round').innerText();
  await button.click();
  await page.waitForFunction(
    ([tid, before]) =>
      document.querySelector(`[data-testid="${tid}"]`)?.getAttribute('aria-disabled') === 'true' ||
      document.querySelector('[data-testid="round"]')?.textContent !== before,
    [id, round] as const,
    { timeout: 5000 },
  );
  return Number(id.replace('dwarf-pos-', ''));
}

async function notice(page: Page): Promise<string> {
  const n = page.getByTestId('play-notice-text');
  await n.waitFor({ timeout: 5000 });
  return n.innerText();
}

describe("DWARF's HUD: a practice game's first Selection turns, by clicks", () => {
  it('places workers from the action panel and explains every refusal, in English, in Spanish and in Italian', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    watchPage(page, 'dwarf', problems);
    await page.goto(`${e2e.server.url}/?noscene=1`);
    step('lobby');
    await page.getByTestId('practice-game-dwarf').click();
    await page.getByTestId('practice-2').click();
    await page.locator('[data-testid="hud"][data-game="dwarf"]').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('round').innerText()).toBe('Round 1 · Selection, pass 1 of 2');

    // How to win first, from the top bar.
    step('how to win first');
    await page.getByTestId('rules-open').click();
    const rules = page.getByTestId('rules-panel');
    expect(await rules.locator('h3').first().innerText()).toBe('How to win');
    await page.keyboard.press('Escape');
    await rules.waitFor({ state: 'detached' });

    // First turn: a free position, clicked.
    step('first turn');
    await myTurn(page);
    expect(await page.getByTestId('prompt').innerText()).toBe('Place a worker on a free position, or take a Special Action');
    // A Special Action asks before it spends both workers (a new player has no iron: that way is not offered); Escape takes nothing.
    await page.getByTestId('dwarf-pile-0').click();
    await page.getByTestId('dwarf-pay-workers').waitFor({ timeout: 5000 });
    expect(await page.getByTestId('dwarf-pay-iron').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('dwarf-pay').waitFor({ state: 'detached', timeout: 5000 });
    expect(await page.getByTestId('dwarf-player-0').innerText()).toContain('Workers to place: 2');
    await placeOnOffered(page);
    expect(await page.getByTestId('dwarf-player-0').innerText()).toContain('Workers to place: 1');

    // Second turn: pass 2 (at 2 seats each player has one turn in each pass).
    step('second turn');
    await myTurn(page);
    expect(await page.getByTestId('round').innerText()).toBe('Round 1 · Selection, pass 2 of 2');
    const taken = page.locator('[data-testid^="dwarf-pos-"][aria-disabled="true"]').first();
    const takenPos = Number((await taken.getAttribute('data-testid'))!.replace('dwarf-pos-', ''));
    await taken.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    expect(await notice(page)).toBe('A worker already stands on this position.');
    // A Special Action with one worker costs 4 iron; a new player has none.
    expect(await page.getByTestId('dwarf-pile-0').getAttribute('aria-disabled')).toBe('true');
    await page.getByTestId('dwarf-pile-0').click({ force: true });
    expect(await notice(page)).toBe('A Special Action with one worker costs 4 iron.');
    await snap(page, 'refused-1920x1080-en');

    // DWARF's own Italian (the shell's words, which have none, in English)
    step('the prompt and a refusal in italian');
    await page.getByTestId('lang-it').click();
    await page.getByTestId('round').filter({ hasText: "Round 1 · Selezione dell'Azione, giro 2 di 2" }).waitFor({ timeout: 5000 });
    expect(await page.getByTestId('prompt').innerText()).toMatch(/^Piazza un lavoratore su una posizione libera/);
    await page.keyboard.press(String(takenPos + 1));
    await page.getByTestId('play-notice-text').filter({ hasText: "Su questa posizione c'è già un lavoratore." }).waitFor({ timeout: 5000 });
    expect(await page.getByTestId('leave').getAttribute('title')).toBe('Leave table');
    await snap(page, 'refused-1920x1080-it');

    // The same refusals in Spanish
    step('the same refusals in spanish');
    await page.getByTestId('lang-es').click();
    await page.getByTestId('round').filter({ hasText: 'Ronda 1' }).waitFor({ timeout: 5000 });
    await page.getByTestId('dwarf-pile-1').click({ force: true });
    expect(await notice(page)).toBe('Una Acción Especial con un trabajador cuesta 4 de hierro.');
    expect(takenPos).toBeLessThan(9); // one mine at 2 seats: keys 1-9 reach every position
    await page.keyboard.press(String(takenPos + 1));
    await page.getByTestId('play-notice-text').filter({ hasText: 'Ya hay un trabajador en esta posición.' }).waitFor({ timeout: 5000 });
    await snap(page, 'refused-1920x1080-es');

    // The second worker
    step('the second worker');
    await placeOnOffered(page);
    // Then the bot's turn, or (the human last in pass 2) the round goes on past Selection.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="round"]')?.textContent !== 'Ronda 1 · Selección, vuelta 2 de 2' ||
        !document.querySelector('[data-testid="turn"]')?.textContent?.startsWith('Tu turno'),
      null,
      { timeout: 5000 },
    );
    expect(problems.errors, problems.errors.join('\n')).toEqual([]);
    await context.close();
  }, 30_000);
});
