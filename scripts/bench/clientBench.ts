/**
 * Client benchmark (`npm run bench:client`): prints, for the built client on this machine,
 *  1. the gzipped size of the initial JavaScript (dist/index.html's entry script, its static imports
 *     and modulepreloads; goal ≤ 100 kB, issue 9);
 *  2. time to the first rendered frame of the 3D table, opening a running 4-player table's link in a
 *     fresh headless Chromium context (median of 3; goal ≤ 2 s after the data, issue 41), and the shader
 *     programs linked before it (goal ≤ 4); again with the page composited on SwiftShader;
 *  3. WebGL draw calls in a 4-player mid-game frame (goal ≤ 80): three's renderer.info summed over
 *     the frame's passes (published by client/scene/DrawCallProbe.tsx as window.__emberforgeDrawCalls)
 *     and, independently, the page's own count of WebGL draw calls per animation frame;
 *  4. main-thread ms per frame idle and while animating (Chrome DevTools Protocol Performance
 *     metrics: TaskDuration over a window, divided by frames).
 * Writes the figures into docs/BENCHMARKS.md under "## Client". Needs /usr/bin/chromium.
 * The table is real: the server of `npm start`, 3 server bots and a 4th seat played from here with
 * the heuristic bot over a real websocket: it holds the table at its first turn while the page warms up
 * (shader compilation), plays during the "animating" window, then stops in round 3 so the table idles.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, type Room } from 'colyseus.js';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { stateToView } from '../../shared/games/emberforge/wire/stateToView.js';
import { heuristicBot } from '../../shared/games/emberforge/bots/heuristicBot.js';
import type { GameView } from '../../shared/games/emberforge/index.js';
import { ensureClientBuilt } from '../../e2e/helpers/build.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium, settle, TEST_CHROMIUM_ARGS } from '../../e2e/helpers/browser.js';
import { GL_COUNTER_SCRIPT, type GlCount } from '../../e2e/helpers/glCounter.js';
import { ROOT } from '../../e2e/helpers/paths.js';
import { startServer } from '../../e2e/helpers/server.js';
import { VIEW_ARRIVED_MARK } from '../../client/net/viewArrivedMark.js';
import {
  cpuProfile,
  startCpuProfile,
  drawnFrames,
  FRAME_TIMER_SCRIPT,
  canvasResizes,
  glInfoLogWaits,
  glLinks,
  LINK_COUNTER_SCRIPT,
  pageMark,
  pageNow,
  type ProfileSummary,
} from './frameProfile.js';
import { firstFrameBreakdown, UPLOAD_TIMER_SCRIPT } from './firstFrameBreakdown.js';
import { bundleFigures } from './bundleFigures.js';

const VIEWPORT = { width: 1280, height: 800 };
const IDLE_ROUND = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : NaN;
};
const kB = (n: number) => (n / 1000).toFixed(1);

// ---------------------------------------------------------------- 1. initial JavaScript

// ---------------------------------------------------------------- the 4-player table

interface BenchTable {
  id: string;
  room: Room;
  round(): number;
  version(): number;
  /** Seat 0 starts playing (it holds the table at its first turn until then). */
  startPlaying(): void;
  /** Seat 0 stops playing (from round IDLE_ROUND on): the table then waits for it, idle. */
  stopPlaying(): void;
  stop(): Promise<void>;
}

