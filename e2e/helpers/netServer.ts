/**
 * The setup of the tests that run client/net in Node: an in-process server on a free port (generous
 * rate limits: one client makes many requests), client/net pointed at it, and at the end the store's
 * room left and the server closed. Call it at the top level of a test file; read `server` in the tests.
 */
import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../../server/config.js';
import { bootServer, type TestServer } from '../../server/tests/helpers.js';
import { configureNet, leave } from '../../client/net/index.js';

export interface NetServer {
  /** The running server (throws outside the tests, or when beforeAll failed). */
  readonly server: TestServer;
}

export function useNetServer(cfg: Partial<ServerConfig> = {}): NetServer {
  let server: TestServer | undefined;

  beforeAll(async () => {
    server = await bootServer({ rateLimit: { burst: 1000, perSecond: 1000 }, ...cfg });
    configureNet({ http: server.http });
  });

  afterAll(async () => {
    await leave();
    await server?.close();
  });

  return {
    get server() {
      if (!server) throw new Error('the test server is not running (its beforeAll failed or has not run)');
      return server;
    },
  };
}
