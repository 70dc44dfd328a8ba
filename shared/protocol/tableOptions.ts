/**
 * The options of a new table (untrusted JSON from the create request), checked with defaults filled: the
 * platform's (name, game, seats, privacy, spectators, turn clock, bot pace, broadcast delay, caster),
 * and the game's own (`gameOptions`), which its module's optionsSchema checks (shared/platform/gameModule.ts).
 * How each travels is declared once in tableOptionFields.ts.
 */
import { z } from 'zod';
import { check, intIn, objectOrEmpty, type Checked } from './checked.js';
import { nameField, playerNameField } from './names.js';
import { catalogEntry, DEFAULT_GAME, GAME_IDS, type GameId } from '../platform/gameCatalog.js';
import { BOT_LEVELS, DEFAULT_BOT_LEVEL, isBotLevel, type BotLevel } from '../platform/botLevels.js';
import { gameModule } from '../platform/registry.js';
import type { CreateTableOptions } from './protocol.js';

/** The game's own options: a JSON object its module's optionsSchema gave (defaults filled); opaque to the platform. */
export type GameOptions = Readonly<Record<string, unknown>>;

export interface TableOptions {
  /** The game the table plays (shared/platform/gameCatalog.ts). */
  game: GameId;
  name: string;
  /** In the game's seat range (the catalog's minSeats-maxSeats). */
  seatCount: number;
  /** 0 = no turn clock. */
  turnSeconds: number;
  spectatorsAllowed: boolean;
  isPrivate: boolean;
  /** Pause before each bot action, for watchable pacing (0 = as fast as possible). */
  botDelayMs: number;
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
  /** The level of the bot that plays a dropped or timed-out player's seat (and of bots added without one): one the game offers. */
  botLevel: BotLevel;
  /** The game's own options (Emberforge's: roundLimit, startPlayer), checked by its module. */
  gameOptions: GameOptions;
}

export const TABLE_LIMITS = {
  nameMax: 40,
  turnSecondsMin: 5,
  turnSecondsMax: 600,
  botDelayMax: 5000,
  broadcastDelayMax: 900,
  /** A caster view shows every hand: only behind at least this delay. */
  casterMinDelaySeconds: 60,
} as const;

const L = TABLE_LIMITS;
const turnSecondsMessage = `turnSeconds must be 0 (off) or an integer ${L.turnSecondsMin}-${L.turnSecondsMax}`;

/** The create request's options object: the table options are its `table` field, or the object itself. */
const requestBody = z.union([z.looseObject({ table: z.looseObject({}) }).transform((o) => o.table), objectOrEmpty]);

const gameField = z.looseObject({ game: z.enum(GAME_IDS, { error: `game must be one of ${GAME_IDS.join(', ')}` }).optional() });

/** The platform's fields as sent (CreateTableOptions in protocol.ts), for a game of `minSeats`-`maxSeats`; problems are reported in this order. */
function platformFields(minSeats: number, maxSeats: number) {
  return z.looseObject({
    tableName: nameField(L.nameMax, `tableName must be 1-${L.nameMax} characters`).optional(),
    seats: intIn(minSeats, maxSeats, `seats must be an integer ${minSeats}-${maxSeats}`).optional(),
    // The shuffle is keyed by a server secret: a client may not choose (or even propose) a seed.
    seed: z.undefined({ error: 'seed cannot be chosen: the server keys every shuffle with its own secret' }).optional(),
    turnSeconds: z
      .union([z.literal(0), intIn(L.turnSecondsMin, L.turnSecondsMax, turnSecondsMessage)], { error: turnSecondsMessage })
      .nullish(),
    spectatorsAllowed: z.boolean({ error: 'spectatorsAllowed must be a boolean' }).optional(),
    private: z.boolean({ error: 'private must be a boolean' }).optional(),
    botDelayMs: intIn(0, L.botDelayMax, `botDelayMs must be an integer 0-${L.botDelayMax}`).optional(),
    broadcastDelaySeconds: intIn(0, L.broadcastDelayMax, `broadcastDelaySeconds must be an integer 0-${L.broadcastDelayMax}`).optional(),
    casterView: z.boolean({ error: 'casterView must be a boolean' }).optional(),
    casterName: playerNameField().optional(),
    liveSpectators: z.boolean({ error: 'liveSpectators must be a boolean' }).optional(),
    botLevel: z.enum(BOT_LEVELS, { error: `botLevel must be one of ${BOT_LEVELS.join(', ')}` }).optional(),
    gameOptions: z.looseObject({}, { error: "gameOptions must be an object (the game's own options)" }).optional(),
  });
}

