/**
 * DWARF's 3D table in real Chromium (issue 40): a 2-seat practice game from the lobby, with the scene.
 * - The table is drawn (the canvas is not one flat colour) and its meshes hold what the game has: the
 *   mine's cards (9 starters, round 1's draws, the Special piles, the Mountain), 4 meeples waiting in
 *   the two areas, 5 resource pieces per area (window.__dwarfScene, read from the scene's own meshes).
 * - Clicking a free position's stack on the table places a worker there (the HUD's pick): a meeple
 *   hops onto the mine and the HUD marks the position taken.
 * Screenshot: artifacts/dwarf/e2e-scene-1920x1080.png.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';
import { canvasStats } from './helpers/canvas.js';

const e2e = useBrowserAndServer({ logName: 'dwarf-scene-server' });
const problems: PageProblems = { errors: [] };

interface Probe {
  cards: number;
  meeples: number;
  meeplesOnMine: number;
  resourcePieces: number;
  mines: number;
}

describe("DWARF's 3D table", () => {
  it('draws the mine, the areas and the workers, and a click on a stack places a worker', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    watchPage(page, 'dwarf-scene', problems);
    await page.goto(e2e.server.url);
    await page.getByTestId('practice-game-dwarf').click();
    await page.getByTestId('practice-2').click();
    await page.locator('[data-testid="hud"][data-game="dwarf"]').waitFor({ timeout: 15_000 });
    const probe = () =>
      page.evaluate(() => (window.__dwarfScene ? { ...window.__dwarfScene, screenOf: undefined } : null)) as Promise<Probe | null>;
    await page.waitForFunction(() => (window.__dwarfScene?.cards ?? 0) > 0 && (window.__dwarfScene?.meeples ?? 0) > 0, null, {
      timeout: 20_000,
    });
    const first = (await probe())!;
    expect(first.mines).toBe(1);
    // 9 starters + at least one of round 1's two draws on the mine, 3 piles of 3 Special cards, the Mountain.
    expect(first.cards).toBeGreaterThanOrEqual(9 + 1 + 9 + 1);
    expect(first.meeples).toBe(4);
    expect(first.resourcePieces).toBe(2 * 5);

    // My turn: click a free position's stack in the 3D table.
    await page.waitForFunction(() => document.querySelector('[data-testid="turn"]')?.textContent?.startsWith('Your turn'), null, {
      timeout: 10_000,
    });
    const onMine = (await probe())!.meeplesOnMine;
    const free = page.locator('[data-testid^="dwarf-pos-"][data-offered="true"]').first();
    const pos = Number((await free.getAttribute('data-testid'))!.replace('dwarf-pos-', ''));
    const at = await page.evaluate((p) => window.__dwarfScene!.screenOf(p), pos);
    const box = (await page.locator('canvas').first().boundingBox())!;
    await page.mouse.click(box.x + at.x, box.y + at.y);
    await page.waitForFunction((n) => (window.__dwarfScene?.meeplesOnMine ?? 0) > n, onMine, { timeout: 5000 });
    expect(await page.getByTestId(`dwarf-pos-${pos}`).getAttribute('aria-disabled')).toBe('true');

    const stats = await canvasStats(page);
    // A blank or cleared canvas is one flat colour; the table's own wood is the most common colour here.
    expect(stats.nonBackground).toBeGreaterThan(0.1);
    expect(stats.colours).toBeGreaterThan(50);
    expect(stats.stddev).toBeGreaterThan(5);
    mkdirSync(path.resolve('artifacts/dwarf'), { recursive: true });
    await page.screenshot({ path: path.resolve('artifacts/dwarf/e2e-scene-1920x1080.png') });

    // The camera presets, as at Emberforge's table: my area, then follow, then the whole table again.
    const cameraView = () => page.evaluate(() => (window as { __emberforgeCamera?: { view: string } }).__emberforgeCamera?.view ?? '');
    const tableView = await cameraView();
    for (const mode of ['mine', 'follow', 'table']) {
      await page.getByTestId(`camera-${mode}`).click();
      expect(await page.getByTestId(`camera-${mode}`).getAttribute('aria-pressed')).toBe('true');
    }
    await page.getByTestId('camera-mine').click();
    await expect.poll(cameraView, { message: 'the camera frames my area', timeout: 5000 }).not.toBe(tableView);
    await page.getByTestId('camera-table').click();
    await expect.poll(cameraView, { message: 'the whole table again', timeout: 5000 }).toBe(tableView);
    expect(problems.errors, problems.errors.join('\n')).toEqual([]);
    await context.close();
  }, 30_000);
});
