/** Server-wide settings (the process reads them from the environment; tests pass their own). */
import type { Clock } from '../shared/host/clock.js';
import type { BotThinker } from '../shared/host/botThinker.js';
import { defaultSearchWorkers } from './bots/searchPool.js';
import type { TableOptions } from '../shared/protocol/tableOptions.js';
import type { GameStore } from './store/gameStore.js';
import { scaleOutFromEnv, type ScaleOutConfig } from './scale/scaleOut.js';
import { trustProxy, type TrustProxy } from './net/clientAddress.js';
import type { AddressFloodLimits } from './net/addressFloods.js';

export interface RateLimitConfig {
  /** Messages a client may send in a burst. */
  burst: number;
  /** Tokens added back per second. */
  perSecond: number;
}

/** One accepted action, for the optional `onAccepted` probe. Times in ms on the monotonic clock
 * (`process.hrtime.bigint()` / 1e6: one clock for every process of the machine). */
export interface AcceptedAction {
  /** The table (room id) that accepted it. */
  tableId: string;
  version: number;
  /** The action ended the game. */
  ended: boolean;
  /** The engine accepted the action (entry of the room's commit). */
  acceptedAt: number;
  /** The patch and the events message were handed to every client's socket. */
  sentAt: number;
}

export interface ReservationLimits {
  /** Pending reservations one address may hold at once (across tables). */
  perAddress: number;
  /**
   * The same for spectator rooms (audience and delayed rooms), counted apart: higher, since one
   * address may be many viewers (a household, a carrier's NAT) arriving together when a stream starts.
   */
  spectatorsPerAddress: number;
  /**
   * Open reservations (players and spectators without a key) one table holds at once; past it the
   * table refuses more (it never drops one it holds).
   */
  perTable: number;
  /**
   * Open reservations one address holds at one table: at most this many, and fewer the fuller the
   * table (an address holding h gets another only while more than h × perTable / perAddressAtTable
   * places are free), so that it takes many addresses at once to fill a table (34 with 64 and 4).
   */
  perAddressAtTable: number;
  /** Reservations pending at once for one seat by its seat key (a player coming back, a seat link), apart from the open ones. */
  perSeatKey: number;
  /** Seconds a reservation waits for its websocket; then it expires (only then, or once used, is it gone). */
  seconds: number;
}

export interface HttpTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  /** How often Node checks the two above (its default, 30 s, would let a slow request live that long). */
  checkEveryMs: number;
}

