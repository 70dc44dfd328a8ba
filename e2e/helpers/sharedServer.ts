/**
 * The real server as `server/main.ts` starts it (the store opened from DATA_DIR), shared by the browser
 * test files that do not test process life (e2e/globalSetup.ts starts one per run). Every file's pages
 * come from 127.0.0.1, so the per-address limits on creating tables, joining and calling the API are raised
 * here in code, as the in-process test servers do (server/tests/helpers.ts): one address stands for
 * the many users of a whole run. Never for real tables.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../server/app.js';
import { configFromEnv, DEFAULT_CONFIG } from '../../server/config.js';
import { openStore, storeConfigFromEnv } from '../../server/store/openStore.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const store = await openStore(storeConfigFromEnv(process.env));
const cfg = configFromEnv(process.env, {
  staticDir: path.join(root, 'dist'),
  verbose: true,
  store,
  createLimit: { burst: 1000, perSecond: 1000 },
  apiLimit: { burst: 1000, perSecond: 1000 },
  // Bots-only tables at the pace each file sets, as in-process test servers (server/tests/retention.test.ts tests the minimum).
  botsOnlyMinDelayMs: 0,
  // Casters and players all come from 127.0.0.1 here: the address rule is tested in server/tests/casterTrust.test.ts.
  refuseSeatsAtCasterAddress: false,
  // Joins per address: every page of the run joins from 127.0.0.1 (server/tests/addressFloods.test.ts tests the limits).
  addressFloods: { ...DEFAULT_CONFIG.addressFloods, joins: { burst: 1e9, perSecond: 1e9 } },
});
const running = await startServer(cfg, { gracefullyShutdown: true });
console.log(`Emberforge Live, shared by the browser tests (store: ${store.describe}) on http://localhost:${running.port}`);
