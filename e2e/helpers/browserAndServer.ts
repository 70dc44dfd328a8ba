/**
 * The setup every browser test shares: builds the client when dist/ is stale, starts the real server
 * on a free port, launches Chromium (the flags live in browser.ts), and tears both down after the file.
 * Call it at the top level of a test file; read `server` and `browser` inside the tests.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.js';
import { ensureClientBuilt } from './build.js';
import { startServer, type RunningServer, type ServerOptions } from './server.js';

export interface BrowserAndServerOptions extends ServerOptions {
  /** Runs after the build check, before the server starts (e.g. writes the store it opens). */
  before?: () => void | Promise<void>;
  /** Runs after the browser and the server are stopped (e.g. removes a data folder). */
  after?: () => void | Promise<void>;
  /** beforeAll's time limit (a build takes about 30 s, SwiftShader start-up more on a busy machine). */
  setupTimeoutMs?: number;
  teardownTimeoutMs?: number;
}

export interface BrowserAndServer {
  /** The running server (throws outside the tests, or when beforeAll failed). */
  readonly server: RunningServer;
  readonly browser: Browser;
}

export function useBrowserAndServer(opts: BrowserAndServerOptions = {}): BrowserAndServer {
  const { before, after, setupTimeoutMs = 300_000, teardownTimeoutMs = 30_000, ...serverOptions } = opts;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    ensureClientBuilt();
    await before?.();
    server = await startServer(serverOptions);
    browser = await launchChromium();
  }, setupTimeoutMs);

  afterAll(async () => {
    await browser?.close().catch(() => {});
    await server?.stop();
    await after?.();
  }, teardownTimeoutMs);

  return {
    get server() {
      if (!server) throw new Error('the e2e server is not running (its beforeAll failed or has not run)');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('Chromium is not running (its beforeAll failed or has not run)');
      return browser;
    },
  };
}
