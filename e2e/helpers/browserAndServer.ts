/**
 * The setup every browser test shares. Under `npm test` (e2e/globalSetup.ts) the client is built once,
 * one Chromium runs for the whole run and one real server serves every file that asks for nothing of
 * its own; a file that needs its own seed, entry, environment or store (`tableSeed`, `entry`, `env`,
 * `before`, `ownServer`) gets its own server process on a free port, stopped after the file. Without
 * the global setup (a script, or a file run alone with another config) both are started here.
 * Call it at the top level of a test file; read `server` and `browser` inside the tests.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectChromium } from './browser.js';
import { ensureClientBuilt } from './build.js';
import { startServer, type RunningServer, type ServerOptions } from './server.js';

export interface BrowserAndServerOptions extends ServerOptions {
  /** Runs after the build check, before the server starts (e.g. writes the store it opens). */
  before?: () => void | Promise<void>;
  /** Runs after the browser and the server are stopped (e.g. removes a data folder). */
  after?: () => void | Promise<void>;
  /** A server process of this file's own even with no other option (a test of the server's life). */
  ownServer?: boolean;
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
  const { before, after, ownServer, setupTimeoutMs = 300_000, teardownTimeoutMs = 30_000, ...serverOptions } = opts;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const shared = inject('sharedServer');
  const useShared = shared && !ownServer && !before && serverOptions.tableSeed === undefined && !serverOptions.entry && !serverOptions.env;

  beforeAll(async () => {
    ensureClientBuilt();
    await before?.();
    server = useShared ? sharedServer(shared) : await startServer(serverOptions);
    browser = await connectChromium(inject('chromiumEndpoint'));
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

/** The run's shared server as a RunningServer whose stop() leaves it running for the other files. */
function sharedServer(s: { url: string; port: number; log: string }): RunningServer {
  return { url: s.url, port: s.port, logFile: s.log, output: () => readFileSync(s.log, 'utf8'), stop: async () => {} };
}
