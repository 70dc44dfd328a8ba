/**
 * The flood bench's server process (forked by floodBench.ts): the real server of server/app.ts
 * (startServer, default settings, no store) on a free port. Answers its CPU time and its event loop's delay when asked.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startServer } from '../../../server/app.js';

const server = await startServer({ port: 0, staticDir: null, store: null });
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
process.send!({ ev: 'ready', port: server.port });
process.on('message', (m: { cmd: string }) => {
  if (m.cmd === 'cpu') {
    const u = process.cpuUsage();
    // The event loop's delay since the last ask (ms), then a fresh histogram.
    const ms = (ns: number) => ns / 1e6;
    process.send!({
      ev: 'cpu',
      micros: u.user + u.system,
      loopP50: ms(loop.percentile(50)),
      loopP99: ms(loop.percentile(99)),
      loopMax: ms(loop.max),
    });
    loop.reset();
  } else if (m.cmd === 'exit') void server.close().finally(() => process.exit(0));
});
