/**
 * One server process of the audience bench (forked by audienceBench.ts): the real TableRoom (with
 * the server's onAccepted probe) and the real audience room, wired as server/app.ts wires them
 * (RedisPresence + RedisDriver when REDIS_URL is set, its own PORT and PUBLIC_ADDRESS), the delayed
 * rooms with their joinById routing, plus the bare room. It reports each accepted action (version, accept time on the shared monotonic clock) and,
 * on request, its CPU and memory. Run with --expose-gc so memory is read after a collection.
 */
import http from 'node:http';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { Server, matchMaker } from '@colyseus/core';
import { routeMatchmaking } from '../../../server/colyseus/patches.js';
import { makeDelayedRoom } from '../../../server/delayed/DelayedRoom.js';
import { routeDelayedJoin } from '../../../server/delayed/delayedRouting.js';
import { DELAYED_ROOM_NAME } from '../../../server/delayed/delayedWire.js';
import { DEFAULT_CONFIG, type ServerConfig } from '../../../server/config.js';
import { scaleOutFromEnv, scaleOutOptions } from '../../../server/scale/scaleOut.js';
import { SpreadPingTransport } from '../../../server/net/spreadPingTransport.js';
import { makeBenchTableRoom } from '../benchTableRoom.js';
import { BareRoom } from './bareRoom.js';
import { makeAudienceRoom } from '../../../server/audience/AudienceRoom.js';
import { nowMs } from '../clock.js';
import type { ServerCmd, ServerEv } from './wire.js';

const send = (m: ServerEv) => process.send!(m);
const port = Number(process.env.PORT);
const cfg: ServerConfig = {
  ...DEFAULT_CONFIG,
  port,
  maxSpectators: 100_000,
  emptyTableSeconds: 0,
  botsOnlyMinDelayMs: 0, // the bench's bots-only table plays at its own botDelayMs
  tableSeed: (o) => {
    const m = /^bench (\d+)$/.exec(o.name);
    return m ? Number(m[1]) : undefined;
  },
  ...(process.env.AUDIENCE_ROOM_CLIENTS ? { audienceRoomClients: Number(process.env.AUDIENCE_ROOM_CLIENTS) } : {}),
  // AUDIENCE_PING_ROUNDS=1: an audience's spectators pinged every interval, as seats are (an A/B of the default).
  ...(process.env.AUDIENCE_PING_ROUNDS ? { audiencePingRounds: Number(process.env.AUDIENCE_PING_ROUNDS) } : {}),
};
const httpServer = http.createServer();
const gameServer = new Server({
  transport: new SpreadPingTransport({ server: httpServer, maxPayload: 64 * 1024, pingInterval: DEFAULT_CONFIG.pingIntervalMs }), // the product's transport
  greet: false,
  gracefullyShutdown: false,
  ...scaleOutOptions(scaleOutFromEnv(process.env, port)),
});
matchMaker.presence.setMaxListeners(0); // as server/app.ts: a join storm waits on one channel per table
gameServer.define(
  'table',
  makeBenchTableRoom(cfg, (version, acceptedAt, _sentAt, ended) => send({ ev: 'accepted', version, acceptedAt, ended })),
);
gameServer.define('audience', makeAudienceRoom(cfg)).filterBy(['tableId']);
gameServer.define('bench_bare', BareRoom);
// Delayed spectators (issue 12), routed from joinById as server/app.ts does.
gameServer.define(DELAYED_ROOM_NAME, makeDelayedRoom(cfg)).filterBy(['tableId', 'view', 'keyHash']);
routeMatchmaking(routeDelayedJoin);
await gameServer.listen(port, '127.0.0.1');

// BENCH_GC=1: every collection of 5 ms or more, on the bench's clock (to set against the slowest actions).
if (process.env.BENCH_GC) {
  new PerformanceObserver((list) => {
    const offset = nowMs() - performance.now();
    for (const e of list.getEntries())
      if (e.duration >= 5)
        console.error(
          `[server ${port}] gc ${(e as unknown as { detail?: { kind?: number } }).detail?.kind} ${e.duration.toFixed(1)} ms at ${(offset + e.startTime).toFixed(1)} ms`,
        );
  }).observe({ entryTypes: ['gc'] });
}

function usage(): ServerEv {
  (globalThis as { gc?: () => void }).gc?.();
  const c = process.cpuUsage();
  const m = process.memoryUsage();
  return { ev: 'usage', usage: { cpuMicros: c.user + c.system, rss: m.rss, heapUsed: m.heapUsed } };
}

process.on('message', (m: ServerCmd) => {
  const run = async (): Promise<ServerEv> => {
    switch (m.cmd) {
      case 'createTable': {
        const room = await matchMaker.createRoom('table', {
          table: {
            seats: 4,
            botDelayMs: m.botDelayMs,
            roundLimit: m.roundLimit,
            tableName: `bench ${m.seed}`,
            broadcastDelaySeconds: m.broadcastDelaySeconds ?? 0,
            // The bench compares live spectators with delayed ones on one table, and its host starts it watching live.
            liveSpectators: true,
          },
        });
        return { ev: 'created', roomId: room.roomId };
      }
      case 'createBare': {
        const room = await matchMaker.createRoom('bench_bare', { stateBytes: m.stateBytes });
        return { ev: 'created', roomId: room.roomId };
      }
      case 'runBare': {
        const room = matchMaker.getLocalRoomById(m.roomId) as unknown as BareRoom;
        await room.runActions(m.count, m.perSecond, m.patchBytes, m.eventsBytes, (version, acceptedAt) =>
          send({ ev: 'accepted', version, acceptedAt, ended: false }),
        );
        return { ev: 'ok' };
      }
      case 'usage':
        return usage();
      case 'closeRooms':
        await Promise.all(matchMaker.disconnectAll());
        return { ev: 'ok' };
      case 'exit':
        await gameServer.gracefullyShutdown(false).catch(() => {});
        process.exit(0);
    }
  };
  run().then(send, (e: unknown) => send({ ev: 'error', message: String((e as Error)?.stack ?? e) }));
});
send({ ev: 'ready', port, processId: matchMaker.processId });
