/**
 * One HTTP server on one port: express serves the API and the built web client (with an SPA
 * fallback so /table/<id> links work), Colyseus (WebSocket transport) serves the game on the same
 * server. No monitor, no playground (they would show hidden hands).
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Server, matchMaker } from '@colyseus/core';
import { guardMatchmaking, routeMatchmaking, transportSockets } from './colyseus/patches.js';
import { makeDelayedRoom } from './delayed/DelayedRoom.js';
import { limitKeyedViews, refuseUnroutedDelayedJoin, routeDelayedJoin } from './delayed/delayedRouting.js';
import { DELAYED_ROOM_NAME } from './delayed/delayedWire.js';
import express from 'express';
import { DEFAULT_CONFIG, type ServerConfig } from './config.js';
import { stampCreatorToken } from './lobby/creatorGate.js';
import { findTable, listTables } from './lobby/listTables.js';
import { gamesRouter } from './api/gamesApi.js';
import { serverClockOf, serverNow } from './clock/systemClock.js';
import { installSecurityHeaders } from './net/securityHeaders.js';
import { QuietLogger } from './net/quietLogger.js';
import { clientAddress } from './net/clientAddress.js';
import { apiRateLimit } from './net/apiRateLimit.js';
import { AddressFloods } from './net/addressFloods.js';
import { guardFloodedMatchmaking, verifyConnection, watchConnections } from './net/floodGuard.js';
import { guardReservations, ReservationLedger } from './net/seatReservations.js';
import { SpreadPingTransport } from './net/spreadPingTransport.js';
import { settlesWithin } from './net/settlesWithin.js';
import { AUDIENCE_ROOM_NAME, ROOM_NAME, TABLE_ID_PATTERN, type TableAnswer } from '../shared/protocol/protocol.js';
import { makeAudienceRoom } from './audience/AudienceRoom.js';
import { audienceJoinRefusal } from './audience/audienceOptions.js';
import { makeTableRoom, type TableRoom } from './rooms/TableRoom.js';
import { drainAllWrites } from './rooms/persistence.js';
import { restoreTables, stripRestoreNonce } from './rooms/restoreTables.js';
import { scaleOutOptions } from './scale/scaleOut.js';
import { SearchPool } from './bots/searchPool.js';
import { StorePruner } from './store/retention.js';

const BAD_TABLE_ID_MESSAGE = 'A table id is 1-64 letters, digits, "-" or "_".';
const RESTORING_MESSAGE = 'The server is bringing its tables back after a restart: try again in a moment.';

export interface RunningServer {
  port: number;
  gameServer: Server;
  httpServer: http.Server;
  /** The search bots' worker pool (null: search off, or a botThinker was given). */
  searchPool: SearchPool | null;
  close(): Promise<void>;
}

/**
 * `restored`: settles once the previous run's tables are back (restoreTables). Until then a table
 * looked up by id may not exist yet: its lookup waits for it (as joins do), for `restoreWaitMs` at most.
 */
export function createApp(cfg: ServerConfig, restored: Promise<void> = Promise.resolve()): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // The API is public data; allow other origins (the vite dev server with VITE_GAME_SERVER).
  app.use('/api', (_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  app.use(
    '/api',
    apiRateLimit((req) => clientAddress(req, cfg.trustProxy), cfg.apiLimit),
  );
  app.get('/api/health', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/api/tables', async (_req, res) => {
    try {
      res.json({ tables: await listTables() });
    } catch (e) {
      console.error('GET /api/tables failed:', e);
      res.status(500).json({ error: 'could not list tables' });
    }
  });
  app.get('/api/tables/:id', async (req, res) => {
    if (!TABLE_ID_PATTERN.test(req.params.id)) {
      res.status(400).json({ error: BAD_TABLE_ID_MESSAGE });
      return;
    }
    try {
      if (!(await settlesWithin(restored, cfg.restoreWaitMs))) {
        res.status(503).json({ error: RESTORING_MESSAGE });
        return;
      }
      const answer: TableAnswer = { table: await findTable(req.params.id) };
      res.setHeader('Cache-Control', 'no-cache');
      res.json(answer);
    } catch (e) {
      console.error('GET /api/tables/:id failed:', e);
      res.status(500).json({ error: 'could not read the table' });
    }
  });
  app.use('/api/games', gamesRouter(cfg.store, serverNow(cfg)));
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'not found' });
  });
  if (cfg.staticDir && existsSync(cfg.staticDir)) {
    const dir = path.resolve(cfg.staticDir);
    app.use(express.static(dir, { index: 'index.html', maxAge: '1h', setHeaders: noCacheHtml }));
    // SPA fallback: any other GET that wants HTML gets index.html (/table/<id> links).
    app.use((req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (path.extname(req.path)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(path.join(dir, 'index.html'));
    });
  }
  return app;
}

function noCacheHtml(res: http.ServerResponse, file: string): void {
  if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
}

/** Timeouts fit for a game server: a request that trickles its headers or body is closed (408) within seconds, not Node's 300 s. */
function createHttpServer(app: express.Express, cfg: ServerConfig): http.Server {
  const t = cfg.http;
  const server = http.createServer(
    { headersTimeout: t.headersMs, requestTimeout: t.requestMs, connectionsCheckingInterval: t.checkEveryMs },
    app,
  );
  server.keepAliveTimeout = t.keepAliveMs;
  return server;
}

