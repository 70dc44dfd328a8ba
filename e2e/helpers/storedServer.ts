/**
 * The real server as `server/main.ts` starts it, with the game store opened from the environment
 * (DATA_DIR, or DATABASE_URL) and handed to it in code: for end-to-end tests of the history pages
 * while the store is filled by the test itself (finished games recorded through the GameStore API).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../server/app.js';
import { configFromEnv } from '../../server/config.js';
import { openStore, storeConfigFromEnv } from '../../server/store/openStore.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const store = await openStore(storeConfigFromEnv(process.env));
const cfg = configFromEnv(process.env, { staticDir: path.join(root, 'dist'), verbose: true, store });
const running = await startServer(cfg, { gracefullyShutdown: true });
console.log(`Emberforge Live (store: ${store.describe}) on http://localhost:${running.port}`);
