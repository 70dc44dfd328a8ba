/**
 * Once per test run, for every browser test file (vitest.config.ts, project e2e): the client is built
 * (when dist/ is stale), one Chromium is launched as a browser server whose endpoint the files connect
 * to, and one real server process is started for the files that do not test process life (a file that
 * needs its own seed, store or environment still starts its own: helpers/browserAndServer.ts).
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from './helpers/browser.js';
import { ensureClientBuilt } from './helpers/build.js';
import { startServer } from './helpers/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** playwright's websocket endpoint of the run's Chromium. */
    chromiumEndpoint: string;
    /** The run's shared server: its address, port and log file. */
    sharedServer: { url: string; port: number; log: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureClientBuilt();
  const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS });
  const server = await startServer({ logName: 'shared-server', entry: ['e2e/helpers/sharedServer.ts'] }).catch(async (e: unknown) => {
    await browser.close();
    throw e;
  });
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  project.provide('sharedServer', { url: server.url, port: server.port, log: server.logFile });
  return async () => {
    await browser.close().catch(() => {});
    await server.stop();
  };
}
