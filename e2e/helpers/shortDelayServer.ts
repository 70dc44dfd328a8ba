/**
 * The real server as `server/main.ts` starts it (the store opened from DATA_DIR), except that a delayed table applies the delay
 * given as the first argument (ms; ServerConfig.broadcastDelayMs, set here in code) instead of its
 * broadcastDelaySeconds: a caster table needs 60 s or more in its options, and a browser test cannot
 * wait that long for each step. Casters and players all come from 127.0.0.1, so the caster-address rule
 * is off (server/tests/casterTrust.test.ts tests it). Never for real tables.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../server/app.js';
import { configFromEnv } from '../../server/config.js';
import { openStore, storeConfigFromEnv } from '../../server/store/openStore.js';

const delayMs = Number(process.argv[2]);
if (!Number.isInteger(delayMs) || delayMs < 0) throw new Error(`usage: shortDelayServer.ts DELAY_MS, got ${process.argv[2]}`);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const store = await openStore(storeConfigFromEnv(process.env));
const cfg = configFromEnv(process.env, {
  staticDir: path.join(root, 'dist'),
  store,
  verbose: true,
  broadcastDelayMs: () => delayMs,
  refuseSeatsAtCasterAddress: false,
});
const running = await startServer(cfg, { gracefullyShutdown: true });
console.log(`Emberforge Live (every delay ${delayMs} ms) on http://localhost:${running.port}`);
