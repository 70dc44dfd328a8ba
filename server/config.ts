/** Server-wide settings (the process reads them from the environment; tests pass their own). */
import type { Clock } from '../shared/host/clock.js';
import type { TableOptions } from '../shared/protocol/tableOptions.js';

export interface RateLimitConfig {
  /** Messages a client may send in a burst. */
  burst: number;
  /** Tokens added back per second. */
  perSecond: number;
}

/** One accepted action, for the optional `onAccepted` probe. Times in ms on the monotonic clock
 * (`process.hrtime.bigint()` / 1e6: one clock for every process of the machine). */
export interface AcceptedAction {
  version: number;
  /** The action ended the game. */
  ended: boolean;
  /** The engine accepted the action (entry of the room's commit). */
  acceptedAt: number;
  /** The patch and the events message were handed to every client's socket. */
  sentAt: number;
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
  /** Table creations per client IP address. */
  createLimit: RateLimitConfig;
  /** Largest matchmaking request body (join/create options). */
  maxJoinBodyBytes: number;
  /** Most spectators per table. */
  maxSpectators: number;
  /**
   * Seconds a started table stays open after its last client left (a bots-only game keeps running),
   * so a spectator who reloads or follows the link a moment later still finds it. 0 = close at once.
   */
  emptyTableSeconds: number;
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
  /** Optional probe (benchmarks, monitoring): called after each accepted action went out. Keep it cheap. */
  onAccepted?: (action: AcceptedAction) => void;
}

export const DEFAULT_CONFIG: ServerConfig = {
  port: 2567,
  staticDir: null,
  graceSeconds: 60,
  reclaimSeconds: 30 * 60,
  rateLimit: { burst: 20, perSecond: 10 },
  maxMessageChars: 4096,
  createLimit: { burst: 10, perSecond: 0.2 },
  maxJoinBodyBytes: 8192,
  maxSpectators: 200,
  emptyTableSeconds: 30,
  verbose: false,
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
  };
}
