/**
 * DWARF in the lobby, in real Chromium against the real server: choosing DWARF offers 1-5 seats, the
 * automa level only for a solo table, the Mountain's build always, and instead of the caster view a
 * line saying the game hides nothing in hands (Emberforge still offers it, its seats back to 2-4).
 * A solo table against Andvéttr is created with those options, starts with its one player and no bot,
 * and a second visitor's lobby lists it under the game's name. Screenshots: artifacts/e2e/dwarf-create-solo.png,
 * dwarf-create-five.png.
 */
import { describe, expect, it } from 'vitest';
import { shot, watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';

const DESKTOP = { viewport: { width: 1920, height: 1080 }, reducedMotion: 'reduce', locale: 'en-GB' } as const;

const e2e = useBrowserAndServer({ logName: 'dwarf-lobby-server' });

interface Row {
  id: string;
  game: string;
  name: string;
  status: string;
  seatCount: number;
  gameOptions: Record<string, unknown>;
}

async function listed(url: string, id: string): Promise<Row | undefined> {
  const body = (await (await fetch(`${url}/api/tables`)).json()) as { tables: Row[] };
  return body.tables.find((t) => t.id === id);
}

describe('DWARF in the lobby', () => {
  it('offers 1-5 seats, the automa only solo, no caster view; a solo table starts with its one player', async () => {
    const problems: PageProblems = { errors: [] };
    const ctx = await e2e.browser.newContext(DESKTOP);
    const page = await ctx.newPage();
    watchPage(page, 'host', problems);
    await page.goto(e2e.server.url);
    await page.getByTestId('lobby-create').waitFor();
    const count = (testId: string) => page.getByTestId(testId).count();

    // Emberforge (the default): 2-4 seats, a caster view on offer.
    expect(await count('create-seats-1')).toBe(0);
    expect(await count('create-seats-5')).toBe(0);
    expect(await count('create-caster')).toBe(1);

    await page.getByTestId('create-game-dwarf').click();
    for (const n of [1, 2, 3, 4, 5]) expect(await count(`create-seats-${n}`)).toBe(1);
    expect(await count('create-caster')).toBe(0);
    await expect(page.getByTestId('create-no-caster').textContent()).resolves.toContain('no caster view');
    await page.getByTestId('create-seats-5').click();
    expect(await count('create-automa-eldhusfifl')).toBe(0);
    expect(await count('create-mountain-lanterns')).toBe(1);
    await shot(page, 'dwarf-create-five');
    await page.getByTestId('create-seats-1').click();
    for (const level of ['eldhusfifl', 'andvettr', 'andvettr-fadir']) expect(await count(`create-automa-${level}`)).toBe(1);
    await expect(page.getByTestId('create-automa-andvettr-fadir').textContent()).resolves.toContain('Andvéttr faðir');

    // Back to Emberforge and to DWARF again: seats kept in each game's range.
    await page.getByTestId('create-game-emberforge').click();
    expect(await page.getByTestId('create-seats-2').getAttribute('aria-pressed')).toBe('true');
    expect(await count('create-caster')).toBe(1);
    await page.getByTestId('create-game-dwarf').click();
    await page.getByTestId('create-seats-1').click();
    await page.getByTestId('create-automa-andvettr').click();
    await page.getByTestId('create-mountain-lanterns').click();
    await shot(page, 'dwarf-create-solo');
    await page.getByTestId('seat-name').fill('Solo');
    await page.getByTestId('lobby-create').click();
    await page.getByTestId('waiting-room').waitFor({ timeout: 20_000 });
    const id = new URL(page.url()).pathname.split('/').pop()!;
    expect(await listed(e2e.server.url, id)).toMatchObject({
      game: 'dwarf',
      seatCount: 1,
      status: 'lobby',
      gameOptions: { automa: 'andvettr', mountain: 'lanterns' },
    });

    // Another visitor's lobby lists it under the game's name.
    const other = await e2e.browser.newContext(DESKTOP);
    const visitor = await other.newPage();
    watchPage(visitor, 'visitor', problems);
    await visitor.goto(e2e.server.url);
    await expect(visitor.getByTestId(`table-game-${id}`).textContent({ timeout: 20_000 })).resolves.toContain('DWARF');
    expect(problems.errors).toEqual([]);

    // The one seat is filled: the host may start, with no bot.
    await page.locator('[data-testid="start-game"]:not([disabled])').waitFor({ timeout: 10_000 });
    await page.getByTestId('start-game').click();
    const end = Date.now() + 20_000;
    while ((await listed(e2e.server.url, id))?.status !== 'playing') {
      if (Date.now() > end) throw new Error('the solo table did not start');
      await page.waitForTimeout(100);
    }
    await other.close();
    await ctx.close();
  });
});