export interface ServerConfig {
  port: number;
  /** Directory of the built web client (vite build → dist/); null = no static files. */
  staticDir: string | null;
  /** Seconds a dropped player keeps control of the seat before the bot plays for them (default 60). */
  graceSeconds: number;
  /** Seconds a dropped player may still reconnect with the token (the bot plays meanwhile). */
  reclaimSeconds: number;
  rateLimit: RateLimitConfig;
  /** Largest accepted message, measured as JSON characters. */
  maxMessageChars: number;
  /**
   * Table creations per client IP address (`TABLES_PER_MINUTE`, default 10 a minute, after a burst of
   * `TABLES_BURST`, default 3): past it, 429 saying when to try again (colyseus/patches.ts).
   */
  createLimit: RateLimitConfig;
  /**
   * Delayed seat and caster views asked per client IP address (delayedRouting.ts): each key not seen
   * before may open a delayed room before its table refuses the key.
   */
  seatViewLimit: RateLimitConfig;
  /**
   * Whether a caster table refuses seats to its caster's network addresses (the creator's, and any that
   * opened its caster view): true by default (`CASTER_ADDRESS_SEATS=allow` turns it off). Tests whose
   * players and caster all come from 127.0.0.1 turn it off; casterTrust.test.ts tests it on.
   */
  refuseSeatsAtCasterAddress: boolean;
  /** HTTP API requests per client IP address (net/apiRateLimit.ts; /api/health is never limited). */
  apiLimit: RateLimitConfig;
  /** Largest matchmaking request body (join/create options). */
  maxJoinBodyBytes: number;
  /** How long a matchmaking request waits for the restore of the last run's tables before a 503 'try again' (ms). */
  restoreWaitMs: number;
  /** Unconsumed seat reservations (a matchmaking call not yet followed by its websocket). */
  reservations: ReservationLimits;
  /**
   * Which hops may tell the client's address (X-Forwarded-For) for the per-address limits: the load
   * balancers in front (`TRUST_PROXY`, net/clientAddress.ts); by default none (the socket's peer).
   */
  trustProxy: TrustProxy;
  /**
   * Largest websocket frame the transport accepts (bytes); larger frames close the socket (1009) before
   * the server reads them. The largest message a client may send (an Ignar action discarding 60 cards)
   * is about 1.2 KB (net/frameSize.test.ts).
   */
  maxFrameBytes: number;
  /**
   * Keep-alive: every socket is pinged once per this many ms (in slices spread over it:
   * net/spreadPingTransport.ts) and dropped after two pings in a row without a pong.
   */
  pingIntervalMs: number;
  /**
   * An audience room's spectators are pinged once every this many intervals (net/spreadPingTransport.ts
   * `pingLessOften`): a dead spectator is dropped within about 2-3 times this many intervals.
   */
  audiencePingRounds: number;
  /** A client whose frames were refused by the rate limit this many times in a row is disconnected. */
  floodDisconnectAfter: number;
  /**
   * Frame errors and joins per client address, across connections (net/addressFloods.ts): an address
   * past its frame errors is blocked for a while, and re-joining does not start its count over.
   */
  addressFloods: AddressFloodLimits;
  /** HTTP timeouts: a request must send its headers / whole body within these (ms); idle keep-alive sockets close after keepAliveMs. */
  http: HttpTimeouts;
  /** Most spectators in a table room itself (`joinById(id, { spectator: true })`); any number more watch through audience rooms. */
  maxSpectators: number;
  /** Spectators per audience room (its maxClients); joinOrCreate opens another audience room of the table past it. */
  audienceRoomClients: number;
  /** How long a new audience room waits for its table's snapshot (through presence) before refusing. */
  audienceSnapshotMs: number;
  /** An audience room reports its spectator count to the table at most this often (plus a heartbeat). */
  audienceCountDebounceMs: number;
  /**
   * Seconds a started table stays open after its last client left (a bots-only game keeps running),
   * so a spectator who reloads or follows the link a moment later still finds it. 0 = close at once.
   */
  emptyTableSeconds: number;
  /**
   * The least pause before a bot's move at a public table only bots play (`BOTS_ONLY_MIN_DELAY_MS`,
   * default 300), whatever its botDelayMs (rooms/botsOnlyTable.ts). Tests that race bots set 0.
   */
  botsOnlyMinDelayMs: number;
  /**
   * Worker threads the search bots (Normal, Hard: issue 42) think in, off the event loop
   * (`SEARCH_WORKERS`, default one per core but one, at least 1; 0 = no search: every bot plays Easy's
   * heuristic). Ignored when `botThinker` is given.
   */
  searchWorkers: number;
  /** How long past its level's budget a table waits for a search bot's move before the heuristic bot plays (`BOT_THINK_MARGIN_MS`, 400). */
  botThinkMarginMs: number;
  /** Tests and benchmarks only (code sets it): where search bots think, instead of the server's own worker pool. */
  botThinker?: BotThinker;
  /**
   * Days the store keeps games /api/games does not list (a private table's, a bots-only game nobody
   * watched end) and tables closed before their end (`RETENTION_DAYS`, default 30; 0 = forever).
   * Tables that never started are deleted when their lobby closes, whatever this says (store/retention.ts).
   */
  retentionDays: number;
  /** How often the store is pruned (the first time right after the start's restore). */
  pruneEveryMs: number;
  /** Print the Colyseus banner and per-table logs. */
  verbose: boolean;
  /** The tables' clock (turn clock, grace, reconnection windows, empty-table countdown, bots); default the system clock. Tests pass a ManualClock. */
  clock?: Clock;
  /**
   * Tests and benchmarks only (code sets it; never the environment or a client): the game seed of each
   * new table, a whole number 0..2^32-1, instead of a fresh 256-bit server secret. Such a table's
   * deck is predictable by whoever knows the number. undefined (the default) = a secret per table.
   */
  tableSeed?: (options: TableOptions) => number | undefined;
  /**
   * Tests and benchmarks only (code sets it; never the environment or a client): the delay in ms a
   * delayed table applies instead of its broadcastDelaySeconds × 1000 (a caster view needs 60 s or
   * more in the options; tests run it 3 s behind). Only for tables with a delay; undefined = the options'.
   */
  broadcastDelayMs?: (options: TableOptions) => number | undefined;
  /** Optional probe (benchmarks, monitoring): called after each accepted action went out. Keep it cheap. */
  onAccepted?: (action: AcceptedAction) => void;
  /**
   * Where tables, seats and every accepted action are written (write-ahead) and brought back from
   * after a restart; null = persistence off (everything in memory only). The server closes it on shutdown.
   */
  store: GameStore | null;
  /**
   * TEST ONLY (fault injection): kill this process (SIGKILL) right after the action that makes this
   * game version is written, before anything is sent. Set from EMBERFORGE_FAULT_CRASH_AFTER_WRITE.
   */
  faultCrashAfterWrite?: number;
  /** Several processes joined by Redis (REDIS_URL, PUBLIC_ADDRESS; server/scale/scaleOut.ts); default one process. */
  scaleOut?: ScaleOutConfig;
}

