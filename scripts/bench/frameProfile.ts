/**
 * Where the main thread's time goes while the table animates, for `npm run bench:client`:
 *  - FRAME_TIMER_SCRIPT (a page init script, after GL_COUNTER_SCRIPT) times every animation frame's
 *    callbacks (r3f's render loop: React-free scene updates, three's render calls) and notes whether
 *    the frame drew (WebGL draw calls during its callbacks);
 *  - cpuProfile() samples the page's JavaScript with the DevTools protocol's Profiler and sums the
 *    self time per function (and per script) over a window.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

export const FRAME_TIMER_SCRIPT = `(() => {
  const state = { frames: [] };
  window.__frameTimer = state;
  const raf = window.requestAnimationFrame.bind(window);
  let ts = -1, ms = 0, calls = 0;
  const flush = () => { if (ts >= 0) state.frames.push({ at: ts, ms, calls }); if (state.frames.length > 4000) state.frames.splice(0, 2000); };
  window.requestAnimationFrame = (cb) => raf((t) => {
    if (t !== ts) { flush(); ts = t; ms = 0; calls = 0; }
    const gl = window.__glCount;
    const before = gl ? gl.pending : 0;
    const t0 = performance.now();
    try { cb(t); } finally {
      ms += performance.now() - t0;
      if (gl) calls += Math.max(0, gl.pending - before);
    }
  });
})();`;

export interface FrameTiming {
  at: number;
  ms: number;
  calls: number;
}

/** Animation frames that drew, between two page times. */
export async function drawnFrames(page: Page, from: number, to: number): Promise<FrameTiming[]> {
  const all = await page.evaluate(() => (window as unknown as { __frameTimer: { frames: FrameTiming[] } }).__frameTimer.frames);
  return all.filter((f) => f.at >= from && f.at <= to && f.calls > 0);
}

export const pageNow = (page: Page) => page.evaluate(() => performance.now());

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export interface ProfileSummary {
  totalMs: number;
  byFunction: { name: string; ms: number }[];
  byScript: { name: string; ms: number }[];
}

/** Samples the page's JavaScript for `ms` and sums self time per function and per script. */
export async function cpuProfile(cdp: CDPSession, run: () => Promise<void>): Promise<ProfileSummary> {
  const stop = await startCpuProfile(cdp);
  await run();
  return stop();
}

/** Starts sampling the page's JavaScript; the returned function stops and summarises. */
export async function startCpuProfile(cdp: CDPSession): Promise<() => Promise<ProfileSummary>> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  return () => summariseProfile(cdp);
}

let savedProfiles = 0;
/** With BENCH_PROFILE_DIR set, keeps each raw profile there (open it in DevTools' Performance panel). */
function saveRawProfile(profile: unknown): void {
  const dir = process.env.BENCH_PROFILE_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `client-${++savedProfiles}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  console.log(`raw CPU profile: ${file}`);
}

async function summariseProfile(cdp: CDPSession): Promise<ProfileSummary> {
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  await cdp.send('Profiler.disable');
  saveRawProfile(profile);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const fn = new Map<string, number>();
  const script = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const dt = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    const file = url ? url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js') : functionName;
    const name = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    fn.set(name, (fn.get(name) ?? 0) + dt);
    script.set(file, (script.get(file) ?? 0) + dt);
    total += dt;
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => ({ name, ms }));
  return { totalMs: total, byFunction: top(fn, 15), byScript: top(script, 8) };
}

/**
 * A page init script that records every WebGL program link (a shader compile) with its time and a
 * name for it: three's `#define SHADER_TYPE`/`SHADER_NAME` lines (the material) and the `#define`s of
 * its fragment shader (the variant: maps, fog, tone mapping, shadows...). Results in window.__glLinks.
 */
export const LINK_COUNTER_SCRIPT = `(() => {
  const links = [], waits = [];
  window.__glLinks = links;
  window.__glInfoLogWaits = waits;
  const sources = new WeakMap(), attached = new WeakMap(), labels = new WeakMap();
  // Canvas resizes (a pixel-ratio change or a layout change): each one reallocates the drawing buffer, a synchronous GPU wait.
  const resizes = [];
  window.__canvasResizes = resizes;
  const widthDesc = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'width');
  Object.defineProperty(HTMLCanvasElement.prototype, 'width', {
    configurable: true,
    get() { return widthDesc.get.call(this); },
    set(v) {
      const from = widthDesc.get.call(this);
      const t0 = performance.now();
      widthDesc.set.call(this, v);
      if (from !== v) resizes.push({ at: t0, ms: performance.now() - t0, from, to: v });
    },
  });
  for (const proto of [window.WebGL2RenderingContext && WebGL2RenderingContext.prototype, window.WebGLRenderingContext && WebGLRenderingContext.prototype].filter(Boolean)) {
    const shaderSource = proto.shaderSource, attachShader = proto.attachShader, linkProgram = proto.linkProgram, infoLog = proto.getProgramInfoLog;
    // three reads a program's info log at its first use: a synchronous wait for the GPU process (its compile, and any queued work).
    proto.getProgramInfoLog = function (program) {
      const t0 = performance.now();
      const r = infoLog.call(this, program);
      waits.push({ at: t0, ms: performance.now() - t0, label: labels.get(program) || '?' });
      return r;
    };
    proto.shaderSource = function (shader, src) { sources.set(shader, String(src)); return shaderSource.call(this, shader, src); };
    proto.attachShader = function (program, shader) {
      const list = attached.get(program) || [];
      list.push(shader);
      attached.set(program, list);
      return attachShader.call(this, program, shader);
    };
    proto.linkProgram = function (program) {
      const srcs = (attached.get(program) || []).map((s) => sources.get(s) || '');
      const all = srcs.join('\\n');
      const type = (all.match(/#define SHADER_TYPE (\\S+)/) || [])[1] || '';
      const name = (all.match(/#define SHADER_NAME (.+)/) || [])[1] || '';
      const frag = srcs.find((s) => /gl_FragColor|out highp vec4|pc_fragColor/.test(s)) || srcs[1] || '';
      const defines = [...frag.matchAll(/#define (\\w+)/g)].map((m) => m[1]).filter((d) => !/^(SHADER_|HIGH_PRECISION|PI|RECIPROCAL|EPSILON|saturate|whiteComplement|LOG2|gl_|texture|varying|precision)/i.test(d));
      const t0 = performance.now();
      const r = linkProgram.call(this, program);
      const label = (type || 'raw') + (name ? ' "' + name.trim() + '"' : '');
      labels.set(program, label);
      links.push({ at: t0, label, defines: defines.slice(0, 40).join(' ') });
      return r;
    };
  }
})();`;

export interface GlLink {
  at: number;
  label: string;
  defines: string;
}

export const glLinks = (page: Page) => page.evaluate(() => (window as unknown as { __glLinks: GlLink[] }).__glLinks);

/** Canvas width changes: when, from, to, and how long the assignment blocked. */
export const canvasResizes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __canvasResizes: { at: number; ms: number; from: number; to: number }[] }).__canvasResizes);

/** three's first-use reads of program info logs: when, how long the main thread waited, which program. */
export const glInfoLogWaits = (page: Page) =>
  page.evaluate(() => (window as unknown as { __glInfoLogWaits: { at: number; ms: number; label: string }[] }).__glInfoLogWaits);

/** The time of a performance mark in the page (ms from navigation), or null when it was not set. */
export const pageMark = (page: Page, name: string) => page.evaluate((n) => performance.getEntriesByName(n)[0]?.startTime ?? null, name);
