/**
 * The e2e tests need the built client in dist/ (the server serves it). From a clean clone only
 * `npm ci` has run, so build it here when dist/ is missing or older than any client source.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DIST, ROOT } from './paths.js';

/** Inputs of `vite build`: the client, the engine and protocol it bundles (shared/), the entry and config. */
const SOURCES = ['client', 'shared', 'assets', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(p)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, name)));
  }
  return newest;
}

/** Why dist/ must be (re)built, or null when it is up to date. */
export function staleReason(): string | null {
  const index = path.join(DIST, 'index.html');
  if (!existsSync(index)) return 'dist/index.html is missing';
  const built = statSync(index).mtimeMs;
  for (const s of SOURCES) {
    if (newestMtime(path.join(ROOT, s)) > built) return `${s} is newer than dist/`;
  }
  return null;
}

/** Runs `npx vite build` when dist/ is stale (about 30 s on 2 cores). Set E2E_SKIP_BUILD=1 to never build. */
export function ensureClientBuilt(log: (line: string) => void = console.log): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const why = staleReason();
  if (!why) return;
  log(`e2e: building the client (${why})`);
  const res = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    // vitest sets NODE_ENV=test, which would make vite bundle React's development build (StrictMode
    // double effects, slower frames): the e2e tests run the production client users get.
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (res.status !== 0 || !existsSync(path.join(DIST, 'index.html'))) {
    throw new Error(`vite build failed (exit ${res.status}):\n${res.stdout}\n${res.stderr}`);
  }
}
