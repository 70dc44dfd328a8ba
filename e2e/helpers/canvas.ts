/**
 * Is the WebGL table actually drawn? Screenshots the <canvas> with all other DOM hidden (so only
 * WebGL pixels count) and measures how much the pixels vary: a blank or cleared canvas is one flat
 * colour (the scene's background is #0d0806).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from './paths.js';

export interface CanvasStats {
  width: number;
  height: number;
  /** Mean luminance 0-255. */
  mean: number;
  /** Standard deviation of luminance. */
  stddev: number;
  /** Distinct colours after quantising each channel to 5 bits. */
  colours: number;
  /** Share of pixels that differ from the most common colour (0-1). */
  nonBackground: number;
}

export async function canvasStats(page: Page, saveAs?: string): Promise<CanvasStats> {
  const canvas = page.locator('canvas').first();
  await page.waitForFunction(() => document.querySelector('canvas') !== null, undefined, { timeout: 60_000, polling: 250 });
  // Hide every element that is not the canvas or holds it (the HUD, drei <Html> labels), so only
  // WebGL pixels are measured.
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
  let png: Buffer;
  try {
    png = await canvas.screenshot({ timeout: 90_000 });
  } finally {
    await page.evaluate(() => {
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-e2e-hidden]'))) {
        el.style.visibility = '';
        delete el.dataset.e2eHidden;
      }
    });
  }
  if (saveAs) {
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(path.join(ARTIFACTS, `${saveAs}.png`), png);
  }
  // Decode the PNG with the browser's own decoder (no PNG library in the project).
  return page.evaluate(async (b64: string) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const ctx = c.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, c.width, c.height);
    const n = c.width * c.height;
    let sum = 0;
    let sum2 = 0;
    const hist = new Map<number, number>();
    for (let i = 0; i < data.length; i += 4) {
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      sum += y;
      sum2 += y * y;
      const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
      hist.set(key, (hist.get(key) ?? 0) + 1);
    }
    const mean = sum / n;
    let top = 0;
    for (const v of hist.values()) top = Math.max(top, v);
    return {
      width: c.width,
      height: c.height,
      mean,
      stddev: Math.sqrt(Math.max(0, sum2 / n - mean * mean)),
      colours: hist.size,
      nonBackground: 1 - top / n,
    };
  }, png.toString('base64'));
}
