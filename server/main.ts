/**
 * The one process of Emberforge Live: `node --import tsx server/main.ts` (npm start builds the client
 * first). Serves dist/ and the game on PORT (default 2567). Tables, seats and every action are kept in
 * the store (SQLite under DATA_DIR, default ./data, or PostgreSQL with DATABASE_URL); unfinished tables
 * come back on start. With REDIS_URL, one of several processes joined by Redis (server/scale/scaleOut.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './app.js';
import { ConfigError, configFromEnv, type ServerConfig } from './config.js';
import { openStore, storeConfigFromEnv, StoreOpenError } from './store/openStore.js';
import { describeScaleOut } from './scale/scaleOut.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let base: ServerConfig;
try {
  base = configFromEnv(process.env, { staticDir: path.join(root, 'dist'), verbose: true });
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  console.error(`Cannot start: ${e.message}`);
  process.exit(1);
}
if (base.staticDir && !existsSync(path.join(base.staticDir, 'index.html')))
  console.warn(`No built client in ${base.staticDir}: run \`npm run build\` (npm start does). Serving the API and the game only.`);
let store;
try {
  store = await openStore(storeConfigFromEnv(process.env));
} catch (e) {
  if (!(e instanceof StoreOpenError)) throw e;
  console.error(`Cannot start: ${e.message}`);
  process.exit(1);
}
if (base.faultCrashAfterWrite !== undefined)
  console.warn(
    `TEST ONLY: EMBERFORGE_FAULT_CRASH_AFTER_WRITE=${base.faultCrashAfterWrite}: this process kills itself after writing that version`,
  );
const cfg = { ...base, store };
const running = await startServer(cfg, { gracefullyShutdown: true });
console.log(
  `Emberforge Live on http://localhost:${running.port} (grace ${cfg.graceSeconds}s, store: ${store.describe}, ${describeScaleOut(cfg.scaleOut!)})`,
);
