/**
 * Reading a replay page: its position, the view the game store holds (what the HUD and the 3D table
 * draw), and the HUD's public board compared with the engine's state at that position.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { cardName } from '../../client/games/emberforge/i18n/gameText.js';
import { standings } from '../../shared/games/emberforge/engine/rules/standings.js';
import { viewFor, ZONES, type GameState, type GameView } from '../../shared/games/emberforge/index.js';
import { readPublicBoard } from './publicBoard.js';

export async function positionOf(page: Page): Promise<number> {
  return Number(await page.getByTestId('replay-position').getAttribute('data-position'));
}

/** Waits until the replay shows `position`. */
export async function atPosition(page: Page, position: number, timeoutMs = 20_000): Promise<void> {
  await page.waitForFunction(
    (p) => document.querySelector('[data-testid="replay-position"]')?.getAttribute('data-position') === String(p),
    position,
    { timeout: timeoutMs, polling: 100 },
  );
}

/** The view the page's game store holds (JSON). */
export function storeView(page: Page): Promise<GameView | null> {
  return page.evaluate(() => {
    const w = window as unknown as { __emberforge: { useGameStore: { getState(): { view: unknown } } } };
    return JSON.parse(JSON.stringify(w.__emberforge.useGameStore.getState().view)) as GameView | null;
  });
}

/** The HUD (board summary, player panels, top bar) shows the engine's public facts of `state`. */
export async function expectBoardShows(page: Page, state: GameState, what: string): Promise<void> {
  const board = await readPublicBoard(page);
  const view = viewFor(state, 'spectator');
  expect(board.round, what).toContain(`Round ${state.round}`);
  for (const z of ZONES) {
    expect(board.zones[z]!.embers, `${what}: embers on ${z}`).toEqual(state.zones[z].embers.map((s) => state.players[s]!.color));
    expect(board.zones[z]!.heat, `${what}: heat of ${z}`).toBe(state.zones[z].heat === 'none' ? '' : state.zones[z].heat);
  }
  state.commissions.forEach((id, slot) => {
    if (id) expect(board.commissions[slot], `${what}: commission ${slot}`).toContain(cardName(id, 'en'));
  });
  expect(board.deckAndDiscard, what).toBe(`Deck: ${state.deck.length} Discard pile: ${state.discard.length}`);
  const rows = standings(view);
  for (const p of state.players) {
    const shown = board.players.find((x) => x.seat === `player-${p.seat}`)!;
    expect(shown.name, what).toBe(p.name);
    expect(shown.gems, `${what}: ${p.name}'s forged collections`).toBe(rows[p.seat]!.forgedCollections.length);
    expect(shown.tokens, `${what}: ${p.name}'s commission tokens`).toBe(`✦ ${p.commissionTokens}`);
    const forged = p.play.filter((c) => c.forged).length;
    expect(shown.counts, `${what}: ${p.name}'s weapons`).toContain(`${forged} forged · ${p.play.length - forged} in progress`);
  }
}
