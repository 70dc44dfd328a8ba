/** Checks the options of a new table (untrusted JSON from the create request) and fills defaults. */
import { DEFAULT_ROUND_LIMIT, MAX_PLAYERS, MIN_PLAYERS } from '../../shared/index.js';

export interface TableOptions {
  name: string;
  seatCount: number;
  roundLimit: number;
  /** 0 = no turn clock. */
  turnSeconds: number;
  spectatorsAllowed: boolean;
  isPrivate: boolean;
  /** Pause before each bot action, for watchable pacing (0 = as fast as possible). */
  botDelayMs: number;
  startPlayer: 'first' | 'random';
}

export const TABLE_LIMITS = {
  nameMax: 40,
  roundLimitMin: 1,
  roundLimitMax: 100,
  turnSecondsMin: 5,
  turnSecondsMax: 600,
  botDelayMax: 5000,
} as const;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function intIn(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

export function cleanName(v: unknown, max: number): string | null {
  if (typeof v !== 'string') return null;
  // Drop control characters, collapse whitespace.
  const s = v
    // eslint-disable-next-line no-control-regex -- strips control and bidi characters from names
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (s.length < 1 || s.length > max) return null;
  return s;
}

/** `raw` is the whole create-request options object; the table options are its `table` field or itself. */
export function parseTableOptions(raw: unknown): Checked<TableOptions> {
  const src = isObj(raw) && isObj(raw.table) ? raw.table : isObj(raw) ? raw : {};
  const out: TableOptions = {
    name: 'Emberforge table',
    seatCount: 4,
    roundLimit: DEFAULT_ROUND_LIMIT,
    turnSeconds: 0,
    spectatorsAllowed: true,
    isPrivate: false,
    botDelayMs: 800,
    startPlayer: 'first',
  };
  if (src.tableName !== undefined) {
    const n = cleanName(src.tableName, TABLE_LIMITS.nameMax);
    if (n === null) return { ok: false, message: `tableName must be 1-${TABLE_LIMITS.nameMax} characters` };
    out.name = n;
  }
  if (src.seats !== undefined) {
    if (!intIn(src.seats, MIN_PLAYERS, MAX_PLAYERS))
      return { ok: false, message: `seats must be an integer ${MIN_PLAYERS}-${MAX_PLAYERS}` };
    out.seatCount = src.seats;
  }
  // The shuffle is keyed by a server secret: a client may not choose (or even propose) a seed.
  if (src.seed !== undefined) return { ok: false, message: 'seed cannot be chosen: the server keys every shuffle with its own secret' };
  if (src.roundLimit !== undefined) {
    if (!intIn(src.roundLimit, TABLE_LIMITS.roundLimitMin, TABLE_LIMITS.roundLimitMax))
      return { ok: false, message: `roundLimit must be an integer ${TABLE_LIMITS.roundLimitMin}-${TABLE_LIMITS.roundLimitMax}` };
    out.roundLimit = src.roundLimit;
  }
  if (src.turnSeconds !== undefined && src.turnSeconds !== 0 && src.turnSeconds !== null) {
    if (!intIn(src.turnSeconds, TABLE_LIMITS.turnSecondsMin, TABLE_LIMITS.turnSecondsMax))
      return {
        ok: false,
        message: `turnSeconds must be 0 (off) or an integer ${TABLE_LIMITS.turnSecondsMin}-${TABLE_LIMITS.turnSecondsMax}`,
      };
    out.turnSeconds = src.turnSeconds;
  }
  if (src.spectatorsAllowed !== undefined) {
    if (typeof src.spectatorsAllowed !== 'boolean') return { ok: false, message: 'spectatorsAllowed must be a boolean' };
    out.spectatorsAllowed = src.spectatorsAllowed;
  }
  if (src.private !== undefined) {
    if (typeof src.private !== 'boolean') return { ok: false, message: 'private must be a boolean' };
    out.isPrivate = src.private;
  }
  if (src.botDelayMs !== undefined) {
    if (!intIn(src.botDelayMs, 0, TABLE_LIMITS.botDelayMax))
      return { ok: false, message: `botDelayMs must be an integer 0-${TABLE_LIMITS.botDelayMax}` };
    out.botDelayMs = src.botDelayMs;
  }
  if (src.startPlayer !== undefined) {
    if (src.startPlayer !== 'first' && src.startPlayer !== 'random')
      return { ok: false, message: "startPlayer must be 'first' or 'random'" };
    out.startPlayer = src.startPlayer;
  }
  return { ok: true, value: out };
}
