/**
 * SHARED FOCUS in Chromium: a spectator's page (/table/<id>?spectate=1) shows a soft highlight where a
 * scripted player (colyseus.js in Node, seat 0, whose turn it is) points: on the Gildar zone (right,
 * near side of the board as the table camera sees it), then on Ignar (left, far side), and nothing
 * once the focus is cleared. Measured on the WebGL pixels alone (every other element hidden): the
 * changed pixels turn bluer (the highlight is pale blue, never the players' warm gold) and lie on the
 * focused side. Screenshots: artifacts/e2e/focus-*.png.
 * And the player's side: Ann's seat taken in Chromium with her seat link; her real pointer swept over
 * the table sends zone (and face-up card) focus to a spectator, never a hand card, at most 5 a second,
 * and a clear when the pointer leaves the table.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Room } from 'colyseus.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settle, watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';
import { QuietClient } from './helpers/quietClient.js';
import { ARTIFACTS } from './helpers/paths.js';

const e2e = useBrowserAndServer({ logName: 'focus-server', setupTimeoutMs: 600_000 });
const problems: PageProblems = { errors: [] };

/** The canvas alone (the HUD and labels hidden), as a PNG. */
async function canvasPng(page: Page): Promise<Buffer> {
  // The game screen can show before the table's canvas is mounted (its chunk still evaluating).
  await page.locator('[data-table-scene] canvas').first().waitFor({ timeout: 120_000 });
  await page.evaluate(() => {
    const canvas = document.querySelector('canvas')!;
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (el === canvas || el.contains(canvas) || canvas.contains(el)) continue;
      if (el.style.visibility !== 'hidden') {
        el.dataset.e2eHidden = '1';
        el.style.visibility = 'hidden';
      }
    }
  });
  try {
    return await page.locator('canvas').first().screenshot({ timeout: 90_000 });
  } finally {
    await page.evaluate(() => {
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-e2e-hidden]'))) {
        el.style.visibility = '';
        delete el.dataset.e2eHidden;
      }
    });
  }
}

interface Diff {
  /** Share of pixels that changed by more than a little. */
  changed: number;
  /** Mean change of blue minus mean change of red over the changed pixels. */
  bluer: number;
  /** Centre of the changed pixels, 0..1 of the width and height. */
  cx: number;
  cy: number;
}

