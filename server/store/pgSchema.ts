/**
 * The PostgreSQL tables (drizzle-orm/pg-core). Same shape as sqliteSchema.ts, column for column, so
 * that one row mapping (rowMapping.ts) serves both. Times are ms since the epoch (bigint read as a
 * JS number); JSON columns are jsonb.
 * Change a table here and in sqliteSchema.ts, then `npm run db:generate` writes both migrations.
 */
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { BOT_LEVELS } from '../../shared/platform/botLevels.js';
import type { GameId } from '../../shared/platform/gameCatalog.js';
import type { TableOptions } from '../../shared/protocol/tableOptions.js';
import type { GameResult, StoredGameAction, StoredGameConfig, StoredSeat, TableStatus } from './gameStore.js';

const STATUSES = ['lobby', 'playing', 'ended', 'closed', 'broken'] as const satisfies readonly TableStatus[];
const SEAT_KINDS = ['human', 'bot', 'empty'] as const satisfies readonly StoredSeat['kind'][];

const ms = (name: string) => bigint(name, { mode: 'number' });

export const tables = pgTable(
  'tables',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The game the table plays (shared/platform/gameCatalog.ts); rows from before games were named play Emberforge. */
    game: text('game').$type<GameId>().notNull().default('emberforge'),
    options: jsonb('options').$type<TableOptions>().notNull(),
    status: text('status', { enum: STATUSES }).notNull(),
    createdAt: ms('created_at').notNull(),
    startedAt: ms('started_at'),
    endedAt: ms('ended_at'),
    /** The game's config, secret seed included: never listed while the game runs. */
    config: jsonb('config').$type<StoredGameConfig>(),
    botSeed: bigint('bot_seed', { mode: 'number' }),
    result: jsonb('result').$type<GameResult>(),
    closedReason: text('closed_reason'),
    /** The secret that opens the table's caster view (every hand, delayed); null: no caster view. */
    casterKey: text('caster_key'),
    /**
     * A person played the game or watched it end (retention.ts): false only for a bots-only game nobody
     * watched to its end, which /api/games never lists and RETENTION_DAYS prunes. True for older rows.
     */
    watched: boolean('watched').notNull().default(true),
    /** When the table closed (status closed or broken), ms; null before, and for tables closed before it was stored. */
    closedAt: ms('closed_at'),
  },
  (t) => [index('tables_status_ended_at_idx').on(t.status, t.endedAt)],
);

export const seats = pgTable(
  'seats',
  {
    tableId: text('table_id')
      .notNull()
      .references(() => tables.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    kind: text('kind', { enum: SEAT_KINDS }).notNull(),
    name: text('name').notNull(),
    color: text('color'),
    seatKeyHash: text('seat_key_hash'),
    /** Why the bot plays a human's seat (StoredSeat): kept so that it goes on at once after a restart. */
    missedTurns: integer('missed_turns').notNull().default(0),
    away: boolean('away').notNull().default(false),
    graceExpired: boolean('grace_expired').notNull().default(false),
    abandoned: boolean('abandoned').notNull().default(false),
    /** The turn (its key) the bot plays for a player whose clock ran out on it; null otherwise. */
    coveredTurn: text('covered_turn'),
    /** A bot seat's level (shared/platform/botLevels.ts); null for other seats and bots stored before levels (Easy). */
    botLevel: text('bot_level', { enum: BOT_LEVELS }),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.seat] })],
);

export const actions = pgTable(
  'actions',
  {
    tableId: text('table_id')
      .notNull()
      .references(() => tables.id, { onDelete: 'cascade' }),
    /** The game's version after this action: the primary key refuses a second write of it. */
    version: integer('version').notNull(),
    seat: integer('seat').notNull(),
    action: jsonb('action').$type<StoredGameAction>().notNull(),
    at: ms('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.version] })],
);