export const DEFAULT_CONFIG: ServerConfig = {
  port: 2567,
  staticDir: null,
  graceSeconds: 60,
  reclaimSeconds: 30 * 60,
  rateLimit: { burst: 20, perSecond: 10 },
  maxMessageChars: 4096,
  createLimit: { burst: 3, perSecond: 10 / 60 },
  seatViewLimit: { burst: 30, perSecond: 0.5 },
  refuseSeatsAtCasterAddress: true,
  apiLimit: { burst: 60, perSecond: 20 },
  maxJoinBodyBytes: 8192,
  restoreWaitMs: 15_000,
  reservations: { perAddress: 8, spectatorsPerAddress: 64, perTable: 64, perAddressAtTable: 4, perSeatKey: 2, seconds: 5 },
  trustProxy: trustProxy(''),
  maxFrameBytes: 2048,
  pingIntervalMs: 3000, // Colyseus's own default
  audiencePingRounds: 4, // every 12 s; a dead spectator goes within 24-36 s
  floodDisconnectAfter: 500,
  addressFloods: { frameErrors: { burst: 100, perSecond: 1 }, joins: { burst: 60, perSecond: 5 }, blockSeconds: 60 },
  http: { headersMs: 10_000, requestMs: 15_000, keepAliveMs: 5_000, checkEveryMs: 1_000 },
  maxSpectators: 200,
  audienceRoomClients: 500,
  audienceSnapshotMs: 5000,
  audienceCountDebounceMs: 250,
  emptyTableSeconds: 30,
  botsOnlyMinDelayMs: 300,
  searchWorkers: defaultSearchWorkers(),
  botThinkMarginMs: 400,
  retentionDays: 30,
  pruneEveryMs: 3_600_000,
  verbose: false,
  store: null,
};

