/**
 * Debian's chromium driven by playwright-core, with the flags that make WebGL2 render on
 * SwiftShader (ENGINEERING.md), plus console/page error capture and screenshots.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ARTIFACTS } from './paths.js';
import { SHADERS_WARM_MARK } from '../../client/scene/perfMarks.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
];

/**
 * The browser tests' Chromium, and bench:client's: WebGL2 still renders on SwiftShader, but the page
 * is composited in software, as Chromium itself chooses on this machine (chrome://gpu without
 * `--ignore-gpu-blocklist`: "Compositing: Software only"). CHROMIUM_ARGS force compositing on
 * SwiftShader too, and each composited frame then waits in the GPU process for a read-back of the
 * whole output: measured on a practice table's load (scripts' page loads in one browser, 2026-11-29),
 * all of Chromium's CPU per page went from 8.9-10.8 s to 3.1-3.5 s and the table settled in 5.9 s
 * instead of 8.7 s, with the same pixels (docs/BENCHMARKS.md, "Test suite").
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--disable-gpu-compositing'];

export function launchChromium(args: readonly string[] = CHROMIUM_ARGS): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...args] });
}

/**
 * The run's Chromium (e2e/globalSetup.ts launched it as a browser server) when there is one, else a
 * Chromium of its own. Closing a connected browser closes only the contexts this file opened.
 */
export function connectChromium(endpoint: string | undefined): Promise<Browser> {
  return endpoint ? chromium.connect(endpoint) : launchChromium(TEST_CHROMIUM_ARGS);
}

export interface PageProblems {
  /** console.error lines and uncaught page errors, labelled with the page's name. */
  errors: string[];
}

/** Records console errors and uncaught exceptions of a page (and prints them as they happen). */
export function watchPage(page: Page, name: string, sink: PageProblems): void {
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const loc = m.location();
    const line = `[${name}] console.error: ${m.text()}${loc.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`;
    sink.errors.push(line);
    console.log(line);
  });
  page.on('pageerror', (e) => {
    const line = `[${name}] page error: ${e.message}`;
    sink.errors.push(line);
    console.log(line);
  });
}

/** Removes the screenshots of an earlier run (files named like "01-lobby.png"). */
export function clearScreenshots(): void {
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const f of readdirSync(ARTIFACTS)) if (/^\d\d-.*\.png$/.test(f)) rmSync(path.join(ARTIFACTS, f));
}

/** Saves a full-page screenshot to artifacts/e2e/<name>.png and returns the path. */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  // A screenshot waits for a fresh frame; on SwiftShader a frame that compiles new shaders takes seconds.
  await page.screenshot({ path: file, timeout: 90_000 });
  return file;
}

/**
 * Waits until the page turns animation frames quickly again: the first frames of the 3D table (and
 * frames that show something new) compile shaders, which SwiftShader does on the CPU, slowly.
 */
export async function settle(page: Page, timeoutMs = 120_000): Promise<number> {
  const start = Date.now();
  // A table on its way (its chunk loading) or mounted: its first frames, then its hidden effects'
  // shaders compiled in slices (ShaderWarmup), come first. Fast frames before that say nothing.
  await page
    .waitForFunction(
      (warm) => performance.getEntriesByName(warm).length > 0 || !document.querySelector('[data-scene-loading], [data-table-scene]'),
      `emberforge:${SHADERS_WARM_MARK}`,
      { timeout: timeoutMs, polling: 100 },
    )
    .catch(() => undefined);
  // Settled: a fast frame pair, or, on a machine busy with other work where no frame pair is fast, three
  // in a row that take about as long as each other (a shader compile is one pair far slower than the rest).
  const recent: number[] = [];
  for (;;) {
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const t = performance.now();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t)));
        }),
    );
    recent.push(ms);
    if (ms < 400 || steady(recent.slice(-3)) || Date.now() - start > timeoutMs) return Date.now() - start;
  }
}

/** Three frame pairs, none over 3 s, the slowest within 1.5x of the fastest. */
export function steady(last: readonly number[]): boolean {
  return last.length === 3 && Math.max(...last) < 3000 && Math.max(...last) <= 1.5 * Math.min(...last);
}
