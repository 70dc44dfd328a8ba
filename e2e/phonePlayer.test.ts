/**
 * A player on a touch phone (390x844) in real Chromium: the four zones of the action panel fit the
 * screen side by side (the last one used to be pushed off it by its role's words), nothing speaks of
 * keys (their badges and line are not shown, the hint says what to tap), a tap places an ember, and the
 * hand, wider than the screen, fades at the end it scrolls towards, and a tap on a card that cannot
 * be picked still shows it in the inspector; the top bar holds a camera picker and a menu of the
 * other tools, thumb-sized, down to 360 px; turned to landscape, the action panel is a column on the right.
 * The same table on a desktop page still shows the keys. Those pages run the HUD alone (?noscene=1).
 * The 3D table on a phone (issue 41), a 4-seat practice game at 390x844, 360x740, 844x390 and 667x375:
 * every player's name tag inside the screen (it used to be cut at both edges), and the board's zone marks
 * (their corner checks and ember counts, pinned to the zones) under no HUD panel. Screenshots:
 * artifacts/e2e/phone-player-390x844.png, phone-table-<size>.png.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';
import { createTwoSeatTable, fillWithBotsAndStart } from './helpers/lobbyFlow.js';

const e2e = useBrowserAndServer({ logName: 'phone-player-server' });
const problems: PageProblems = { errors: [] };

async function playerPage(browser: Browser, options: Parameters<Browser['newContext']>[0], base: string): Promise<Page> {
  const page = await (await browser.newContext({ reducedMotion: 'reduce', ...options })).newPage();
  watchPage(page, 'player', problems);
  await createTwoSeatTable(page, `${base}/?noscene=1`, 'Thumbs');
  await fillWithBotsAndStart(page);
  await page.getByTestId('placement-controls').waitFor({ timeout: 30_000 });
  return page;
}

/** Each zone button's box against the screen, and whether its own words overflow it. */
function zoneBoxes(page: Page) {
  return page.locator('[data-testid^="zone-"].zone-btn').evaluateAll((buttons) =>
    buttons.map((b) => {
      const r = b.getBoundingClientRect();
      return {
        id: b.getAttribute('data-testid'),
        left: r.left,
        right: r.right,
        width: window.innerWidth,
        overflows: b.scrollWidth > b.clientWidth + 1,
      };
    }),
  );
}

const visibleCount = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);

/** A box on the page (CSS px). */
type Box = { left: number; top: number; right: number; bottom: number };

/** The practice table's labels pinned in 3D (name tags; each zone's corner check and ember count) and the HUD's panels. */
function tableAndHud(page: Page) {
  return page.evaluate(`(() => {
    const box = (e) => { const r = e.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }; };
    // A label's host element sits at its projected point (SceneHtml); its content may be hidden (display: none).
    const host = (e) => e.parentElement.parentElement;
    const marks = [];
    for (const z of ['ignar', 'durgaz', 'runarium', 'gildar'])
      for (const id of ['zone-resolved-' + z, 'zone-embers-' + z]) {
        const e = document.querySelector('[data-testid="' + id + '"]');
        if (e) marks.push({ id, at: box(host(e)) });
      }
    const tags = [...document.querySelectorAll('[data-testid="area-name-tag"]')].map((e) => ({ name: e.innerText.trim(), box: box(e) }));
    const panels = [...document.querySelectorAll('.hud-top, .hud-center .hint-strip, .hud-bottom, .hud-sheet .sheet-tabs')]
      .map((e) => ({ cls: e.className, box: box(e) }))
      .filter((p) => p.box.right > p.box.left && p.box.bottom > p.box.top);
    const camera = window.__emberforgeCamera;
    return { marks, tags, panels, fitted: camera ? camera.fitted : null, w: innerWidth, h: innerHeight };
  })()`) as Promise<{
    marks: { id: string; at: Box }[];
    tags: { name: string; box: Box }[];
    panels: { cls: string; box: Box }[];
    fitted: boolean | null;
    w: number;
    h: number;
  }>;
}

const within = (p: { left: number; top: number }, b: Box) => p.left >= b.left && p.left <= b.right && p.top >= b.top && p.top <= b.bottom;