/** A 4-seat table: seat 0 played from here with the heuristic bot when told to, 3 server bots. */
async function fourPlayerTable(wsUrl: string): Promise<BenchTable> {
  const client = new Client(wsUrl);
  const room = await client.create('table', {
    table: { seats: 4, roundLimit: 30, botDelayMs: 350 },
    name: 'Bench',
    color: 'red',
  });
  let view: GameView | null = null;
  let rng = 12345;
  let sentFor = -1;
  let mode: 'hold' | 'play' | 'untilIdleRound' = 'hold';
  const read = () => (room.state as { toJSON(): Record<string, unknown> }).toJSON();
  const tick = () => {
    const json = read();
    if (!json.game) return;
    view = stateToView(json as never, 0) as GameView | null;
    if (!view || view.phase === 'ended' || view.activeSeat !== 0) return;
    if (mode === 'hold' || (mode === 'untilIdleRound' && view.round >= IDLE_ROUND)) return;
    if (sentFor === view.version) return;
    sentFor = view.version;
    const pick = heuristicBot(view, rng);
    rng = pick.rng;
    room.send('action', { version: view.version, action: pick.action });
  };
  let refused = 0;
  room.onMessage('*', (type, message) => {
    // welcome, events, accepted: the state is what this seat plays from. A refusal: try again.
    if (type === 'error') {
      refused++;
      if (refused <= 3) console.log(`seat 0 action refused: ${JSON.stringify(message)}`);
      sentFor = -1;
    }
  });
  room.onStateChange(() => tick());
  const timer = setInterval(tick, 200);
  await sleep(300);
  room.send('addBots', {});
  await sleep(500);
  room.send('start', {});
  return {
    id: room.roomId,
    room,
    round: () => (view as GameView | null)?.round ?? 0,
    version: () => (view as GameView | null)?.version ?? 0,
    startPlaying: () => {
      mode = 'play';
    },
    stopPlaying: () => {
      mode = 'untilIdleRound';
    },
    async stop() {
      clearInterval(timer);
      await room.leave().catch(() => {});
    },
  };
}

// ---------------------------------------------------------------- browser measurements

async function openSpectator(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  url: string,
  beforeGoto?: (ctx: BrowserContext, page: Page) => Promise<void>,
) {
  const ctx = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  // tsx (esbuild keepNames) wraps functions in __name(); page.evaluate ships them to the page as text.
  await ctx.addInitScript('window.__name = window.__name || ((f) => f);');
  await ctx.addInitScript(GL_COUNTER_SCRIPT);
  await ctx.addInitScript(FRAME_TIMER_SCRIPT);
  await ctx.addInitScript(LINK_COUNTER_SCRIPT);
  await ctx.addInitScript(UPLOAD_TIMER_SCRIPT);
  // BENCH_PAGE_CSS: a stylesheet added to the page (experiments: what the HUD's panels cost, and so on).
  if (process.env.BENCH_PAGE_CSS)
    await ctx.addInitScript(
      `document.addEventListener('DOMContentLoaded', () => { const s = document.createElement('style'); s.textContent = ${JSON.stringify(process.env.BENCH_PAGE_CSS)}; document.head.appendChild(s); });`,
    );
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await beforeGoto?.(ctx, page);
  const t0 = Date.now();
  await page.goto(url);
  return { ctx, page, errors, t0 };
}

const glCount = (page: Page) => page.evaluate(() => (window as unknown as { __glCount: GlCount }).__glCount);
const probe = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __emberforgeDrawCalls?: { calls: number; triangles: number; frames: number; jsMs: number } })
        .__emberforgeDrawCalls ?? null,
  );

interface Window {
  seconds: number;
  rafFrames: number;
  sceneFrames: number;
  taskMs: number;
  scriptMs: number;
  drawCallsMax: number;
  drawCallsMedian: number;
}

/** Main-thread time (CDP TaskDuration) over `ms`, with the page's animation frames and rendered frames. */
async function measureWindow(page: Page, cdp: CDPSession, ms: number): Promise<Window> {
  const metrics = async () => {
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    const get = (n: string) => metrics.find((m) => m.name === n)?.value ?? 0;
    return { task: get('TaskDuration'), script: get('ScriptDuration') };
  };
  const before = await metrics();
  const glBefore = await glCount(page);
  const fromAt = glBefore.frames.at(-1)?.at ?? 0;
  const wall0 = Date.now();
  // Count animation frames in the page for the same window.
  const rafFrames = await page.evaluate(
    (dur) =>
      new Promise<number>((resolve) => {
        let n = 0;
        const end = performance.now() + dur;
        const f = () => {
          n++;
          if (performance.now() < end) requestAnimationFrame(f);
          else resolve(n);
        };
        requestAnimationFrame(f);
      }),
    ms,
  );
  const after = await metrics();
  const glAfter = await glCount(page);
  const frames = glAfter.frames.filter((f) => f.at > fromAt);
  return {
    seconds: (Date.now() - wall0) / 1000,
    rafFrames,
    sceneFrames: frames.length,
    taskMs: (after.task - before.task) * 1000,
    scriptMs: (after.script - before.script) * 1000,
    drawCallsMax: frames.reduce((m, f) => Math.max(m, f.calls), 0),
    drawCallsMedian: median(frames.map((f) => f.calls)),
  };
}

