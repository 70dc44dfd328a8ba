/**
 * The lobby's initial JavaScript as a browser loads it: dist/index.html's entry scripts and
 * modulepreloads, then their static imports, each gzipped (-9). Used by `npm run bench:client` and by
 * the lobby bundle budget test (e2e/lobbyBundle.test.ts; issue 9: at most 100 kB).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST } from '../../e2e/helpers/paths.js';

/** Issue 9's goal for the lobby's initial JavaScript, gzipped. */
export const LOBBY_JS_BUDGET_BYTES = 100_000;

export interface BundleFigures {
  files: { file: string; bytes: number; gzip: number }[];
  totalGzip: number;
  totalBytes: number;
  cssGzip: number;
  /** The other JS chunks (loaded on demand: the 3D table, practice mode...). */
  lazy: { file: string; gzip: number }[];
}

/** Static imports of an ES module chunk (not dynamic import()). */
function staticImports(code: string): string[] {
  const out = new Set<string>();
  const re = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (let m = re.exec(code); m; m = re.exec(code)) out.add(m[1]!);
  return [...out];
}

export function bundleFigures(): BundleFigures {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entries = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
  ];
  const seen = new Set<string>();
  const queue = entries.map((e) => path.join(DIST, e.replace(/^\//, '')));
  const files: BundleFigures['files'] = [];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const buf = readFileSync(file);
    files.push({ file: path.relative(DIST, file), bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
    for (const spec of staticImports(buf.toString('utf8'))) {
      queue.push(spec.startsWith('/') ? path.join(DIST, spec.slice(1)) : path.resolve(path.dirname(file), spec));
    }
  }
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => path.join(DIST, m[1]!.replace(/^\//, '')));
  const assets = path.join(DIST, 'assets');
  const lazy = readdirSync(assets)
    .filter((f) => f.endsWith('.js') && !files.some((x) => x.file === `assets/${f}`))
    .map((f) => ({ file: `assets/${f}`, gzip: gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    lazy,
    totalGzip: files.reduce((n, f) => n + f.gzip, 0),
    totalBytes: files.reduce((n, f) => n + f.bytes, 0),
    cssGzip: css.filter(existsSync).reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0),
  };
}
