/**
 * The history API (issue 10): GET /api/games (finished games, newest first) and GET /api/games/:id
 * (one finished game: config with its seed, the action log, the result). The query checks, the
 * response types the client reads, and the replay file's schema (a downloaded replay: config + log),
 * which `npm run replay` and the client check the same way.
 */
import { z } from 'zod';
import { actionSchema, type Action } from '../games/emberforge/engine/actions.js';
import { MAX_PLAYERS, MIN_PLAYERS } from '../games/emberforge/engine/constants.js';
import { PLAYER_COLORS, type Seat } from '../platform/seats.js';
import type { GameConfig, VictoryReason } from '../games/emberforge/engine/state.js';
import { check, type Checked } from './checked.js';
import { TABLE_ID_PATTERN } from './protocol.js';
import { GAME_IDS, type GameId } from '../platform/gameCatalog.js';

export const GAMES_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

/** Query strings arrive as strings: a whole number written in digits, nothing else. */
const digits = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name} must be a whole number` })
    .regex(/^\d{1,16}$/, { error: `${name} must be a whole number, got a non-number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `${name} must be between ${min} and ${max}` })
        .max(max, { error: `${name} must be between ${min} and ${max}` }),
    );

/** A table id as the server makes them (Colyseus room ids) and as links carry them. */
export const GAME_ID_PATTERN = TABLE_ID_PATTERN; // a game is kept under its table's id

const gamesQuerySchema = z
  .object({
    limit: digits('limit', 1, GAMES_PAGE.maxLimit).optional(),
    before: digits('before (ms since the epoch)', 1, Number.MAX_SAFE_INTEGER).optional(),
    beforeId: z.string().regex(GAME_ID_PATTERN, { error: 'beforeId must be a game id' }).optional(),
  })
  .refine((q) => q.beforeId === undefined || q.before !== undefined, { error: 'beforeId needs before' });

export interface GamesQuery {
  limit: number;
  /**
   * Only games that ended before this time (ms since the epoch), or at that very time with an id
   * before `beforeId` in the listing's order: games ending in the same millisecond are never skipped.
   */
  before?: number;
  beforeId?: string;
}

/** Checks ?limit=&before=&beforeId= (each at most once); unknown parameters are ignored. */
export function checkGamesQuery(raw: Record<string, unknown>): Checked<GamesQuery> {
  for (const k of ['limit', 'before', 'beforeId'] as const) {
    if (Array.isArray(raw[k])) return { ok: false, message: `${k} may be given only once` };
  }
  const r = check(gamesQuerySchema, { limit: raw.limit, before: raw.before, beforeId: raw.beforeId });
  if (!r.ok) return r;
  const q: GamesQuery = { limit: r.value.limit ?? GAMES_PAGE.defaultLimit };
  if (r.value.before !== undefined) q.before = r.value.before;
  if (r.value.beforeId !== undefined) q.beforeId = r.value.beforeId;
  return { ok: true, value: q };
}

export interface GameSummary {
  id: string;
  /** The game it was (shared/platform/gameCatalog.ts): its module replays it. */
  game: GameId;
  tableName: string;
  players: { name: string; color: string; kind: 'human' | 'bot' }[];
  winners: Seat[];
  victory: VictoryReason;
  rounds: number;
  actions: number;
  startedAt: number;
  endedAt: number;
  /**
   * The table had a caster view: its caster, who saw every hand behind the delay (name null: a table
   * from before casters had names). null: no caster saw the hands.
   */
  caster: { name: string | null } | null;
}

/** GET /api/games/:id/summary: the game's summary once its replay can be watched, null before (or never). */
export interface GameSummaryAnswer {
  summary: GameSummary | null;
}

/** GET /api/games: `next` and `nextId` are the `before` and `beforeId` of the next page, present when there may be more. */
export interface GamesPage {
  games: GameSummary[];
  next?: number;
  nextId?: string;
}

export interface ReplayEntry {
  seat: Seat;
  action: Action;
  at: number;
}

export interface GameResultWire {
  winners: Seat[];
  victory: VictoryReason;
  rounds: number;
}

/** GET /api/games/:id, and the downloaded replay file (which may leave out the result and the summary). */
export interface GameReplay {
  id?: string;
  /** The game whose module replays it; a replay file without one (from before games were named) is Emberforge's. */
  game?: GameId;
  summary?: GameSummary;
  config: GameConfig;
  log: ReplayEntry[];
  result?: GameResultWire;
}

export interface ApiError {
  error: string;
}

const playerSchema = z.object({ name: z.string().min(1).max(64), color: z.enum(PLAYER_COLORS) });

const configSchema = z.object({
  players: z.array(playerSchema).min(MIN_PLAYERS).max(MAX_PLAYERS),
  seed: z.union([z.string().regex(/^[0-9a-f]{64}$/i), z.number().int().min(0).max(4294967295)], {
    error: 'config.seed must be 64 hex digits or a whole number 0-4294967295',
  }),
  roundLimit: z.number().int().min(1).optional(),
  startPlayer: z
    .union([
      z.literal('first'),
      z.literal('random'),
      z
        .number()
        .int()
        .min(0)
        .max(MAX_PLAYERS - 1),
    ])
    .optional(),
});

const entrySchema = z.object({
  seat: z
    .number()
    .int()
    .min(0)
    .max(MAX_PLAYERS - 1),
  action: actionSchema,
  at: z.number().optional(),
});

/** A replay file: { config, log: [{ seat, action, at? }] } (other fields, such as result, are ignored). */
export const replayFileSchema = z.looseObject({
  game: z.enum(GAME_IDS, { error: `game must be one of ${GAME_IDS.join(', ')}` }).optional(),
  config: configSchema,
  log: z.array(entrySchema).max(100_000),
});

export type ReplayFile = z.output<typeof replayFileSchema>;

/** Checks a replay file; the message names the field that is wrong (e.g. "log.12.action.type: ..."). */
export function checkReplayFile(raw: unknown): Checked<ReplayFile> {
  const r = replayFileSchema.safeParse(raw);
  if (r.success) return { ok: true, value: r.data };
  const issue = r.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, message: `${where}${issue?.message ?? 'not a replay file'}` };
}