/** Time to the first rendered frame: opens the table's link in a fresh context, 3 times; prints where the time went (`label` names the browser). */
async function measureFirstFrames(browser: Awaited<ReturnType<typeof launchChromium>>, tableUrl: string, label = '') {
  const firsts: { draw: number; frame: number; settled: number; data: number; task: number; breakdown: string; programs: number }[] = [];
  let firstProfile: ProfileSummary | null = null;
  for (let i = 0; i < 3; i++) {
    // The CPU profile of the last run, from navigation to the first frame (sampling slows the page a little).
    let stopProfile: (() => Promise<ProfileSummary>) | null = null;
    const s = await openSpectator(browser, tableUrl, async (ctx, page) => {
      if (i === 2) stopProfile = await startCpuProfile(await ctx.newCDPSession(page));
    });
    await s.page.waitForFunction(() => (window as unknown as { __glCount: GlCount }).__glCount.firstFrameTaskAt > 0, undefined, {
      timeout: 180_000,
      polling: 100,
    });
    if (stopProfile) firstProfile = await (stopProfile as () => Promise<ProfileSummary>)();
    const g = await glCount(s.page);
    // Every program the page linked before the end of that frame (the empty table's included; issue 41: at most 4).
    const programs = (await glLinks(s.page)).filter((l) => l.at <= g.firstFrameDoneAt).length;
    const arrived = await pageMark(s.page, VIEW_ARRIVED_MARK);
    await settle(s.page, process.env.BENCH_ONLY === 'first' ? 20_000 : 120_000);
    const settled = Date.now() - s.t0;
    const data = arrived === null ? NaN : g.firstFrameDoneAt - arrived;
    const breakdown = arrived === null ? 'n/a' : await firstFrameBreakdown(s.page, arrived, g.firstFrameDoneAt);
    firsts.push({
      draw: g.firstDrawAt,
      frame: g.firstFrameDoneAt,
      settled,
      data,
      task: arrived === null ? NaN : g.firstFrameTaskAt - arrived,
      breakdown,
      programs,
    });
    console.log(
      `first frame${label}, run ${i + 1}: table data arrived ${arrived === null ? 'n/a' : arrived.toFixed(0)} ms, the page's first draw call ${g.firstAnyDrawAt.toFixed(0)} ms${arrived !== null && g.firstAnyDrawAt < arrived ? ' (the empty table, before the data)' : ''}, first draw call with the data ${g.firstDrawAt.toFixed(0)} ms, first frame done ${g.firstFrameDoneAt.toFixed(0)} ms after navigation (${data.toFixed(0)} ms after the data; the first task after it ${arrived === null ? 'n/a' : (g.firstFrameTaskAt - arrived).toFixed(0)} ms); frames fast (<400 ms) after ${settled} ms; ${programs} shader programs linked in the page before that frame's end`,
    );
    console.log(`    where it went (ms after the data): ${breakdown}`);
    await s.ctx.close();
  }

  if (firstProfile) {
    console.log(
      `first frame${label} (run 3), CPU profile from navigation to the first frame (self time, ${firstProfile.totalMs.toFixed(0)} ms sampled): by script ${firstProfile.byScript.map((x) => `${x.name} ${x.ms.toFixed(0)}`).join(', ')}`,
    );
    for (const f of firstProfile.byFunction) console.log(`    ${f.ms.toFixed(1).padStart(7)} ms  ${f.name}`);
  }
  return { firsts };
}

/** The first-frame runs again in a browser whose page is composited on SwiftShader (CHROMIUM_ARGS). */
async function firstFramesComposited(tableUrl: string) {
  const browser = await launchChromium(CHROMIUM_ARGS);
  try {
    return (await measureFirstFrames(browser, tableUrl, ' (composited on SwiftShader)')).firsts;
  } finally {
    await browser.close().catch(() => {});
  }
}

