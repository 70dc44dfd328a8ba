/**
 * GameStore on PostgreSQL (pg Pool). Each write is one transaction; the migrations run on open.
 * The same rows as SqliteStore (pgSchema.ts has sqliteSchema.ts's shape), mapped by rowMapping.ts.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type {
  FinishedGame,
  FinishedGameSummary,
  FinishedGamesQuery,
  GameResult,
  GameStore,
  NewTable,
  PruneQuery,
  StoredAction,
  StoredGameConfig,
  StoredSeat,
  TableStatus,
  UnfinishedTable,
} from './gameStore.js';
import { checkDatabaseUrl, pgOpenError, redactDatabaseUrl } from './openErrors.js';
import { actions, seats, tables } from './pgSchema.js';
import {
  endShownAtSql,
  actionPlaceholders,
  actionRow,
  afterCursor,
  closedColumns,
  endedColumns,
  newTableRow,
  seatRows,
  toFinishedGame,
  toSummaries,
  toRestore,
  toUnfinishedTables,
  statusShownBy,
  pruneWhere,
} from './rowMapping.js';
import { DuplicateVersionError, errorCode, UnknownTableError } from './storeErrors.js';

/** When a table's end is shown to everyone: endedAt, plus its broadcast delay (issue 12). */
const SHOWN_AT = endShownAtSql(tables.endedAt, sql`coalesce((${tables.options}->>'broadcastDelaySeconds')::bigint, 0)`);
/** A private table (its game is never listed). */
const IS_PRIVATE = sql`coalesce((${tables.options}->>'isPrivate')::boolean, false)`;

export const PG_MIGRATIONS = fileURLToPath(new URL('./migrations/pg', import.meta.url));

/** Any constant: the advisory lock that lets one process at a time migrate (several servers may share a database). */
const MIGRATION_LOCK = 7_246_871_001;

/** Drizzle's migrator is not safe to run from two processes at once (both create the same tables): take turns. */
async function migrateAlone(pool: pg.Pool, db: NodePgDatabase): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder: PG_MIGRATIONS });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}

/** How long opening waits for a connection before it says the server cannot be reached. */
const CONNECT_TIMEOUT_MS = 5000;

export class PgStore implements GameStore {
  readonly kind = 'postgres';

