/**
 * The server process of the reservation bench (forked by scripts/bench/reservationFlood.ts): the real
 * server (server/app.ts startServer) with its default settings, no store, a 1 s grace period (so the
 * bot takes a dropped player's seat within the bench's time). Reports its port, and its CPU time on request.
 */
import { startServer } from '../../../server/app.js';
import type { ServerCmd, ServerEv } from './wire.js';

const send = (m: ServerEv) => process.send!(m);
const running = await startServer({ port: 0, store: null, graceSeconds: 1 });
process.on('message', (m: ServerCmd) => {
  if (m.cmd === 'usage') {
    const u = process.cpuUsage();
    send({ ev: 'usage', cpuMs: (u.user + u.system) / 1000 });
  }
});
send({ ev: 'ready', port: running.port });
