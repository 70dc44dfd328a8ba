/**
 * The SQLite tables (drizzle-orm/sqlite-core). Same shape as pgSchema.ts, column for column, so that
 * one row mapping (rowMapping.ts) serves both. Times are ms since the epoch; JSON columns are text.
 * Change a table here and in pgSchema.ts, then `npm run db:generate` writes both migrations.
 */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { BOT_LEVELS } from '../../shared/platform/botLevels.js';
import type { GameId } from '../../shared/platform/gameCatalog.js';
import type { TableOptions } from '../../shared/protocol/tableOptions.js';
import type { GameResult, StoredGameAction, StoredGameConfig, StoredSeat, TableStatus } from './gameStore.js';

const STATUSES = ['lobby', 'playing', 'ended', 'closed', 'broken'] as const satisfies readonly TableStatus[];
const SEAT_KINDS = ['human', 'bot', 'empty'] as const satisfies readonly StoredSeat['kind'][];

export const tables = sqliteTable(
  'tables',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The game the table plays (shared/platform/gameCatalog.ts); rows from before games were named play Emberforge. */
    game: text('game').$type<GameId>().notNull().default('emberforge'),
    options: text('options', { mode: 'json' }).$type<TableOptions>().notNull(),
    status: text('status', { enum: STATUSES }).notNull(),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
    startedAt: integer('started_at', { mode: 'number' }),
    endedAt: integer('ended_at', { mode: 'number' }),
    /** The game's config, secret seed included: never listed while the game runs. */
    config: text('config', { mode: 'json' }).$type<StoredGameConfig>(),
    botSeed: integer('bot_seed', { mode: 'number' }),
    result: text('result', { mode: 'json' }).$type<GameResult>(),
    closedReason: text('closed_reason'),
    /** The secret that opens the table's caster view (every hand, delayed); null: no caster view. */
    casterKey: text('caster_key'),
    /**
     * A person played the game or watched it end (retention.ts): false only for a bots-only game nobody
     * watched to its end, which /api/games never lists and RETENTION_DAYS prunes. True for older rows.
     */
    watched: integer('watched', { mode: 'boolean' }).notNull().default(true),
    /** When the table closed (status closed or broken), ms; null before, and for tables closed before it was stored. */
    closedAt: integer('closed_at', { mode: 'number' }),
  },
  (t) => [index('tables_status_ended_at_idx').on(t.status, t.endedAt)],
);

export const seats = sqliteTable(
  'seats',
  {
    tableId: text('table_id')
      .notNull()
      .references(() => tables.id, { onDelete: 'cascade' }),
    seat: integer('seat', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: SEAT_KINDS }).notNull(),
    name: text('name').notNull(),
    color: text('color'),
    seatKeyHash: text('seat_key_hash'),
    /** Why the bot plays a human's seat (StoredSeat): kept so that it goes on at once after a restart. */
    missedTurns: integer('missed_turns', { mode: 'number' }).notNull().default(0),
    away: integer('away', { mode: 'boolean' }).notNull().default(false),
    graceExpired: integer('grace_expired', { mode: 'boolean' }).notNull().default(false),
    abandoned: integer('abandoned', { mode: 'boolean' }).notNull().default(false),
    /** The turn (its key) the bot plays for a player whose clock ran out on it; null otherwise. */
    coveredTurn: text('covered_turn'),
    /** A bot seat's level (shared/platform/botLevels.ts); null for other seats and bots stored before levels (Easy). */
    botLevel: text('bot_level', { enum: BOT_LEVELS }),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.seat] })],
);

export const actions = sqliteTable(
  'actions',
  {
    tableId: text('table_id')
      .notNull()
      .references(() => tables.id, { onDelete: 'cascade' }),
    /** The game's version after this action: the primary key refuses a second write of it. */
    version: integer('version', { mode: 'number' }).notNull(),
    seat: integer('seat', { mode: 'number' }).notNull(),
    action: text('action', { mode: 'json' }).$type<StoredGameAction>().notNull(),
    at: integer('at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.version] })],
);