async function main(): Promise<void> {
  const cores = os.cpus().length;
  ensureClientBuilt();
  const bundle = bundleFigures();
  console.log(
    `cores: ${cores} (${os.cpus()[0]?.model ?? '?'}), load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  let chromiumVersion = '?';
  try {
    chromiumVersion = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    /* printed as ? */
  }
  console.log(chromiumVersion);
  console.log(
    `initial JS: ${kB(bundle.totalGzip)} kB gzip (${kB(bundle.totalBytes)} kB raw) in ${bundle.files.length} file(s): ${bundle.files.map((f) => `${f.file} ${kB(f.gzip)} kB`).join(', ')}; CSS ${kB(bundle.cssGzip)} kB gzip`,
  );
  console.log(`lazy JS chunks: ${bundle.lazy.map((f) => `${f.file} ${kB(f.gzip)} kB`).join(', ')}`);

  // Every table is dealt with the fixed seed 20251122 (set on the server in code), so every run plays the same game.
  const server = await startServer({ logName: 'bench-server', tableSeed: 20251122 });
  // Chromium as it runs on this machine: WebGL on SwiftShader, the page composited in software (its own
  // choice here; TEST_CHROMIUM_ARGS). The first frame is measured again with the page composited on
  // SwiftShader (CHROMIUM_ARGS: every composited frame read back in the GPU process), as until 2026-11-29.
  const browser = await launchChromium(TEST_CHROMIUM_ARGS);
  const wsUrl = server.url.replace(/^http/, 'ws');
  const table = await fourPlayerTable(wsUrl);
  const tableUrl = `${server.url}/table/${table.id}?spectate=1`;
  const results: Record<string, string> = {};
  try {
    if (process.env.BENCH_ONLY === 'first') {
      // Only the first-frame runs (quicker while working on them): nothing is written.
      await measureFirstFrames(browser, tableUrl);
      await firstFramesComposited(tableUrl);
      return;
    }
    // --- animating: a spectator watches the bots play rounds 1-2 (a move every 350 ms)
    const live = await openSpectator(browser, tableUrl);
    await live.page.waitForFunction(() => document.querySelector('canvas') !== null, undefined, { timeout: 120_000, polling: 250 });
    await settle(live.page, 120_000);
    const cdp = await live.ctx.newCDPSession(live.page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' }).catch(() => cdp.send('Performance.enable'));
    table.startPlaying();
    await sleep(1000);
    const v0 = table.version();
    let anim!: Window;
    const t0 = await pageNow(live.page);
    // BENCH_TRACE_DIR: a Chrome trace of the window too (style, layout, paint: what a CPU profile does not name).
    const traceDir = process.env.BENCH_TRACE_DIR;
    if (traceDir) await browser.startTracing(live.page, { path: `${traceDir}/animating.json`, categories: ['devtools.timeline', 'blink'] });
    const prof: ProfileSummary = await cpuProfile(cdp, async () => {
      anim = await measureWindow(live.page, cdp, 8000);
    });
    if (traceDir) await browser.stopTracing();
    const t1 = await pageNow(live.page);
    const drawn = await drawnFrames(live.page, t0, t1);
    const allLinks = await glLinks(live.page);
    const midLinks = allLinks.filter((l) => l.at >= t0 && l.at <= t1);
    console.log(
      `shader programs linked: ${allLinks.length} in all, ${midLinks.length} during the animating window${midLinks.length ? ':' : ''}`,
    );
    for (const l of midLinks) console.log(`    at ${(l.at - t0).toFixed(0)} ms: ${l.label} [${l.defines}]`);
    const midWaits = (await glInfoLogWaits(live.page)).filter((w) => w.at >= t0 && w.at <= t1);
    console.log(
      `first uses of shader programs during the animating window (three's getProgramInfoLog, a synchronous wait): ${midWaits.length}, ${midWaits.reduce((n, w) => n + w.ms, 0).toFixed(0)} ms`,
    );
    for (const w of midWaits) console.log(`    at ${(w.at - t0).toFixed(0)} ms: ${w.ms.toFixed(0)} ms ${w.label}`);
    const midResizes = (await canvasResizes(live.page)).filter((r) => r.at >= t0 && r.at <= t1);
    console.log(
      `canvas resizes during the animating window: ${midResizes.map((r) => `at ${(r.at - t0).toFixed(0)} ms ${r.from}→${r.to} px wide (${r.ms.toFixed(0)} ms)`).join(', ') || 'none'}`,
    );
    const frameMs = drawn.map((f) => f.ms);
    const moves = table.version() - v0;
    const frameScript = {
      median: median(frameMs),
      mean: frameMs.reduce((a, b) => a + b, 0) / Math.max(1, frameMs.length),
      max: frameMs.reduce((a, b) => Math.max(a, b), 0),
      n: frameMs.length,
    };
    console.log(
      `animating, script in the animation frames that drew (r3f's loop and three's render): median ${frameScript.median.toFixed(1)} ms, mean ${frameScript.mean.toFixed(1)} ms, max ${frameScript.max.toFixed(1)} ms over ${frameScript.n} frames`,
    );
    console.log(
      `animating, CPU profile (self time, ${prof.totalMs.toFixed(0)} ms sampled): by script ${prof.byScript.map((s) => `${s.name} ${s.ms.toFixed(0)}`).join(', ')}`,
    );
    for (const f of prof.byFunction) console.log(`    ${f.ms.toFixed(1).padStart(7)} ms  ${f.name}`);
    console.log(
      `animating (${moves} moves by the players during the window, round ${table.round()}): ${anim.sceneFrames} rendered frames / ${anim.rafFrames} animation frames in ${anim.seconds.toFixed(1)} s; ` +
        `main thread ${anim.taskMs.toFixed(0)} ms (script ${anim.scriptMs.toFixed(0)} ms) = ${(anim.taskMs / Math.max(1, anim.sceneFrames)).toFixed(1)} ms per rendered frame, ` +
        `${(anim.taskMs / Math.max(1, anim.rafFrames)).toFixed(1)} ms per animation frame; draw calls per frame median ${anim.drawCallsMedian}, max ${anim.drawCallsMax}`,
    );

    // BENCH_ONLY=animating: this window alone (quicker A/B runs while working on it): nothing is written.
    if (process.env.BENCH_ONLY === 'animating') {
      console.log(`animating, main thread per move: ${(anim.taskMs / Math.max(1, moves)).toFixed(1)} ms`);
      await live.ctx.close();
      return;
    }

    // --- idle mid-game: seat 0 stops playing (from round IDLE_ROUND); the table waits for it
    table.stopPlaying();
    const deadline = Date.now() + 240_000;
    while (table.round() < IDLE_ROUND && Date.now() < deadline) await sleep(500);
    let lastVersion = -1;
    while (Date.now() < deadline) {
      const v = table.version();
      if (v === lastVersion) break;
      lastVersion = v;
      await sleep(3000);
    }
    await settle(live.page, 60_000);
    await live.page.waitForTimeout(1500);
    const idle = await measureWindow(live.page, cdp, 5000);
    console.log(
      `idle (round ${table.round()}, waiting for a player): ${idle.sceneFrames} rendered frames / ${idle.rafFrames} animation frames in ${idle.seconds.toFixed(1)} s; ` +
        `main thread ${idle.taskMs.toFixed(0)} ms = ${(idle.taskMs / Math.max(1, idle.rafFrames)).toFixed(2)} ms per animation frame`,
    );

    // --- draw calls of one mid-game frame: ask for a frame (a camera preset) and read both counters
    // (the camera flies to Ignar and back to the whole table: the last frame shows the whole table)
    for (const preset of ['ignar', 'table']) {
      const cam = live.page.locator(`[data-testid="camera-${preset}"]`);
      if ((await cam.count()) > 0) await cam.click({ force: true, timeout: 60_000 });
      await live.page.waitForTimeout(2500);
    }
    await settle(live.page, 60_000);
    await live.page.waitForTimeout(1500);
    const midRound = table.round();
    const p = await probe(live.page);
    const gl = await glCount(live.page);
    const lastGl = gl.frames.at(-1)?.calls ?? 0;
    console.log(
      `draw calls, 4-player mid-game frame (round ${table.round()}): renderer.info ${p ? `${p.calls} (${p.triangles} triangles)` : 'n/a (no window.__emberforgeDrawCalls)'}; WebGL calls in the last rendered frame ${lastGl}`,
    );
    await live.page.screenshot({ path: path.join(ROOT, 'artifacts', 'e2e', 'bench-midgame.png'), timeout: 90_000 });
    if (live.errors.length) console.log(`page errors: ${live.errors.slice(0, 5).join(' | ')}`);
    await live.ctx.close();

    const { firsts } = await measureFirstFrames(browser, tableUrl);
    const composited = await firstFramesComposited(tableUrl);

    results.initialJs = `${kB(bundle.totalGzip)} kB gzip (${kB(bundle.totalBytes)} kB raw), ${bundle.files.length} file(s): ${bundle.files.map((f) => `\`${f.file}\``).join(', ')}; CSS ${kB(bundle.cssGzip)} kB gzip; loaded later: ${bundle.lazy.map((f) => `\`${f.file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')}\` ${kB(f.gzip)} kB`).join(', ')}. Goal ≤ 100 kB: ${bundle.totalGzip <= 100_000 ? 'met' : 'NOT met'}.`;
    const fromData = median(firsts.map((f) => f.data));
    const medianRun = [...firsts].sort((a, b) => a.data - b.data)[Math.floor(firsts.length / 2)]!;
    results.firstFrameBreakdown = medianRun.breakdown;
    const maxPrograms = Math.max(...firsts.map((f) => f.programs));
    results.firstFramePrograms = `${firsts.map((f) => f.programs).join(', ')} in the ${firsts.length} runs (every program the page linked before the end of the first table frame, the empty table's included); goal ≤ 4: ${maxPrograms <= 4 ? 'met' : 'NOT met'}.`;
    results.firstFrame = `median ${fromData.toFixed(0)} ms from the table's data arriving (the first synced view written to the client store, mark \`${VIEW_ARRIVED_MARK}\`) to the end of the first frame drawn with that data (its last requestAnimationFrame callback; a table link draws the empty table before, which does not count; goal ≤ 2000 ms (issue 41; issue 9 asked 1500): ${fromData <= 2000 ? 'met' : 'NOT met'}; to the first task after that frame, what this row measured until 2026-11-26: median ${median(firsts.map((f) => f.task)).toFixed(0)} ms); median ${median(firsts.map((f) => f.frame)).toFixed(0)} ms from navigation to the end of that frame (its first draw call ${median(firsts.map((f) => f.draw)).toFixed(0)} ms); frames come quickly (shaders compiled) after ${median(firsts.map((f) => f.settled)).toFixed(0)} ms.`;
    const fromDataComposited = median(composited.map((f) => f.data));
    results.firstFrameComposited = `median ${fromDataComposited.toFixed(0)} ms after the data (runs ${composited.map((f) => f.data.toFixed(0)).join(', ')}; ${composited.map((f) => f.programs).join(', ')} programs), with the page composited on SwiftShader (CHROMIUM_ARGS, \`--ignore-gpu-blocklist\`: each composited frame read back in the GPU process; what this bench measured until 2026-11-29).`;
    results.drawCalls = `round ${midRound}: ${p ? `${p.calls} (renderer.info over all passes, ${p.triangles} triangles)` : 'n/a'}; ${lastGl} WebGL draw calls counted in the page for the same frame; while animating ${anim.sceneFrames ? `median ${anim.drawCallsMedian}, max ${anim.drawCallsMax}` : 'n/a'}. Goal ≤ 80: ${(p?.calls ?? lastGl) <= 80 ? 'met' : 'NOT met'}.`;
    results.links = `${midLinks.length} shader program(s) linked during the 8 s animating window${midLinks.length ? ` (${[...new Set(midLinks.map((l) => l.label))].join(', ')})` : ''}, ${allLinks.length} in the page's life until then.`;
    results.frameScript = `median ${frameScript.median.toFixed(1)} ms, mean ${frameScript.mean.toFixed(1)} ms, max ${frameScript.max.toFixed(1)} ms over ${frameScript.n} frames that drew (time inside the page's requestAnimationFrame callbacks: r3f's loop, the scene's useFrame updates and three's render calls). Not issue 9's figure (see the main thread per rendered frame).`;
    const perFrame = anim.sceneFrames ? anim.taskMs / anim.sceneFrames : NaN;
    // Issue 9's goal (≤ 8 ms; 94.6 ms when it was filed) is on this figure: the bench printed only this one then.
    results.animating = `${anim.sceneFrames ? perFrame.toFixed(1) : 'n/a'} ms main thread per rendered frame, goal ≤ 8 ms: ${perFrame <= 8 ? 'met' : 'NOT met'} (${anim.sceneFrames} frames rendered in ${anim.seconds.toFixed(1)} s while the players made ${moves} moves; ${((anim.taskMs / (anim.seconds * 1000)) * 100).toFixed(0)} % of the main thread busy; ${(anim.taskMs / Math.max(1, anim.rafFrames)).toFixed(1)} ms per animation frame at ${(anim.rafFrames / anim.seconds).toFixed(1)} animation frames/s).`;
    results.idle = `${(idle.taskMs / Math.max(1, idle.rafFrames)).toFixed(2)} ms main thread per animation frame; ${idle.sceneFrames} frames rendered in ${idle.seconds.toFixed(1)} s (${idle.sceneFrames === 0 ? 'the canvas renders on demand: nothing is drawn while nothing changes' : 'the canvas kept drawing although no move was made: something invalidates every frame, e.g. an animated overheat or cooldown effect'}).`;
  } finally {
    await table.stop();
    await browser.close().catch(() => {});
    await server.stop();
  }

  if (process.env.BENCH_ONLY) return;
  const date = new Date().toISOString().slice(0, 10);
  const section = [
    '## Client',
    '',
    `Measured by \`npm run bench:client\` (scripts/bench/clientBench.ts) on ${date}: ${cores} cores (${os.cpus()[0]?.model ?? '?'}), load average at start ${os.loadavg()[0]!.toFixed(1)}, ${chromiumVersion} headless with WebGL2 on SwiftShader and the page composited in software, as Chromium chooses on this machine (TEST_CHROMIUM_ARGS; CPU rendering: frame times here are far slower than on any GPU; compare runs as ratios). Viewport ${VIEWPORT.width}×${VIEWPORT.height}, device pixel ratio 1, a spectator page of a real 4-player table.`,
    '',
    '| figure | value |',
    '|---|---|',
    `| initial JavaScript (entry + static imports, gzip -9) | ${results.initialJs} |`,
    `| time to first rendered frame of the table (fresh context, table link) | ${results.firstFrame} |`,
    `| the same, the page composited on SwiftShader | ${results.firstFrameComposited} |`,
    `| where the first frame's time went (the median run, ms after the data arrived) | ${results.firstFrameBreakdown} |`,
    `| shader programs linked before the first table frame | ${results.firstFramePrograms} |`,
    `| draw calls, 4-player mid-game frame | ${results.drawCalls} |`,
    `| main thread per frame, animating (bots playing) | ${results.animating} |`,
    `| script per rendered frame, animating (bots playing) | ${results.frameScript} |`,
    `| shader compiles while animating | ${results.links} |`,
    `| main thread per frame, idle | ${results.idle} |`,
    '',
    'Main-thread time is Chrome\'s TaskDuration (DevTools Protocol Performance metrics) over the window; "rendered frames" are animation frames in which the page issued WebGL draw calls (counted by an init script wrapping the WebGL draw functions, so every pass counts: shadow map, environment, post-processing, render-to-texture). renderer.info is read from client/scene/DrawCallProbe.tsx. On SwiftShader the GPU process (CPU rasterisation) bounds the frame rate while animating, not the main thread.',
    '',
  ].join('\n');
  writeSection(section);
  console.log(`\nwrote the "Client" section of docs/BENCHMARKS.md`);
}

/** Replaces (or appends) the "## Client" section, leaving the other sections as they are. */
function writeSection(section: string): void {
  const file = path.join(ROOT, 'docs', 'BENCHMARKS.md');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = text.search(/^## Client\s*$/m);
  let next: string;
  if (start < 0) next = `${text.replace(/\s*$/, '')}\n\n${section}`;
  else {
    const afterHeading = text.indexOf('\n', start) + 1 || text.length;
    const rest = text.slice(afterHeading);
    const end = rest.search(/^## /m);
    next = text.slice(0, start) + section + (end < 0 ? '' : `\n${rest.slice(end)}`);
  }
  writeFileSync(file, next.replace(/\n{3,}/g, '\n\n'));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