export function configFromEnv(env: NodeJS.ProcessEnv, base: Partial<ServerConfig> = {}): ServerConfig {
  const num = (v: string | undefined, fallback: number) => {
    const n = Number(v);
    return v !== undefined && v !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  return {
    ...DEFAULT_CONFIG,
    ...base,
    port: num(env.PORT, base.port ?? DEFAULT_CONFIG.port),
    graceSeconds: num(env.GRACE_SECONDS, base.graceSeconds ?? DEFAULT_CONFIG.graceSeconds),
    emptyTableSeconds: num(env.EMPTY_TABLE_SECONDS, base.emptyTableSeconds ?? DEFAULT_CONFIG.emptyTableSeconds),
    botsOnlyMinDelayMs: num(env.BOTS_ONLY_MIN_DELAY_MS, base.botsOnlyMinDelayMs ?? DEFAULT_CONFIG.botsOnlyMinDelayMs),
    searchWorkers: Math.floor(num(env.SEARCH_WORKERS, base.searchWorkers ?? DEFAULT_CONFIG.searchWorkers)),
    botThinkMarginMs: num(env.BOT_THINK_MARGIN_MS, base.botThinkMarginMs ?? DEFAULT_CONFIG.botThinkMarginMs),
    retentionDays: num(env.RETENTION_DAYS, base.retentionDays ?? DEFAULT_CONFIG.retentionDays),
    createLimit: createLimitFromEnv(env, base.createLimit ?? DEFAULT_CONFIG.createLimit),
    reclaimSeconds: num(env.RECLAIM_SECONDS, base.reclaimSeconds ?? DEFAULT_CONFIG.reclaimSeconds),
    faultCrashAfterWrite: faultVersion(env.EMBERFORGE_FAULT_CRASH_AFTER_WRITE),
    audienceRoomClients:
      num(env.AUDIENCE_ROOM_CLIENTS, base.audienceRoomClients ?? DEFAULT_CONFIG.audienceRoomClients) || DEFAULT_CONFIG.audienceRoomClients,
    scaleOut: scaleOutFromEnv(env, num(env.PORT, base.port ?? DEFAULT_CONFIG.port)),
    refuseSeatsAtCasterAddress: env.CASTER_ADDRESS_SEATS
      ? env.CASTER_ADDRESS_SEATS !== 'allow'
      : (base.refuseSeatsAtCasterAddress ?? DEFAULT_CONFIG.refuseSeatsAtCasterAddress),
    trustProxy: env.TRUST_PROXY ? trustProxyFromEnv(env.TRUST_PROXY) : (base.trustProxy ?? DEFAULT_CONFIG.trustProxy),
  };
}

/** TABLES_PER_MINUTE and TABLES_BURST (each a positive number; unset: `base`'s). */
function createLimitFromEnv(env: NodeJS.ProcessEnv, base: RateLimitConfig): RateLimitConfig {
  const positive = (name: 'TABLES_PER_MINUTE' | 'TABLES_BURST', v: string | undefined): number | undefined => {
    if (v === undefined || v.trim() === '') return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0) throw new ConfigError(`${name}="${v}" must be a number above 0 (tables one address may create)`);
    return n;
  };
  const perMinute = positive('TABLES_PER_MINUTE', env.TABLES_PER_MINUTE);
  const burst = positive('TABLES_BURST', env.TABLES_BURST);
  return { burst: burst ?? base.burst, perSecond: perMinute === undefined ? base.perSecond : perMinute / 60 };
}

/** Thrown for a setting the server cannot start with; its message says what to change. */
export class ConfigError extends Error {}

function trustProxyFromEnv(list: string): TrustProxy {
  try {
    return trustProxy(list);
  } catch (e) {
    throw new ConfigError(
      `TRUST_PROXY="${list}" is not a list of proxy addresses (${e instanceof Error ? e.message : String(e)}): give the load balancers' addresses or CIDR ranges, comma-separated (e.g. 10.0.0.0/8,loopback), or leave it unset`,
    );
  }
}

/** EMBERFORGE_FAULT_CRASH_AFTER_WRITE=<version>: test-only fault injection (see ServerConfig.faultCrashAfterWrite). */
function faultVersion(v: string | undefined): number | undefined {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : undefined;
}
