/** The lobby steps several browser tests take the way a newcomer does: create a table, fill it with bots, start. */
import type { Page } from 'playwright-core';

/** Opens the lobby at `url` (null: the page is in the lobby already) and creates a 2-seat table as `name`; resolves in its waiting room. */
export async function createTwoSeatTable(page: Page, url: string | null, name = 'Ada'): Promise<void> {
  if (url !== null) await page.goto(url);
  await page.getByTestId('lobby-create').waitFor();
  await page.getByTestId('seat-name').fill(name);
  await page.getByTestId('create-seats-2').click();
  await page.getByTestId('lobby-create').click();
  await page.getByTestId('waiting-room').waitFor({ timeout: 20_000 });
}

/** In the waiting room, as its host: a bot takes the free seat and the game starts. */
export async function fillWithBotsAndStart(page: Page): Promise<void> {
  await page.getByTestId('add-bots').click();
  await page.locator('[data-testid="start-game"]:not([disabled])').waitFor({ timeout: 10_000 });
  await page.getByTestId('start-game').click();
}
