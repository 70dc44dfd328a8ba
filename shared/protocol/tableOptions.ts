/** The options of a new table (untrusted JSON from the create request): checked, with defaults filled. */
import { z } from 'zod';
import { DEFAULT_ROUND_LIMIT, MAX_PLAYERS, MIN_PLAYERS } from '../index.js';
import { check, intIn, objectOrEmpty, type Checked } from './checked.js';
import { nameField, playerNameField } from './names.js';
import { DEFAULT_GAME, GAME_IDS, type GameId } from '../platform/gameCatalog.js';
import type { CreateTableOptions } from './protocol.js';

export interface TableOptions {
  /** The game the table plays (shared/platform/gameCatalog.ts). */
  game: GameId;
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
  /** Delayed connections (`{ spectator: true, delayed: true }`) see the table this many seconds behind (0 = no delayed broadcast). */
  broadcastDelaySeconds: number;
  /** Delayed caster connections may see every hand (only with a delay of at least CASTER_MIN_DELAY_SECONDS). */
  casterView: boolean;
  /** With casterView: who casts the table (a player's name), shown to every player before they sit; else null. */
  casterName: string | null;
  /**
   * Whoever is not seated may watch live. Always true without a delay; with one, false unless the host
   * allowed it: then every spectator (lobby Watch, spectate links, audience rooms) sees the table as of the delay.
   */
  liveSpectators: boolean;
}

export const TABLE_LIMITS = {
  nameMax: 40,
  roundLimitMin: 1,
  roundLimitMax: 100,
  turnSecondsMin: 5,
  turnSecondsMax: 600,
  botDelayMax: 5000,
  broadcastDelayMax: 900,
  /** A caster view shows every hand: only behind at least this delay. */
  casterMinDelaySeconds: 60,
} as const;

const L = TABLE_LIMITS;
const turnSecondsMessage = `turnSeconds must be 0 (off) or an integer ${L.turnSecondsMin}-${L.turnSecondsMax}`;
const startPlayerMessage = "startPlayer must be 'first' or 'random'";

/** The fields as sent (CreateTableOptions in protocol.ts); problems are reported in this order. */
const tableFields = z.looseObject({
  game: z.enum(GAME_IDS, { error: `game must be one of ${GAME_IDS.join(', ')}` }).optional(),
  tableName: nameField(L.nameMax, `tableName must be 1-${L.nameMax} characters`).optional(),
  seats: intIn(MIN_PLAYERS, MAX_PLAYERS, `seats must be an integer ${MIN_PLAYERS}-${MAX_PLAYERS}`).optional(),
  // The shuffle is keyed by a server secret: a client may not choose (or even propose) a seed.
  seed: z.undefined({ error: 'seed cannot be chosen: the server keys every shuffle with its own secret' }).optional(),
  roundLimit: intIn(L.roundLimitMin, L.roundLimitMax, `roundLimit must be an integer ${L.roundLimitMin}-${L.roundLimitMax}`).optional(),
  turnSeconds: z
    .union([z.literal(0), intIn(L.turnSecondsMin, L.turnSecondsMax, turnSecondsMessage)], { error: turnSecondsMessage })
    .nullish(),
  spectatorsAllowed: z.boolean({ error: 'spectatorsAllowed must be a boolean' }).optional(),
  private: z.boolean({ error: 'private must be a boolean' }).optional(),
  botDelayMs: intIn(0, L.botDelayMax, `botDelayMs must be an integer 0-${L.botDelayMax}`).optional(),
  startPlayer: z.enum(['first', 'random'], { error: startPlayerMessage }).optional(),
  broadcastDelaySeconds: intIn(0, L.broadcastDelayMax, `broadcastDelaySeconds must be an integer 0-${L.broadcastDelayMax}`).optional(),
  casterView: z.boolean({ error: 'casterView must be a boolean' }).optional(),
  casterName: playerNameField().optional(),
  liveSpectators: z.boolean({ error: 'liveSpectators must be a boolean' }).optional(),
});

/** The create request's options object: the table options are its `table` field, or the object itself. */
export const tableOptionsSchema = z
  .union([z.looseObject({ table: z.looseObject({}) }).transform((o) => o.table), objectOrEmpty])
  .pipe(tableFields)
  .refine((o) => !o.casterView || (o.broadcastDelaySeconds ?? 0) >= L.casterMinDelaySeconds, {
    error: `casterView needs broadcastDelaySeconds of at least ${L.casterMinDelaySeconds}: every hand is shown, so only well behind the game`,
  })
  .refine((o) => !o.casterView || o.casterName !== undefined, {
    error: 'casterView needs casterName: every player is told who sees their hand before they sit',
  })
  .transform((o): TableOptions => ({
    game: o.game ?? DEFAULT_GAME,
    name: o.tableName ?? 'Emberforge table',
    seatCount: o.seats ?? 4,
    roundLimit: o.roundLimit ?? DEFAULT_ROUND_LIMIT,
    turnSeconds: o.turnSeconds ?? 0,
    spectatorsAllowed: o.spectatorsAllowed ?? true,
    isPrivate: o.private ?? false,
    botDelayMs: o.botDelayMs ?? 800,
    startPlayer: o.startPlayer ?? 'first',
    broadcastDelaySeconds: o.broadcastDelaySeconds ?? 0,
    casterView: o.casterView ?? false,
    casterName: o.casterView ? (o.casterName ?? null) : null,
    liveSpectators: (o.broadcastDelaySeconds ?? 0) === 0 || (o.liveSpectators ?? false),
  }));

/**
 * A caster sees every hand (behind the delay, but a hand changes only on its owner's turn, so often as
 * it is now): the creator of a caster-view table, who alone gets its caster key, hosts it watching,
 * never from a seat.
 */
export const CASTER_CREATOR_SEATED =
  'A table with a caster view is hosted by its caster, who sees every hand and so cannot play at it: create it watching ({ spectator: true }), or without the caster view';

/** A player joined a caster table without accepting its caster (PlayerJoinOptions.acceptsCaster). */
export function casterNotAccepted(opts: Pick<TableOptions, 'casterName' | 'broadcastDelaySeconds'>): string {
  return `${opts.casterName ?? 'The caster'} casts this table with every hand, ${opts.broadcastDelaySeconds} s behind: ${opts.casterName ?? 'the caster'} sees your hand. Join with acceptsCaster: true to accept`;
}

/** Why a connection that cast the table is refused a seat there. */
export const CASTER_SEAT_REFUSALS = {
  key: 'You cast this table (this browser holds its caster key): a caster sees every hand, so cannot play at it',
  address:
    "This table's caster watches every hand from your network address: nobody there may play at it. Join from another network, or ask for a table with a neutral caster",
} as const;

/** Whether a creator who joins as `role` may create a table with these options (null) or why not. */
export function creatorRefusal(opts: TableOptions, role: string): string | null {
  return opts.casterView && role !== 'spectator' ? CASTER_CREATOR_SEATED : null;
}

/** `raw` is the whole create-request options object. */
export function parseTableOptions(raw: unknown): Checked<TableOptions> {
  return check(tableOptionsSchema, raw);
}

// Compile-time: the create options protocol.ts documents are what this schema accepts.
const createOptionsAccepted: { [K in keyof CreateTableOptions]: CreateTableOptions[K] } extends z.input<typeof tableFields> ? true : never =
  true;
void createOptionsAccepted;
