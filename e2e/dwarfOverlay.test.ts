/**
 * DWARF on the overlay page (issue 40), real Chromium against the real server: /table/<id>/overlay of a
 * live 3-seat DWARF table of bots at 1920x1080 over a transparent page shows DWARF's 3D table, a panel
 * per player with its resources, categories led and medals as the engine's view says, the round, phase
 * and Mountain left, and a ticker of DWARF's moments; compact panels in Spanish too. Screenshots go to
 * artifacts/dwarf/overlay-*.png.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameView } from '../shared/games/dwarf/index.js';
import { categoryLeads } from '../client/games/dwarf/overlay/categoryLeads.js';
import { alphaOfRegions } from './helpers/alphaRegions.js';
import { settle, watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';
import { botTable, HD, until } from './helpers/overlayPages.js';
import { ROOT } from './helpers/paths.js';

const SHOTS = path.join(ROOT, 'artifacts', 'dwarf');
const e2e = useBrowserAndServer({ logName: 'dwarf-overlay-server' });

describe("DWARF's overlay page", () => {
  it("shows a live DWARF table with its players' resources, leads and medals, its status and its ticker", async () => {
    const problems: PageProblems = { errors: [] };
    const host = await botTable(e2e.server.url, { tableName: 'DWARF overlay', game: 'dwarf', seats: 3, botDelayMs: 150 });
    const ctx = await e2e.browser.newContext({ viewport: HD, reducedMotion: 'reduce', locale: 'en-GB' });
    const page = await ctx.newPage();
    watchPage(page, 'dwarf-overlay', problems);
    mkdirSync(SHOTS, { recursive: true });
    try {
      await page.goto(`${e2e.server.url}/table/${host.roomId}/overlay?bg=transparent&lang=en&panels=full&ticker=1&camera=table`);
      await page.locator('[data-testid="overlay"][data-watch="live"]').waitFor({ timeout: 60_000 });
      await page.getByTestId('overlay-panel-2').waitFor({ timeout: 60_000 });
      expect(await page.locator('button, input, select, a[href]').count(), 'nothing to click').toBe(0);
      // The panels and the status say what the view on screen says (read together: the bots keep playing).
      await until(
        'the panels and status to match the view',
        () =>
          page.evaluate(() => {
            const s = (
              window as unknown as { __emberforge: { useGameStore: { getState(): { view: unknown } } } }
            ).__emberforge.useGameStore.getState();
            const panels = Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="overlay-panel-"]')).map((el) => ({
              led: el.dataset.led,
              medals: Number(el.dataset.medals),
              counts: Array.from(el.querySelectorAll<HTMLElement>('[data-res]')).map((c) => `${c.dataset.res}=${c.innerText.trim()}`),
            }));
            const status = document.querySelector<HTMLElement>('[data-testid="dwarf-overlay-status"]')?.dataset;
            return { view: JSON.parse(JSON.stringify(s.view)) as GameView, panels, round: status?.round, mountain: status?.mountain };
          }),
        ({ view, panels, round, mountain }) => {
          const leads = categoryLeads(view.players.map((p) => p.res));
          const want = view.players.map((p, i) => ({
            led: leads[i]!.join(','),
            medals: p.res.medals,
            counts: (['iron', 'gold', 'steel', 'artefacts', 'medals'] as const).map((r) => `${r}=${p.res[r]}`),
          }));
          return (
            view.round >= 2 &&
            JSON.stringify(panels) === JSON.stringify(want) &&
            round === String(view.round) &&
            mountain === view.mines.map((m) => m.mountainCount).join(',')
          );
        },
        60_000,
      );
      // The ticker tells DWARF's moments (rounds at least; monsters, forgings as they come).
      const ticker = page.getByTestId('overlay-ticker');
      await ticker.waitFor({ timeout: 30_000 });
      expect(await ticker.innerText()).toMatch(/Round \d+ · \w+ is first player|fends off|Undefended|forges|Special Action|calls for help/);
      expect(await ticker.innerText()).not.toMatch(/dwarfTicker|\{/);
      await settle(page, 8_000);

      const png = await page.screenshot({ omitBackground: true, timeout: 90_000 });
      writeFileSync(path.join(SHOTS, 'overlay-1920-transparent-en.png'), png);
      const decoder = await ctx.newPage();
      const [corner, middle] = await alphaOfRegions(decoder, png, [
        { name: 'top-right corner', box: [0.994, 0, 0.006, 0.012] },
        { name: 'middle', box: [0.4, 0.4, 0.2, 0.2] },
      ]);
      expect(corner!.transparent, 'the corner is transparent').toBe(1);
      expect(middle!.opaque, 'the table is drawn in the middle').toBeGreaterThan(0.95);
      await decoder.close();

      // Compact panels, in Spanish.
      await page.goto(`${e2e.server.url}/table/${host.roomId}/overlay?bg=transparent&lang=es&panels=compact&ticker=1&camera=table`);
      await page.getByTestId('overlay-panel-2').waitFor({ timeout: 60_000 });
      expect((await page.getByTestId('dwarf-overlay-status').innerText()).replace(/\s+/g, ' ')).toMatch(/^Ronda \d+ · .+ · Montaña \d+$/);
      await page.getByTestId('overlay-ticker').waitFor({ timeout: 30_000 });
      await settle(page, 8_000);
      writeFileSync(path.join(SHOTS, 'overlay-1920-compact-es.png'), await page.screenshot({ omitBackground: true, timeout: 90_000 }));
      expect(problems.errors).toEqual([]);
    } finally {
      await ctx.close();
      await host.leave();
    }
  }, 120_000);
});
