/**
 * The history API (issue 10): GET /api/games (finished games, newest first) and GET /api/games/:id
 * (one finished game: config with its seed, the action log, the result). The query checks, the
 * response types the client reads, and the replay file's schema (a downloaded replay: config + log),
 * which `npm run replay` and the client check the same way.
 */
import { z } from 'zod';
import type { Seat } from '../platform/seats.js';
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
  /** How it was won, in its game's words (Emberforge: forgeMastery, guildPrestige, roundLimit). */
  victory: string;
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

export interface ReplayEntry<Action = unknown> {
  seat: Seat;
  /** The game's own action. */
  action: Action;
  at: number;
}

export interface GameResultWire {
  winners: Seat[];
  victory: string;
  rounds: number;
}

/** What the platform reads of any game's config: its seats' players, in seat order (GameModule.configFor's list). */
export interface SeatedConfig {
  players: { name: string; color: string }[];
}

/** GET /api/games/:id, and the downloaded replay file (which may leave out the result and the summary). */
export interface GameReplay<Config extends SeatedConfig = SeatedConfig, Action = unknown> {
  id?: string;
  /** The game whose module replays it; a replay file without one (from before games were named) is Emberforge's. */
  game?: GameId;
  summary?: GameSummary;
  /** The game's own config (its seats' players, its seed, its options). */
  config: Config;
  log: ReplayEntry<Action>[];
  result?: GameResultWire;
}

export interface ApiError {
  error: string;
}

/** The most seats any game of the platform has (DWARF: 5); a game's own config schema says its own. */
const MAX_SEATS = 8;

const entrySchema = z.object({
  seat: z
    .number()
    .int()
    .min(0)
    .max(MAX_SEATS - 1),
  action: z.unknown().refine((a) => a !== undefined, { error: 'an action is required' }),
  at: z.number().optional(),
});

/**
 * A replay file: { game?, config, log: [{ seat, action, at? }] } (other fields, such as result, are
 * ignored). The envelope is the platform's; the config and the actions are the game's (ReplayRules).
 */
export const replayFileSchema = z.looseObject({
  game: z.enum(GAME_IDS, { error: `game must be one of ${GAME_IDS.join(', ')}` }).optional(),
  config: z.looseObject(
    {
      players: z
        .array(z.looseObject({ name: z.string().min(1).max(64), color: z.string().max(32) }))
        .min(1)
        .max(MAX_SEATS),
    },
    { error: 'config must be an object' },
  ),
  log: z.array(entrySchema).max(100_000),
});

export type ReplayFile<Config extends SeatedConfig = SeatedConfig, Action = unknown> = Omit<
  z.output<typeof replayFileSchema>,
  'config' | 'log'
> & {
  config: Config;
  log: { seat: Seat; action: Action; at?: number | undefined }[];
};

/** A game's own parts of a replay file: its config and its actions (its module's schemas). */
export interface ReplayRules<Config extends SeatedConfig = SeatedConfig, Action = unknown> {
  readonly configSchema: z.ZodType<Config>;
  readonly actionSchema: z.ZodType<Action>;
}

/**
 * Checks a replay file: its envelope, and with `rules` its game's config and every action; the message
 * names the field that is wrong (e.g. "log.12.action.type: ..."). Without `rules` the game's parts are
 * left unchecked: check again with its module's rules once the file has named its game.
 */
export function checkReplayFile<Config extends SeatedConfig = SeatedConfig, Action = unknown>(
  raw: unknown,
  rules?: ReplayRules<Config, Action>,
): Checked<ReplayFile<Config, Action>> {
  const r = replayFileSchema.safeParse(raw);
  if (!r.success) return failure(r.error.issues[0], []);
  if (!rules) return { ok: true, value: r.data as unknown as ReplayFile<Config, Action> }; // the game's parts unchecked, as said
  const config = rules.configSchema.safeParse(r.data.config);
  if (!config.success) return failure(config.error.issues[0], ['config']);
  const log: ReplayFile<Config, Action>['log'] = [];
  for (const [i, e] of r.data.log.entries()) {
    const action = rules.actionSchema.safeParse(e.action);
    if (!action.success) return failure(action.error.issues[0], ['log', i, 'action']);
    log.push({ ...e, action: action.data });
  }
  return { ok: true, value: { ...r.data, config: config.data, log } };
}

function failure(issue: z.core.$ZodIssue | undefined, at: PropertyKey[]): { ok: false; message: string } {
  const path = [...at, ...(issue?.path ?? [])];
  const where = path.length ? `${path.map(String).join('.')}: ` : '';
  return { ok: false, message: `${where}${issue?.message ?? 'not a replay file'}` };
}
