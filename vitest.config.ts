import { defineConfig } from 'vitest/config';
import { BrowserTailSequencer } from './vitest.sequencer.js';

/**
 * Three projects (`npm test` runs them all at once, `npm run test:unit` the first alone):
 * - unit: the engine, the protocol, pure client and server logic: no server, browser or database;
 * - integration: real servers over real websockets, real processes, SQLite, PostgreSQL and Redis;
 * - e2e: real Chromium against the real server (one build, one Chromium and one shared server per
 *   run: e2e/globalSetup.ts); client/net in Node against a real server is in integration.
 * The browser files run in a pool of their own (forks, VITEST_BROWSERS wide) beside the threads pool
 * of the rest (VITEST_THREADS wide): most of a server test's time is waiting on sockets and bots, while
 * a Chromium page renders on the CPU. The widths were measured on these 2-core machines
 * (docs/BENCHMARKS.md, "Test suite").
 */
const UNIT_EXCLUDED = [
  'server/tests/**',
  'server/store/**',
  'server/net/sharedFrame.test.ts',
  'server/net/spreadPingTransport.test.ts',
  'server/colyseus/patches.test.ts',
];
/** client/net in Node against an in-process server (a `listen()`: threads, never forks). */
const NET_E2E = [
  'e2e/actionAnswers.test.ts',
  'e2e/clientNet.test.ts',
  'e2e/crowdedWatchNet.test.ts',
  'e2e/delayedNet.test.ts',
  'e2e/dwarfNet.test.ts',
  'e2e/seatKeyNet.test.ts',
  'e2e/tableFullNet.test.ts',
];
const INTEGRATION = ['server/tests/**/*.test.ts', ...UNIT_EXCLUDED.slice(1), ...NET_E2E];
/** Unit and integration files at once: most of a server test's time is waiting on sockets and bots. */
const threads = Number(process.env.VITEST_THREADS) || 3;
/** Browser files at once, in their own pool beside the threads: each Chromium page renders on the CPU (SwiftShader). */
const browsers = Number(process.env.VITEST_BROWSERS) || 1;

export default defineConfig({
  test: {
    // @colyseus/testing calls process.send inside listen(): the forks pool crashes on it.
    pool: 'threads',
    poolOptions: { threads: { maxThreads: threads, minThreads: 1 }, forks: { maxForks: browsers, minForks: 1 } },
    // The longest browser files last, once the rest is done (vitest.sequencer.ts).
    sequence: { sequencer: BrowserTailSequencer },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'scripts/**/*.test.ts', 'client/**/*.test.ts', 'client/**/*.test.tsx', 'server/**/*.test.ts'],
          exclude: UNIT_EXCLUDED,
          // Pure modules: one module graph per worker instead of one per file (16 s instead of 30 s).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: INTEGRATION.map((p) => (p.endsWith('.ts') ? p : `${p}/*.test.ts`)),
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: NET_E2E,
          // Its own pool, so that its width is its own; no file of it starts a server in-process.
          pool: 'forks',
          globalSetup: ['e2e/globalSetup.ts'],
        },
      },
    ],
  },
  esbuild: { target: 'es2022' },
});
