/**
 * Checks for issue 9's HUD: the standings strip recorded at every render against the engine's own
 * standings of the same view version, controls that are really clickable inside the viewport, and
 * how much of the table (the WebGL canvas) each HUD panel covers. Screenshots go to artifacts/ux/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { GameView } from '../../shared/games/emberforge/index.js';
import { standings } from '../../shared/games/emberforge/engine/rules/standings.js';
import { ROOT } from './paths.js';

export const UX_ARTIFACTS = path.join(ROOT, 'artifacts', 'ux');

export async function uxShot(page: Page, name: string): Promise<string> {
  mkdirSync(UX_ARTIFACTS, { recursive: true });
  const file = path.join(UX_ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, timeout: 90_000 });
  return file;
}

export interface StandingRecord {
  version: number;
  rows: { seat: number; collections: string; commissions: number; steps: number; place: number }[];
}

/**
 * Installs, before any page script, a recorder that keeps every view the client's store holds (by
 * version) and, on every DOM change of the standings strip, what the strip shows and for which version.
 */
export async function recordStandings(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type Store = {
      getState(): { view: { version: number } | null };
      subscribe(f: (s: { view: { version: number } | null }) => void): () => void;
    };
    const w = window as unknown as {
      __emberforge?: { useGameStore: Store };
      __standings: { views: Record<number, unknown>; records: unknown[]; last: string };
    };
    w.__standings = { views: {}, records: [], last: '' };
    let subscribed = false;
    const keep = (view: { version: number } | null) => {
      if (view) w.__standings.views[view.version] = view;
    };
    new MutationObserver(() => {
      const store = w.__emberforge?.useGameStore;
      if (store && !subscribed) {
        subscribed = true;
        keep(store.getState().view);
        store.subscribe((s) => keep(s.view));
      }
      const strip = document.querySelector('[data-testid="standings"]');
      if (!strip) return;
      const rows = Array.from(strip.querySelectorAll('[data-testid^="standing-"]')).map((el) => ({
        seat: Number(el.getAttribute('data-testid')!.slice('standing-'.length)),
        collections: el.getAttribute('data-collections') ?? '',
        commissions: Number(el.getAttribute('data-commissions')),
        steps: Number(el.getAttribute('data-steps')),
        place: Number(el.getAttribute('data-place')),
      }));
      const record = { version: Number(strip.getAttribute('data-version')), rows };
      const key = JSON.stringify(record);
      if (key === w.__standings.last) return;
      w.__standings.last = key;
      w.__standings.records.push(record);
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** Every recorded strip compared with the engine's standings of the view of the same version. */
export async function standingsMismatches(page: Page): Promise<{ checked: number; mismatches: string[]; versions: number }> {
  const { views, records } = await page.evaluate(() => {
    const s = (window as unknown as { __standings: { views: Record<number, unknown>; records: unknown[] } }).__standings;
    return { views: s.views as Record<number, GameView>, records: s.records as StandingRecord[] };
  });
  const mismatches: string[] = [];
  for (const r of records) {
    const view = views[r.version];
    if (!view) {
      mismatches.push(`v${r.version}: the strip shows a version the store never held`);
      continue;
    }
    const expected = standings(view).map((s) => ({
      seat: s.seat,
      collections: s.forgedCollections.join(','),
      commissions: s.commissions,
      steps: s.stepsToWin,
      place: s.place,
    }));
    if (JSON.stringify(expected) !== JSON.stringify(r.rows))
      mismatches.push(`v${r.version}: strip ${JSON.stringify(r.rows)} engine ${JSON.stringify(expected)}`);
  }
  return { checked: records.length, mismatches, versions: new Set(records.map((r) => r.version)).size };
}

/** Enabled controls of the HUD that are outside the viewport or covered by something else (after scrolling their panel to them). */
export function unreachableControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const controls = document.querySelectorAll<HTMLElement>('.hud button:not([disabled]), .hud [role="tab"], .hud a[href], .hud input');
    for (const el of Array.from(controls)) {
      // A control in a scrolling panel (the bottom sheet) counts once the panel is scrolled to it.
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue; // not shown (a closed tooltip's parts, hidden panels)
      const name = el.getAttribute('data-testid') ?? el.textContent?.trim().slice(0, 20) ?? el.tagName;
      if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) {
        out.push(
          `${name}: outside the viewport (${Math.round(r.left)},${Math.round(r.top)})-(${Math.round(r.right)},${Math.round(r.bottom)})`,
        );
        continue;
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(el === hit || el.contains(hit))) out.push(`${name}: covered by ${hit?.className || hit?.tagName}`);
    }
    return out;
  });
}

/** The share of the table (the canvas, or the scene layer without one) that each visible HUD panel covers. */
export function panelCoverage(page: Page): Promise<{ name: string; share: number }[]> {
  return page.evaluate(() => {
    const table = (document.querySelector('.scene-layer canvas') ?? document.querySelector('.scene-layer'))!.getBoundingClientRect();
    const area = table.width * table.height;
    const panels = document.querySelectorAll<HTMLElement>('.hud .panel, .hud .hud-sheet, .hud .hud-top');
    return Array.from(panels)
      .filter((el) => !el.closest('.victory-back, .rules-back'))
      .map((el) => {
        // What shows of the panel: clipped by scrolling ancestors (the bottom sheet's body) and the table.
        const box = { left: table.left, top: table.top, right: table.right, bottom: table.bottom };
        for (let a: HTMLElement | null = el; a; a = a.parentElement) {
          const clips = a === el || getComputedStyle(a).overflowY !== 'visible';
          if (!clips) continue;
          const r = a.getBoundingClientRect();
          box.left = Math.max(box.left, r.left);
          box.top = Math.max(box.top, r.top);
          box.right = Math.min(box.right, r.right);
          box.bottom = Math.min(box.bottom, r.bottom);
        }
        const w = Math.max(0, box.right - box.left);
        const h = Math.max(0, box.bottom - box.top);
        const name = el.getAttribute('data-testid') ?? el.className;
        return { name, share: area > 0 ? (w * h) / area : 1 };
      });
  });
}