function platformSchema(game: GameId) {
  const entry = catalogEntry(game)!;
  return platformFields(entry.minSeats, entry.maxSeats)
    .refine((o) => !o.casterView || (o.broadcastDelaySeconds ?? 0) >= L.casterMinDelaySeconds, {
      error: `casterView needs broadcastDelaySeconds of at least ${L.casterMinDelaySeconds}: every hand is shown, so only well behind the game`,
    })
    .refine((o) => !o.casterView || o.casterName !== undefined, {
      error: 'casterView needs casterName: every player is told who sees their hand before they sit',
    })
    .refine((o) => o.botLevel === undefined || entry.botLevels.includes(o.botLevel), {
      error: `botLevel must be one the game offers: ${entry.botLevels.join(', ')}`,
    })
    .transform((o): Omit<TableOptions, 'gameOptions'> => ({
      game,
      name: o.tableName ?? entry.tableName,
      seatCount: o.seats ?? entry.maxSeats,
      turnSeconds: o.turnSeconds ?? 0,
      spectatorsAllowed: o.spectatorsAllowed ?? true,
      isPrivate: o.private ?? false,
      botDelayMs: o.botDelayMs ?? 800,
      broadcastDelaySeconds: o.broadcastDelaySeconds ?? 0,
      casterView: o.casterView ?? false,
      casterName: o.casterView ? (o.casterName ?? null) : null,
      liveSpectators: (o.broadcastDelaySeconds ?? 0) === 0 || (o.liveSpectators ?? false),
      botLevel: o.botLevel ?? DEFAULT_BOT_LEVEL,
    }));
}

const platformSchemas = new Map<GameId, ReturnType<typeof platformSchema>>();

/** The fields of the game's options schema (a zod object's), else none. */
function gameOptionKeys(game: GameId): string[] {
  const schema = gameModule(game).optionsSchema as unknown;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape as object) : [];
}

/**
 * The game's options as sent: the `gameOptions` object, or (create requests and stored tables from before
 * the split, issue 39) the game's own fields at the top level of the options, e.g. Emberforge's roundLimit.
 */
function gameOptionsSent(body: Record<string, unknown>, game: GameId): Record<string, unknown> {
  if (body.gameOptions !== undefined) return body.gameOptions as Record<string, unknown>;
  return Object.fromEntries(gameOptionKeys(game).flatMap((k) => (body[k] === undefined ? [] : [[k, body[k]]])));
}

/** The game's options checked by its module (defaults filled), or the first problem's message. */
export function parseGameOptions(game: GameId, raw: unknown): Checked<GameOptions> {
  return check(gameModule(game).optionsSchema, raw) as Checked<GameOptions>;
}

/** `raw` is the whole create-request options object. */
export function parseTableOptions(raw: unknown): Checked<TableOptions> {
  const body = requestBody.parse(raw) as Record<string, unknown>;
  const named = check(gameField, body);
  if (!named.ok) return named;
  const game = named.value.game ?? DEFAULT_GAME;
  let schema = platformSchemas.get(game);
  if (!schema) platformSchemas.set(game, (schema = platformSchema(game)));
  const platform = check(schema, body);
  if (!platform.ok) return platform;
  const gameOptions = parseGameOptions(game, gameOptionsSent(body, game));
  if (!gameOptions.ok) return gameOptions;
  return { ok: true, value: { ...platform.value, gameOptions: gameOptions.value } };
}

/**
 * A table's options as stored: today's, or (tables stored before the split, issue 39) with the game's
 * options at their top level, which move into gameOptions (checked; the game's defaults if they no longer
 * pass). The platform's fields are taken as stored.
 */
export function storedTableOptions(stored: Record<string, unknown>, game: GameId): TableOptions {
  const sent = gameOptionsSent(stored, game);
  const checked = parseGameOptions(game, sent);
  const platform = Object.fromEntries(Object.entries(stored).filter(([k]) => !gameOptionKeys(game).includes(k)));
  // Tables stored before bot levels (issue 42) have none: the heuristic bot, as they played then.
  const botLevel = isBotLevel(stored.botLevel) ? stored.botLevel : DEFAULT_BOT_LEVEL;
  return {
    ...(platform as Omit<TableOptions, 'gameOptions'>),
    game,
    botLevel,
    gameOptions: checked.ok ? checked.value : defaultGameOptions(game),
  };
}

/** The game's options when none are given. */
export function defaultGameOptions(game: GameId): GameOptions {
  return gameModule(game).optionsSchema.parse({}) as GameOptions;
}

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

// Compile-time: the create options protocol.ts documents are what these schemas accept.
const createOptionsAccepted: {
  [K in keyof CreateTableOptions]: CreateTableOptions[K];
} extends z.input<ReturnType<typeof platformFields>> & z.input<typeof gameField>
  ? true
  : never = true;
void createOptionsAccepted;