describe('a player on a touch phone', () => {
  it('sees the four zones within the screen, no keys, a hint about taps, and places an ember with a tap', async () => {
    const phone = await playerPage(e2e.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, e2e.server.url);
    await phone.locator('[data-testid="hud"][data-layout="compact"]').waitFor();
    const boxes = await zoneBoxes(phone);
    expect(boxes.map((b) => b.id)).toEqual(['zone-ignar', 'zone-durgaz', 'zone-runarium', 'zone-gildar']);
    for (const b of boxes) {
      expect(b.left, `${b.id} starts on the screen`).toBeGreaterThanOrEqual(0);
      expect(b.right, `${b.id} ends on the screen`).toBeLessThanOrEqual(b.width);
      expect(b.overflows, `${b.id}'s words stay inside it`).toBe(false);
    }
    expect(await visibleCount(phone, '.zone-btn .key'), 'key badges shown').toBe(0);
    expect(await visibleCount(phone, '.actions .hint'), 'the keys line shown').toBe(0);
    const hint = await phone.getByTestId('hint-text').innerText();
    expect(hint).toMatch(/tap it below/);
    expect(hint).not.toMatch(/press 1-4/);
    await shot(phone, 'phone-player-390x844');
    await phone.getByTestId('zone-ignar').tap();
    await phone
      .getByTestId('hint-text')
      .filter({ hasText: /2 embers left/ })
      .waitFor({ timeout: 10_000 });

    // The hand is wider than the screen: its row scrolls sideways, and the end with more cards fades.
    await phone.getByTestId('toggle-hand').tap();
    const row = phone.locator('[data-testid="hand-bar"] .cards');
    await expect.poll(() => row.getAttribute('data-more'), { message: 'the hand row shows more to the right' }).toBe('right');
    await row.evaluate((e) => e.scrollTo({ left: e.scrollWidth }));
    await expect.poll(() => row.getAttribute('data-more'), { message: 'scrolled to its end, more to the left' }).toBe('left');

    // In placement the hand's cards cannot be picked, yet a tap shows one in the inspector (screens
    // 780 px tall or less hide the chips' ability text), within the screen; a tap elsewhere closes it.
    await phone.setViewportSize({ width: 390, height: 740 });
    const chip = phone.locator('[data-testid="hand-bar"] [data-testid^="my-hand-"]').last();
    expect(await chip.getAttribute('aria-disabled'), 'a hand card is not pickable in placement').toBe('true');
    await chip.tap({ force: true }); // force: Playwright waits for an aria-disabled chip to be enabled
    const inspector = phone.getByTestId('hud-card-inspector');
    await inspector.waitFor({ timeout: 10_000 });
    expect(await inspector.innerText()).toContain(await chip.locator('.cname').innerText());
    const seen = await inspector.evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
    expect(seen.left >= 0 && seen.right <= 390 && seen.top >= 0 && seen.bottom <= 740, 'the inspector within the screen').toBe(true);
    await phone.getByTestId('hint-text').tap();
    await inspector.waitFor({ state: 'detached', timeout: 10_000 });

    // The top bar on a phone: the camera presets are one picker and the other tools one "⋯" menu, all
    // within the screen down to the narrowest phones (360 px), each at least 40 px tall for a thumb.
    for (const width of [390, 360]) {
      await phone.setViewportSize({ width, height: 740 });
      for (const id of ['camera-picker', 'top-menu-open', 'toggle-hand']) {
        const box = await phone.getByTestId(id).evaluate((e) => (e.closest('label') ?? e).getBoundingClientRect().toJSON() as DOMRect);
        expect(box.left >= 0 && box.right <= width, `${id} within ${width} px`).toBe(true);
        expect(box.height, `${id} tall enough for a thumb`).toBeGreaterThanOrEqual(id === 'toggle-hand' ? 36 : 40);
      }
    }
    expect(await visibleCount(phone, '[data-testid^="camera-"]:not(select)'), 'no row of camera buttons').toBe(0);
    await phone.getByTestId('camera-picker').selectOption('gildar');
    const camera = () =>
      phone.evaluate(
        () =>
          (window as unknown as { __emberforge: { useUiStore: { getState(): { camera: string } } } }).__emberforge.useUiStore.getState()
            .camera,
      );
    await expect.poll(camera, { message: 'the picker moves the camera' }).toBe('gildar');
    // The menu: rows with words, 44 px tall, within the screen; a row's tap closes it.
    await phone.getByTestId('top-menu-open').tap();
    const rows = await phone
      .locator('[data-testid="top-menu"] > *')
      .evaluateAll((els) =>
        els.map((e) => ({ text: (e as HTMLElement).innerText.trim(), box: e.getBoundingClientRect().toJSON() as DOMRect })),
      );
    expect(rows.map((r) => r.text)).toEqual([
      '? How to play',
      expect.stringMatching(/^Language/),
      'Mute sound',
      expect.stringMatching(/Clean view/),
      'Stream overlay',
      'Continue on another device',
      'Leave table',
    ]);
    for (const r of rows)
      expect(
        r.box.height >= 44 && r.box.left >= 0 && r.box.right <= 360 && r.box.bottom <= 740,
        `${r.text}: ${JSON.stringify(r.box)}`,
      ).toBe(true);
    await shot(phone, 'phone-player-menu-360x740');
    await phone.getByTestId('mute').tap();
    await phone.getByTestId('top-menu').waitFor({ state: 'hidden' });
    expect(await phone.getByTestId('mute').getAttribute('aria-pressed'), 'muted from the menu').toBe('true');

    // Turned to landscape, the action panel is a column on the right with the sheet's tabs below it
    // (the table keeps the left, under the hint), its four zones and End placement within the screen.
    await phone.setViewportSize({ width: 844, height: 390 });
    const boxOf = (selector: string) =>
      phone
        .locator(selector)
        .first()
        .evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
    const panel = await boxOf('.hud-bottom');
    expect(panel.left, 'the action panel on the right half').toBeGreaterThan(844 / 2);
    expect(panel.bottom, 'the action panel ends on the screen').toBeLessThanOrEqual(390);
    for (const id of ['zone-ignar', 'zone-durgaz', 'zone-runarium', 'zone-gildar', 'end-placement']) {
      const b = await boxOf(`[data-testid="${id}"]`);
      expect(b.left >= panel.left && b.right <= 844 && b.bottom <= 390, `${id} within the panel and the screen`).toBe(true);
    }
    const [tabs, hintBox] = [await boxOf('.hud-sheet .sheet-tabs'), await boxOf('.hud-center .hint-strip')];
    expect(tabs.left >= panel.left - 1 && tabs.top >= panel.bottom - 1 && tabs.bottom <= 390, 'the sheet tabs under the panel').toBe(true);
    expect(hintBox.right <= panel.left + 1, 'the hint left of the panel').toBe(true);
    // The top bar keeps to one line there (the watchers' count is the eye and the number on a phone).
    const [picker, menu] = [await boxOf('.camera-picker'), await boxOf('[data-testid="top-menu-open"]')];
    expect(Math.abs(menu.top - picker.top), "the menu button on the camera picker's line").toBeLessThan(8);
    expect(picker.bottom, 'the top bar one line').toBeLessThan((await boxOf('.standings')).top);
    expect(await phone.getByTestId('spectator-count').getAttribute('aria-label')).toMatch(/watching/);
    await shot(phone, 'phone-player-844x390');
    // The smallest landscape phone: a third ember on one zone is warned about above the panel, and the
    // zone stays under the thumb for the second tap (End placement's row covered it, so that tap ended
    // placement instead).
    await phone.setViewportSize({ width: 667, height: 375 });
    await phone.getByTestId('zone-ignar').tap();
    await phone
      .getByTestId('hint-text')
      .filter({ hasText: /1 ember left/ })
      .waitFor({ timeout: 10_000 });
    await phone.getByTestId('zone-ignar').tap();
    await phone.locator('[data-testid="play-notice"][data-kind="armed"]').waitFor({ timeout: 10_000 });
    // No control lies over a zone button (End placement's row did, over their lower part or more).
    const overlaps = await phone.evaluate(() => {
      const zones = Array.from(document.querySelectorAll('[data-testid="placement-controls"] .zone-btn'));
      const rows = Array.from(document.querySelectorAll('[data-testid="placement-controls"] .confirm-row'));
      const meet = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return zones.flatMap((z) =>
        rows.filter((r) => meet(z.getBoundingClientRect(), r.getBoundingClientRect())).map(() => z.getAttribute('data-testid')),
      );
    });
    expect(overlaps, 'zone buttons under the End placement row').toEqual([]);
    await shot(phone, 'phone-player-667x375-overheat-warning');

    const desk = await playerPage(e2e.browser, { viewport: { width: 1920, height: 1080 } }, e2e.server.url);
    expect(await visibleCount(desk, '.zone-btn .key'), 'key badges on a desktop').toBe(4);
    expect(await desk.getByTestId('hint-text').innerText()).toMatch(/press 1-4/);
    expect(problems.errors, problems.errors.join('\n')).toEqual([]);
    await phone.context().close();
    await desk.context().close();
  }, 120_000);

  it('sees the whole 3D table, every name tag on the screen and the board clear of the HUD, upright and turned', async () => {
    const context = await e2e.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    watchPage(page, 'phone-table', problems);
    try {
      await page.goto(`${e2e.server.url}/?practice=1&seats=4&seed=7`);
      await page.locator('[data-testid="hud"][data-layout="compact"]').waitFor({ timeout: 60_000 });
      await page.locator('[data-testid="area-name-tag"]').first().waitFor({ state: 'attached', timeout: 120_000 });
      for (const [w, h] of [
        [390, 844],
        [360, 740],
        [844, 390],
        [667, 375],
      ] as const) {
        await page.setViewportSize({ width: w, height: h });
        // Each size frames afresh (the HUD measured, then the camera fitted): poll until it holds.
        const faults = (s: Awaited<ReturnType<typeof tableAndHud>>) => {
          const out: string[] = [];
          if (s.w !== w || s.tags.length !== 4 || s.marks.length !== 8)
            out.push(`${s.w}px, ${s.tags.length} tags, ${s.marks.length} zone marks`);
          for (const t of s.tags)
            if (t.box.left < 0 || t.box.right > w || t.box.top < 0 || t.box.bottom > h)
              out.push(`${t.name}'s tag at ${JSON.stringify(t.box)}`);
          for (const m of s.marks)
            for (const p of s.panels)
              if (within(m.at, p.box)) out.push(`${m.id} under ${p.cls} (${Math.round(m.at.left)},${Math.round(m.at.top)})`);
          return out;
        };
        await expect
          .poll(async () => faults(await tableAndHud(page)), { timeout: 60_000, interval: 300, message: `${w}x${h}: the table fits` })
          .toEqual([]);
        await shot(page, `phone-table-${w}x${h}`);
      }
      expect(problems.errors, problems.errors.join('\n')).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
