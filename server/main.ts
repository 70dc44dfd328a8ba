/**
 * The one process of Emberforge Live: `node --import tsx server/main.ts` (npm start builds the client
 * first). Serves dist/ and the game on PORT (default 2567).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './app.js';
import { configFromEnv } from './config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cfg = configFromEnv(process.env, { staticDir: path.join(root, 'dist'), verbose: true });
if (cfg.staticDir && !existsSync(path.join(cfg.staticDir, 'index.html')))
  console.warn(`No built client in ${cfg.staticDir}: run \`npm run build\` (npm start does). Serving the API and the game only.`);
const running = await startServer(cfg, { gracefullyShutdown: true });
console.log(`Emberforge Live on http://localhost:${running.port} (grace ${cfg.graceSeconds}s)`);