/** Compares two PNGs of the same size with the browser's own decoder (no PNG library in the project). */
function diff(page: Page, a: Buffer, b: Buffer): Promise<Diff> {
  return page.evaluate(
    async ([x, y]) => {
      const pixels = async (b64: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.naturalWidth;
        c.height = img.naturalHeight;
        const g = c.getContext('2d')!;
        g.drawImage(img, 0, 0);
        return { w: c.width, h: c.height, d: g.getImageData(0, 0, c.width, c.height).data };
      };
      const p = await pixels(x);
      const q = await pixels(y);
      let n = 0;
      let dr = 0;
      let db = 0;
      let sx = 0;
      let sy = 0;
      for (let i = 0; i < p.d.length; i += 4) {
        const r = q.d[i]! - p.d[i]!;
        const gg = q.d[i + 1]! - p.d[i + 1]!;
        const bl = q.d[i + 2]! - p.d[i + 2]!;
        if (Math.abs(r) + Math.abs(gg) + Math.abs(bl) < 12) continue;
        n++;
        dr += r;
        db += bl;
        const k = i / 4;
        sx += k % p.w;
        sy += Math.floor(k / p.w);
      }
      return { changed: n / (p.w * p.h), bluer: n ? (db - dr) / n : 0, cx: n ? sx / n / p.w : 0, cy: n ? sy / n / p.h : 0 };
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

function save(name: string, png: Buffer): void {
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(path.join(ARTIFACTS, `${name}.png`), png);
}

/** Screenshots until two in a row are the same (the camera and every fade at rest). */
async function still(page: Page, timeoutMs = 120_000): Promise<Buffer> {
  const end = Date.now() + timeoutMs;
  let prev = await canvasPng(page);
  for (;;) {
    await settle(page);
    const next = await canvasPng(page);
    if ((await diff(page, prev, next)).changed < 0.0005) return next;
    if (Date.now() > end) throw new Error('the table never came to rest');
    prev = next;
  }
}

/** Waits until the spectator page's store holds this focus (its scene reads the same store). */
async function focusArrived(page: Page, target: unknown): Promise<void> {
  await page.waitForFunction(
    (t) => {
      const store = (window as unknown as { __emberforge: { useGameStore: { getState(): { focus: { target: unknown } | null } } } })
        .__emberforge.useGameStore;
      return JSON.stringify(store.getState().focus?.target ?? null) === JSON.stringify(t);
    },
    target,
    { timeout: 30_000, polling: 50 },
  );
}

interface Seen {
  at: number;
  message: { seat: number; target: { kind: string; zone?: string; id?: string; slot?: number } | null };
}

describe('shared focus in the browser', () => {
  it("the active player's pointer in Chromium: zones reach a spectator, hand cards never, at most 5 a second, cleared on leaving", async () => {
    const ws = `ws://127.0.0.1:${e2e.server.port}`;
    const ann: Room = await new QuietClient(ws).create('table', { table: { seats: 2, turnSeconds: 0 }, name: 'Ann', color: 'green' });
    let seatKey = '';
    ann.onMessage('welcome', (m: { seatKey?: string }) => (seatKey = m.seatKey ?? seatKey));
    ann.send('hello', {});
    const bob: Room = await new QuietClient(ws).joinById(ann.roomId, { name: 'Bob', color: 'yellow' });
    const spec: Room = await new QuietClient(ws).joinById(ann.roomId, { spectator: true });
    const seen: Seen[] = [];
    spec.onMessage('focus', (m: Seen['message']) => seen.push({ at: Date.now(), message: m }));
    ann.send('start', {});
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });
    watchPage(page, 'player', problems);
    const deadline = Date.now() + 30_000;
    while (!seatKey && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(seatKey).not.toBe('');
    // The seat link takes Ann's seat in the browser (her Node connection is let go).
    await page.goto(`${e2e.server.url}/table/${ann.roomId}#seat=${seatKey}`);
    await page.getByTestId('game-screen').waitFor({ timeout: 120_000 });
    await page.waitForFunction(
      () => {
        const s = (
          window as unknown as {
            __emberforge: { useGameStore: { getState(): { mySeat: number | null; view: { activeSeat: number } | null } } };
          }
        ).__emberforge.useGameStore.getState();
        return s.mySeat === 0 && s.view?.activeSeat === 0;
      },
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    await settle(page);
    const hand = await page.evaluate(
      () =>
        (
          window as unknown as { __emberforge: { useGameStore: { getState(): { view: { players: { hand: string[] | null }[] } } } } }
        ).__emberforge.useGameStore.getState().view.players[0]!.hand ?? [],
    );
    expect(hand.length).toBeGreaterThan(0);

    // Sweep the pointer over the whole canvas, row by row (the board, the commission row, her hand).
    const box = (await page.locator('canvas').first().boundingBox())!;
    for (let y = 0.3; y <= 0.97; y += 0.05)
      for (let x = 0.2; x <= 0.8; x += 0.04) {
        await page.mouse.move(box.x + box.width * x, box.y + box.height * y);
        await page.waitForTimeout(8);
      }
    // The sweep crosses a zone in a few hundred ms, and the throttle sends only the latest focus of
    // each 200 ms: a zone may rightly go unsent. So the player then rests on each zone that did not
    // reach the spectator (found by what the page itself has under the pointer): it must, at once.
    const relayedZones = () => new Set(seen.filter((s) => s.message.target?.kind === 'zone').map((s) => s.message.target!.zone));
    const pointed = () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              __emberforge: { useUiStore: { getState(): { pointerFocus: { kind: string; zone?: string } | null } } };
            }
          ).__emberforge.useUiStore.getState().pointerFocus,
      );
    for (let y = 0.3; y <= 0.97 && relayedZones().size < 4; y += 0.05)
      for (let x = 0.2; x <= 0.8 && relayedZones().size < 4; x += 0.04) {
        await page.mouse.move(box.x + box.width * x, box.y + box.height * y);
        const here = await pointed();
        if (here?.kind !== 'zone' || relayedZones().has(here.zone)) continue;
        const until = Date.now() + 5_000;
        while (!relayedZones().has(here.zone) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
        expect(relayedZones().has(here.zone), `${here.zone}, rested on, reaches the spectator`).toBe(true);
      }
    expect([...relayedZones()].sort()).toEqual(['durgaz', 'gildar', 'ignar', 'runarium']);
    // Not asserted: a commission seen while sweeping. The pointer crosses a commission card in a few ms and
    // the 5-a-second throttle keeps the latest focus per 200 ms, so it may (rightly) never be sent; the
    // commission highlight is checked with a scripted focus below, and its relay in server/tests/focus.test.ts.
    for (const s of seen) {
      expect(s.message.seat).toBe(0);
      if (s.message.target?.kind === 'card') expect(hand).not.toContain(s.message.target.id);
    }
    // At most 5 a second, measured on arrival: over any 2 s, 10 plus 2 for a loaded machine's jitter
    // (the throttle's exact spacing is checked on the server's side, in server/tests/focus.test.ts).
    // Without the throttle the sweep would send the pointer's every move: dozens a second.
    for (const s of seen) expect(seen.filter((o) => o.at >= s.at && o.at < s.at + 2000).length).toBeLessThanOrEqual(12);

    // The pointer leaves the table: the focus is cleared.
    await page.mouse.move(box.x + 2, box.y + 2);
    await page.mouse.move(box.x + box.width / 2, box.y + 1); // over the top bar / empty sky
    const end = Date.now() + 10_000;
    while (seen.at(-1)?.message.target !== null && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(seen.at(-1)?.message).toEqual({ seat: 0, target: null });
    expect(problems.errors).toEqual([]);
    await page.close();
    await Promise.all([bob.leave(), spec.leave()]);
  }, 600_000);

  it("a spectator's table shows a soft blue highlight where the active player points, and none once cleared", async () => {
    const ws = `ws://127.0.0.1:${e2e.server.port}`;
    const ann: Room = await new QuietClient(ws).create('table', { table: { seats: 2, turnSeconds: 0 }, name: 'Ann', color: 'green' });
    const bob: Room = await new QuietClient(ws).joinById(ann.roomId, { name: 'Bob', color: 'yellow' });
    ann.send('start', {});
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 720 } });
    watchPage(page, 'spectator', problems);
    await page.goto(`${e2e.server.url}/table/${ann.roomId}?spectate=1`);
    await page.getByTestId('game-screen').waitFor({ timeout: 120_000 });
    const rest = await still(page);
    save('focus-0-none', rest);

    const gildar = { kind: 'zone', zone: 'gildar' };
    ann.send('focus', { target: gildar });
    await focusArrived(page, gildar);
    const onGildar = await still(page);
    save('focus-1-gildar', onGildar);
    const d1 = await diff(page, rest, onGildar);
    expect(d1.changed).toBeGreaterThan(0.003);
    expect(d1.bluer).toBeGreaterThan(0);
    expect(d1.cx).toBeGreaterThan(0.5); // right of the board's centre
    expect(d1.cy).toBeGreaterThan(0.45); // the near half

    const ignar = { kind: 'zone', zone: 'ignar' };
    ann.send('focus', { target: ignar });
    await focusArrived(page, ignar);
    const onIgnar = await still(page);
    save('focus-2-ignar', onIgnar);
    const d2 = await diff(page, rest, onIgnar);
    expect(d2.changed).toBeGreaterThan(0.003);
    expect(d2.bluer).toBeGreaterThan(0);
    expect(d2.cx).toBeLessThan(0.5);
    expect(d2.cy).toBeLessThan(d1.cy);

    const slot = { kind: 'commission', slot: 0 };
    ann.send('focus', { target: slot });
    await focusArrived(page, slot);
    const onSlot = await still(page);
    save('focus-3-commission', onSlot);
    const d3 = await diff(page, rest, onSlot);
    expect(d3.changed).toBeGreaterThan(0.0002); // a card is small at 1280x720
    expect(d3.bluer).toBeGreaterThan(0);
    expect(d3.cx).toBeGreaterThan(d1.cx); // the commission row is right of the board

    ann.send('focus', { target: null });
    await focusArrived(page, null);
    const cleared = await still(page);
    save('focus-4-cleared', cleared);
    expect((await diff(page, rest, cleared)).changed).toBeLessThan(0.0005);
    expect(problems.errors).toEqual([]);
    await page.close();
    await ann.leave();
    await bob.leave();
  }, 600_000);
});
