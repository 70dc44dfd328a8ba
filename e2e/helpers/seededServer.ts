/**
 * The real server exactly as `server/main.ts` starts it, except that every table is seeded with the
 * number given as the first argument (ServerConfig.tableSeed, set here in code), so that an end-to-end
 * test or a benchmark plays a reproducible deal. Never for real tables: there the server keys each
 * shuffle with its own secret, and the public protocol cannot choose a seed.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../server/app.js';
import { configFromEnv } from '../../server/config.js';

const seed = Number(process.argv[2]);
if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
  throw new Error(`usage: seededServer.ts SEED (0-4294967295), got ${process.argv[2]}`);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cfg = configFromEnv(process.env, { staticDir: path.join(root, 'dist'), verbose: true, tableSeed: () => seed });
const running = await startServer(cfg, { gracefullyShutdown: true });
console.log(`Emberforge Live (test seed ${seed} for every table) on http://localhost:${running.port}`);