  /** A named prepared statement: parsed once per connection, one round trip per action. */
  private readonly insertAction;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly db: NodePgDatabase,
    readonly describe: string,
  ) {
    this.insertAction = db.insert(actions).values(actionPlaceholders).prepare('emberforge_append_action');
  }

  /** Connects and migrates; a failure is a StoreOpenError saying why (never with the password). */
  static async open(databaseUrl: string): Promise<PgStore> {
    checkDatabaseUrl(databaseUrl);
    const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, max: 10 });
    // An idle client's error (the server restarted) must not crash the process: the next query reconnects.
    pool.on('error', () => {});
    try {
      (await pool.connect()).release();
    } catch (err) {
      await pool.end().catch(() => {});
      throw pgOpenError(databaseUrl, 'open', err);
    }
    const db = drizzle({ client: pool });
    try {
      await migrateAlone(pool, db);
    } catch (err) {
      await pool.end().catch(() => {});
      throw pgOpenError(databaseUrl, 'migrate', err);
    }
    return new PgStore(pool, db, `PostgreSQL ${redactDatabaseUrl(databaseUrl)}`);
  }

  async createTable(table: NewTable): Promise<void> {
    // Written again after a write that failed may have committed (TableWriter's catch-up): the same row, kept.
    await this.db.insert(tables).values(newTableRow(table)).onConflictDoNothing();
  }

  async setCasterKey(tableId: string, casterKey: string): Promise<void> {
    await this.db
      .update(tables)
      .set({ casterKey })
      .where(and(eq(tables.id, tableId), isNull(tables.casterKey)));
  }

  async saveSeats(tableId: string, list: StoredSeat[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(seats).where(eq(seats.tableId, tableId));
      if (list.length > 0) await tx.insert(seats).values(seatRows(tableId, list));
    });
  }

  async startGame(tableId: string, start: { config: StoredGameConfig; botSeed: number; startedAt: number }): Promise<void> {
    const { rowCount } = await this.db
      .update(tables)
      .set({ status: 'playing', config: start.config, botSeed: start.botSeed, startedAt: start.startedAt })
      .where(eq(tables.id, tableId));
    if (!rowCount) throw new UnknownTableError(tableId);
  }

  async appendAction(tableId: string, action: StoredAction, result?: GameResult, watched?: boolean): Promise<void> {
    try {
      const row = actionRow(tableId, action);
      // One statement is its own transaction; with the end of the game, one transaction for both.
      if (!result) await this.insertAction.execute(row);
      else
        await this.db.transaction(async (tx) => {
          await tx.insert(actions).values(row);
          await tx
            .update(tables)
            .set(endedColumns(result, action.at, watched))
            .where(eq(tables.id, tableId));
        });
    } catch (err) {
      const code = errorCode(err);
      if (code === '23505') throw new DuplicateVersionError(tableId, action.version);
      if (code === '23503') throw new UnknownTableError(tableId);
      throw err;
    }
  }

  async closeTable(tableId: string, status: 'closed' | 'broken', reason?: string, at?: number): Promise<void> {
    const { rowCount } = await this.db
      .update(tables)
      .set(closedColumns(status, reason, at))
      .where(eq(tables.id, tableId));
    if (!rowCount) throw new UnknownTableError(tableId);
  }

  async deleteUnstartedTable(tableId: string): Promise<boolean> {
    // Its seats go with it (ON DELETE CASCADE); a table that started (status playing or later) is kept.
    const { rowCount } = await this.db
      .delete(tables)
      .where(and(eq(tables.id, tableId), eq(tables.status, 'lobby'), isNull(tables.startedAt)));
    return !!rowCount;
  }

  async pruneTables(query: PruneQuery): Promise<number> {
    const { status, startedAt, createdAt, closedAt, watched } = tables;
    const where = pruneWhere({ status, startedAt, createdAt, closedAt, watched, isPrivate: IS_PRIVATE, shownAt: SHOWN_AT }, query);
    // Several processes may prune at once: each takes rows no other is deleting (SKIP LOCKED) instead
    // of waiting on them; seats and actions go with their tables (ON DELETE CASCADE).
    const batch = this.db.select({ id: tables.id }).from(tables).where(where).limit(query.limit).for('update', { skipLocked: true });
    const { rowCount } = await this.db.delete(tables).where(inArray(tables.id, batch));
    return rowCount ?? 0;
  }

  async unfinishedTables(stillBroadcastingAt?: number): Promise<UnfinishedTable[]> {
    const unfinished = toRestore(tables.status, SHOWN_AT, stillBroadcastingAt);
    const ids = this.db.select({ id: tables.id }).from(tables).where(unfinished);
    // One snapshot for the three reads, so a table and its log agree.
    return this.db.transaction(
      async (tx) =>
        toUnfinishedTables(
          await tx.select().from(tables).where(unfinished).orderBy(tables.createdAt, tables.id),
          await tx.select().from(seats).where(inArray(seats.tableId, ids)),
          await tx.select().from(actions).where(inArray(actions.tableId, ids)).orderBy(actions.tableId, actions.version),
        ),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  async finishedGames(query: FinishedGamesQuery): Promise<FinishedGameSummary[]> {
    const ended = eq(tables.status, 'ended');
    // A delayed table's game is listed once its delayed viewers have seen the end.
    const released = query.now === undefined ? undefined : sql`${SHOWN_AT} <= ${query.now}`;
    // A private table's game is never listed (its replay is reached by its id, as the table was).
    // Nor a bots-only game nobody watched end (botsOnlyTable.ts).
    const listed = and(sql`not (${IS_PRIVATE})`, eq(tables.watched, true));
    const where = and(ended, listed, afterCursor(tables.endedAt, tables.id, query), released);
    const rows = await this.db.select().from(tables).where(where).orderBy(desc(tables.endedAt), desc(tables.id)).limit(query.limit);
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [seatList, counts] = await Promise.all([
      this.db.select().from(seats).where(inArray(seats.tableId, ids)),
      this.db
        .select({ tableId: actions.tableId, count: count() })
        .from(actions)
        .where(inArray(actions.tableId, ids))
        .groupBy(actions.tableId),
    ]);
    return toSummaries(rows, seatList, counts);
  }

  async finishedGame(tableId: string): Promise<FinishedGame | null> {
    const [row] = await this.db.select().from(tables).where(eq(tables.id, tableId));
    if (row?.status !== 'ended') return null;
    const [seatList, log] = await Promise.all([
      this.db.select().from(seats).where(eq(seats.tableId, tableId)),
      this.db.select().from(actions).where(eq(actions.tableId, tableId)).orderBy(actions.version),
    ]);
    return toFinishedGame(row, seatList, log);
  }

  async tableStatus(tableId: string, shownBy?: number): Promise<TableStatus | null> {
    const [row] = await this.db
      .select({ status: tables.status, shownAt: SHOWN_AT.mapWith(Number) })
      .from(tables)
      .where(eq(tables.id, tableId));
    return row ? statusShownBy(row, shownBy) : null;
  }

  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }
}
