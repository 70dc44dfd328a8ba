/**
 * The lobby's initial JavaScript stays within issue 9's budget (100 kB gzipped) in the production
 * build: a static import that drags colyseus.js, zod or the 3D table into the entry fails here (it
 * happened once: a URL helper imported the join schemas for a regular expression).
 */
import { describe, expect, it } from 'vitest';
import { bundleFigures, LOBBY_JS_BUDGET_BYTES } from '../scripts/bench/bundleFigures.js';
import { ensureClientBuilt } from './helpers/build.js';

describe('the lobby bundle', () => {
  it(`loads at most ${LOBBY_JS_BUDGET_BYTES / 1000} kB of gzipped JavaScript before the first paint`, () => {
    ensureClientBuilt();
    const b = bundleFigures();
    const detail = b.files.map((f) => `${f.file} ${(f.gzip / 1000).toFixed(1)} kB`).join(', ');
    expect(b.files.length, 'the entry script was found').toBeGreaterThan(0);
    expect(b.totalGzip, `initial JS: ${detail}`).toBeLessThanOrEqual(LOBBY_JS_BUDGET_BYTES);
    // The 3D table is a chunk of its own, loaded later.
    expect(b.lazy.some((f) => f.file.includes('TableScene'))).toBe(true);
  }, 120_000);
});
