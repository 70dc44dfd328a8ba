/**
 * Where the time between the table's data arriving and the first table frame went, for
 * `npm run bench:client`: the client's `emberforge:*` marks and measures (client/scene/perfMarks.ts),
 * the scene chunk's download (resource timing), texture uploads and mipmaps (UPLOAD_TIMER_SCRIPT),
 * shader programs linked and three's synchronous first-use waits on them (LINK_COUNTER_SCRIPT), and
 * the long tasks (> 50 ms) of the window.
 */
import type { Page } from 'playwright-core';

/** A page init script timing WebGL texture uploads and mipmap generation (window.__glUploads), and noting long tasks. */
export const UPLOAD_TIMER_SCRIPT = `(() => {
  const uploads = [];
  window.__glUploads = uploads;
  const longTasks = [];
  window.__longTasks = longTasks;
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push({ at: e.startTime, ms: e.duration }); }).observe({ type: 'longtask', buffered: true });
  } catch (e) { /* no long task timing */ }
  for (const proto of [window.WebGL2RenderingContext && WebGL2RenderingContext.prototype, window.WebGLRenderingContext && WebGLRenderingContext.prototype].filter(Boolean)) {
    for (const name of ['texImage2D', 'texSubImage2D', 'texStorage2D', 'generateMipmap', 'texImage3D']) {
      const orig = proto[name];
      if (typeof orig !== 'function') continue;
      proto[name] = function (...args) {
        const t0 = performance.now();
        const r = orig.apply(this, args);
        const src = args.find((a) => a && typeof a === 'object' && 'width' in a && 'height' in a);
        uploads.push({ at: t0, ms: performance.now() - t0, name, size: src ? src.width + 'x' + src.height : '' });
        return r;
      };
    }
  }
})();`;

interface Entry {
  name: string;
  at: number;
  ms: number;
}

interface PageTimeline {
  marks: Entry[];
  measures: Entry[];
  chunks: Entry[];
  uploads: { at: number; ms: number; name: string; size: string }[];
  waits: { at: number; ms: number; label: string }[];
  links: { at: number }[];
  longTasks: { at: number; ms: number }[];
}

const timeline = (page: Page) =>
  page.evaluate((): PageTimeline => {
    const w = window as unknown as Record<string, unknown>;
    const list = (type: string) =>
      performance
        .getEntriesByType(type)
        .filter((e) => e.name.startsWith('emberforge:'))
        .map((e) => ({ name: e.name.slice('emberforge:'.length), at: e.startTime, ms: e.duration }));
    return {
      marks: list('mark'),
      measures: list('measure'),
      chunks: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => /\/assets\/(TableScene|GameScreen)[-\w]*\.js$/.test(e.name))
        .map((e) => ({
          name: e.name.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''),
          at: e.startTime,
          ms: e.responseEnd - e.startTime,
        })),
      uploads: (w.__glUploads as PageTimeline['uploads']) ?? [],
      waits: (w.__glInfoLogWaits as PageTimeline['waits']) ?? [],
      links: (w.__glLinks as PageTimeline['links']) ?? [],
      longTasks: (w.__longTasks as PageTimeline['longTasks']) ?? [],
    };
  });

/** One line saying where the time from `from` (data arrived) to `to` (first frame done) went, in page ms. */
export async function firstFrameBreakdown(page: Page, from: number, to: number): Promise<string> {
  const t = await timeline(page);
  const rel = (at: number) => `${at >= from ? '+' : ''}${(at - from).toFixed(0)}`;
  const inWindow = <T extends { at: number }>(xs: T[]) => xs.filter((x) => x.at >= from - 1 && x.at <= to);
  const mark = (n: string) => t.marks.find((m) => m.name === n);
  const parts: string[] = [];
  for (const c of t.chunks) parts.push(`${c.name} chunk fetched ${rel(c.at + c.ms)}`);
  const labels: Record<string, string> = {
    'scene-module': 'scene module evaluated',
    'scene-mounted': 'scene graph mounted (WebGL context created, textures drawn)',
  };
  for (const [n, label] of Object.entries(labels)) {
    const m = mark(n);
    if (m) parts.push(`${label} ${rel(m.at)}`);
  }
  const textures = inWindow(t.measures.filter((m) => m.name.startsWith('texture:')));
  if (textures.length)
    parts.push(
      `canvas textures drawn ${textures.reduce((n, m) => n + m.ms, 0).toFixed(0)} ms (${textures.map((m) => `${m.name.slice(8)} ${m.ms.toFixed(0)}`).join(', ')})`,
    );
  const uploads = inWindow(t.uploads);
  const big = uploads.filter((u) => u.ms >= 5).sort((a, b) => b.ms - a.ms);
  parts.push(
    `texture uploads ${uploads.reduce((n, u) => n + u.ms, 0).toFixed(0)} ms in ${uploads.length} calls${
      big.length
        ? ` (${big
            .slice(0, 4)
            .map((u) => `${u.name} ${u.size} ${u.ms.toFixed(0)}`)
            .join(', ')})`
        : ''
    }`,
  );
  const waits = inWindow(t.waits);
  const slowest = [...waits].sort((a, b) => b.ms - a.ms).slice(0, 5);
  parts.push(
    `${inWindow(t.links).length} shader programs linked, waited ${waits.reduce((n, w) => n + w.ms, 0).toFixed(0)} ms for them${
      slowest.length ? ` (longest: ${slowest.map((w) => `${w.label} ${w.ms.toFixed(0)}`).join(', ')})` : ''
    }`,
  );
  const firstScene = mark('first-scene-frame');
  if (firstScene) parts.push(`first scene frame rendered ${rel(firstScene.at)}`);
  const long = inWindow(t.longTasks);
  parts.push(
    `long tasks ${long.reduce((n, l) => n + l.ms, 0).toFixed(0)} ms (${long.length}, longest ${Math.max(0, ...long.map((l) => l.ms)).toFixed(0)} ms)`,
  );
  return parts.join('; ');
}