export async function startServer(
  partial: Partial<ServerConfig> = {},
  opts: { gracefullyShutdown?: boolean } = {},
): Promise<RunningServer> {
  const cfg: ServerConfig = { ...DEFAULT_CONFIG, ...partial };
  // The search bots think in worker threads, never on this event loop (bots/searchPool.ts); it ends with the server.
  const searchPool =
    !cfg.botThinker && cfg.searchWorkers > 0 ? new SearchPool({ size: cfg.searchWorkers, maxWaitMs: cfg.botThinkMarginMs * 0.75 }) : null;
  if (searchPool) cfg.botThinker = searchPool;
  let restored = () => {};
  const ready = new Promise<void>((resolve) => (restored = resolve));
  const app = createApp(cfg, ready);
  const httpServer = createHttpServer(app, cfg);
  const addressOf = (req: http.IncomingMessage) => clientAddress(req, cfg.trustProxy);
  // Frame errors and joins per address, across connections and rooms (net/addressFloods.ts).
  const floods = new AddressFloods(cfg.addressFloods, serverNow(cfg));
  const transport = new SpreadPingTransport({
    server: httpServer,
    maxPayload: cfg.maxFrameBytes,
    pingInterval: cfg.pingIntervalMs,
    verifyClient: verifyConnection(floods, addressOf),
  });
  watchConnections(transportSockets(transport), floods, addressOf);
  const gameServer = new Server({
    transport,
    greet: false,
    logger: new QuietLogger(),
    gracefullyShutdown: opts.gracefullyShutdown ?? false,
    ...(cfg.scaleOut ? scaleOutOptions(cfg.scaleOut) : {}),
  });
  // Every audience room of a table subscribes to the table's feed: a busy table has dozens per process
  // (not a leak, so no MaxListenersExceededWarning past 10).
  matchMaker.presence.setMaxListeners(0);
  guardMatchmaking(httpServer, {
    maxBodyBytes: cfg.maxJoinBodyBytes,
    create: cfg.createLimit,
    addressOf,
    ready,
    readyWaitMs: cfg.restoreWaitMs,
    now: serverNow(cfg),
  });
  guardFloodedMatchmaking(httpServer, floods, addressOf); // after guardMatchmaking: a blocked address is answered first
  installSecurityHeaders(httpServer); // after the guards: it runs first
  const stamp = (method: string, options: Record<string, unknown>) => {
    stripRestoreNonce(options); // only the server restores tables (rooms/restoreTables.ts)
    return stampCreatorToken(method, options);
  };
  const { perAddress, spectatorsPerAddress, perTable, perAddressAtTable, perSeatKey, seconds } = cfg.reservations;
  const tables = {
    perAddress,
    table: { perTable, perAddressAtTable, perSeatKey },
    seatOfKey: (room: unknown, options: unknown) => (room as TableRoom).seatOfKey(options),
    seconds,
    addressOf,
    joins: 'joins',
  };
  gameServer.define(ROOM_NAME, guardReservations(makeTableRoom(cfg), tables, undefined, stamp));
  // Spectator rooms count pending reservations against maxClients (concurrent joins must not overfill a
  // room), under their own per-address limit, shared by audience and delayed rooms.
  const spectators = { perAddress: spectatorsPerAddress, table: null, seconds, addressOf, joins: 'spectator joins' };
  const spectatorLedger = new ReservationLedger();
  // Spectators beyond the table room: joinOrCreate('audience', { tableId }) fills one audience room of the table, then opens another.
  // Only with a whole table id (a partial filter would find any table's audience room, private ones
  // included), and never a client's own `create`.
  const audience = { ...spectators, refuse: audienceJoinRefusal };
  gameServer.define(AUDIENCE_ROOM_NAME, guardReservations(makeAudienceRoom(cfg), audience, spectatorLedger)).filterBy(['tableId']);
  // Delayed spectators (issue 12): joinById of a table with { delayed: true } lands in a delayed room of its view.
  gameServer
    .define(
      DELAYED_ROOM_NAME,
      guardReservations(makeDelayedRoom(cfg), { ...spectators, refuse: refuseUnroutedDelayedJoin }, spectatorLedger),
    )
    .filterBy(['tableId', 'view', 'keyHash']);
  limitKeyedViews(addressOf, cfg.seatViewLimit);
  routeMatchmaking(routeDelayedJoin);
  // The store's retention policy (store/retention.ts): pruned after the restore, then every pruneEveryMs.
  const pruner = cfg.store
    ? new StorePruner(
        cfg.store,
        serverClockOf(cfg),
        { retentionDays: cfg.retentionDays, everyMs: cfg.pruneEveryMs },
        { info: (line) => cfg.verbose && console.log(line), error: (line) => console.error(line) },
      )
    : null;
  // The server owns the store it was given: every write under way finishes, then it closes.
  gameServer.onShutdown(async () => {
    await pruner?.stop();
    if (searchPool && searchPool.stats.asked > 0 && cfg.verbose) console.log(searchPool.summary());
    await searchPool?.close();
    await drainAllWrites();
    await cfg.store?.close();
  });
  await gameServer.listen(cfg.port);
  try {
    if (cfg.store) await restoreTables(cfg.store, serverNow(cfg)); // matchmaking waits for it (`ready`)
  } finally {
    restored();
  }
  pruner?.start();
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : cfg.port;
  return {
    port,
    gameServer,
    httpServer,
    searchPool,
    async close() {
      await gameServer.gracefullyShutdown(false);
    },
  };
}

export { matchMaker };
