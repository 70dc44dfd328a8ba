/**
 * GameStore on SQLite (better-sqlite3, synchronous): one file, WAL journal, synchronous=NORMAL by
 * default (FULL on request). Each write is one transaction; the migrations run on open.
 */
import Database from 'better-sqlite3';
import { and, count, desc, eq, inArray, isNull, Placeholder, sql, type SQL } from 'drizzle-orm';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { fileURLToPath } from 'node:url';
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
import {
  endShownAtSql,
  actionPlaceholders,
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
import { actions, seats, tables } from './sqliteSchema.js';
import { sqliteOpenError } from './openErrors.js';
import { brokenTableLine, DuplicateVersionError, errorCode, UnknownTableError } from './storeErrors.js';

/** When a table's end is shown to everyone: endedAt, plus its broadcast delay (issue 12). */
const SHOWN_AT = endShownAtSql(tables.endedAt, sql`coalesce(json_extract(${tables.options}, '$.broadcastDelaySeconds'), 0)`);
/** A private table (its game is never listed). */
const IS_PRIVATE = sql`coalesce(json_extract(${tables.options}, '$.isPrivate'), 0) <> 0`;

export type SqliteSync = 'NORMAL' | 'FULL';

/** An action row's values in the order of ACTION_COLUMNS, as the driver binds them. */
type ActionValues = [tableId: string, version: number, seat: number, action: string, at: number];
const ACTION_COLUMNS = ['tableId', 'version', 'seat', 'action', 'at'] as const;

function actionValues(tableId: string, a: StoredAction): ActionValues {
  return [tableId, a.version, a.seat, actions.action.mapToDriverValue(a.action) as string, a.at];
}

/** The insert's SQL, after checking its placeholders come in the order actionValues binds them. */
function positionalInsert(query: { sql: string; params: unknown[] }): string {
  const names = query.params.map((p) => {
    const value = (p as { value?: unknown }).value;
    return value instanceof Placeholder ? value.name : undefined;
  });
  if (names.join() !== ACTION_COLUMNS.join()) throw new Error(`the action insert binds ${names.join()}, not ${ACTION_COLUMNS.join()}`);
  return query.sql;
}

export const SQLITE_MIGRATIONS = fileURLToPath(new URL('./migrations/sqlite', import.meta.url));

export class SqliteStore implements GameStore {
  readonly kind = 'sqlite';

  /**
   * The append, the one write per action: Drizzle writes its SQL once (typed from the schema) and the
   * driver's own prepared statement runs it with positional values, without Drizzle's per-call mapping
   * of named placeholders (about 1 µs of the 14 µs an append costs alone, more inside a busy server).
   */
  private readonly insertAction: Database.Statement<ActionValues>;

  private constructor(
    private readonly sqlite: Database.Database,
    private readonly db: BetterSQLite3Database,
    readonly describe: string,
  ) {
    this.insertAction = sqlite.prepare(positionalInsert(db.insert(actions).values(actionPlaceholders).toSQL()));
  }

  /** Opens (creating it if needed) and migrates the file; a failure is a StoreOpenError saying why. */
  static open(file: string, sync: SqliteSync = 'NORMAL'): SqliteStore {
    let sqlite: Database.Database;
    let journal: string;
    try {
      sqlite = new Database(file);
    } catch (err) {
      throw sqliteOpenError(file, 'open', err);
    }
    try {
      // One process owns the file (the product runs one; PostgreSQL is for several): with the lock
      // held for the connection's life, WAL needs no shared-memory index and no file locks per
      // transaction, which is most of an append's cost after the write itself (docs/STORE.md). Set
      // before the first access in WAL mode. Another process opening the file meanwhile waits
      // busy_timeout, then fails with "database is locked".
      sqlite.pragma('busy_timeout = 5000');
      sqlite.pragma('locking_mode = EXCLUSIVE');
      journal = String(sqlite.pragma('journal_mode = WAL', { simple: true })).toUpperCase();
      sqlite.pragma(`synchronous = ${sync}`);
      sqlite.pragma('foreign_keys = ON');
    } catch (err) {
      sqlite.close();
      throw sqliteOpenError(file, 'open', err);
    }
    const db = drizzle(sqlite);
    try {
      migrate(db, { migrationsFolder: SQLITE_MIGRATIONS });
    } catch (err) {
      sqlite.close();
      throw sqliteOpenError(file, 'migrate', err);
    }
    return new SqliteStore(sqlite, db, `SQLite ${file} (${journal}, synchronous=${sync})`);
  }

  async createTable(table: NewTable): Promise<void> {
    // Written again after a write that failed may have committed (TableWriter's catch-up): the same row, kept.
    this.db.insert(tables).values(newTableRow(table)).onConflictDoNothing().run();
  }

  async setCasterKey(tableId: string, casterKey: string): Promise<void> {
    this.db
      .update(tables)
      .set({ casterKey })
      .where(and(eq(tables.id, tableId), isNull(tables.casterKey)))
      .run();
  }

  async saveSeats(tableId: string, list: StoredSeat[]): Promise<void> {
    this.db.transaction((tx) => {
      tx.delete(seats).where(eq(seats.tableId, tableId)).run();
      if (list.length > 0) tx.insert(seats).values(seatRows(tableId, list)).run();
    });
  }

  async startGame(tableId: string, start: { config: StoredGameConfig; botSeed: number; startedAt: number }): Promise<void> {
    const { changes } = this.db
      .update(tables)
      .set({ status: 'playing', config: start.config, botSeed: start.botSeed, startedAt: start.startedAt })
      .where(eq(tables.id, tableId))
      .run();
    if (changes === 0) throw new UnknownTableError(tableId);
  }

  async appendAction(tableId: string, action: StoredAction, result?: GameResult, watched?: boolean): Promise<void> {
    this.appendActionNow(tableId, action, result, watched);
  }

  appendActionNow(tableId: string, action: StoredAction, result?: GameResult, watched?: boolean): void {
    try {
      const values = actionValues(tableId, action);
      // One statement is its own transaction; with the end of the game, one transaction for both.
      if (!result) this.insertAction.run(...values);
      else
        this.db.transaction((tx) => {
          this.insertAction.run(...values);
          tx.update(tables)
            .set(endedColumns(result, action.at, watched))
            .where(eq(tables.id, tableId))
            .run();
        });
    } catch (err) {
      const code = errorCode(err);
      if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY') throw new DuplicateVersionError(tableId, action.version);
      if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') throw new UnknownTableError(tableId);
      throw err;
    }
  }

  async closeTable(tableId: string, status: 'closed' | 'broken', reason?: string, at?: number): Promise<void> {
    const { changes } = this.db
      .update(tables)
      .set(closedColumns(status, reason, at))
      .where(eq(tables.id, tableId))
      .run();
    if (changes === 0) throw new UnknownTableError(tableId);
  }

  async deleteUnstartedTable(tableId: string): Promise<boolean> {
    // Its seats go with it (ON DELETE CASCADE); a table that started (status playing or later) is kept.
    const { changes } = this.db
      .delete(tables)
      .where(and(eq(tables.id, tableId), eq(tables.status, 'lobby'), isNull(tables.startedAt)))
      .run();
    return changes > 0;
  }

  async pruneTables(query: PruneQuery): Promise<number> {
    const { status, startedAt, createdAt, closedAt, watched } = tables;
    const where = pruneWhere({ status, startedAt, createdAt, closedAt, watched, isPrivate: IS_PRIVATE, shownAt: SHOWN_AT }, query);
    // One statement, one transaction: seats and actions go with their tables (ON DELETE CASCADE).
    const batch = this.db.select({ id: tables.id }).from(tables).where(where).limit(query.limit);
    return this.db.delete(tables).where(inArray(tables.id, batch)).run().changes;
  }

  async unfinishedTables(stillBroadcastingAt?: number): Promise<UnfinishedTable[]> {
    const unfinished = toRestore(tables.status, SHOWN_AT, stillBroadcastingAt);
    try {
      return this.readUnfinished(unfinished);
    } catch {
      // A row that cannot be read (a JSON value corrupted on disk: a SyntaxError) fails the whole read:
      // read table by table, and mark each unreadable one broken, so that the others still come back.
      const ids = this.db.select({ id: tables.id }).from(tables).where(unfinished).orderBy(tables.createdAt, tables.id).all();
      const readable: UnfinishedTable[] = [];
      for (const { id } of ids) {
        try {
          readable.push(...this.readUnfinished(and(unfinished, eq(tables.id, id))!));
        } catch (e) {
          if (!(e instanceof SyntaxError)) throw e; // the database itself failing (I/O): no table is to blame
          const reason = `its stored rows cannot be read (${e.message.split('\n')[0]!.slice(0, 200)})`;
          console.error(brokenTableLine(id, reason));
          await this.closeTable(id, 'broken', reason);
        }
      }
      return readable;
    }
  }

  private readUnfinished(where: SQL): UnfinishedTable[] {
    const ids = this.db.select({ id: tables.id }).from(tables).where(where);
    return this.db.transaction((tx) =>
      toUnfinishedTables(
        tx.select().from(tables).where(where).orderBy(tables.createdAt, tables.id).all(),
        tx.select().from(seats).where(inArray(seats.tableId, ids)).all(),
        tx.select().from(actions).where(inArray(actions.tableId, ids)).orderBy(actions.tableId, actions.version).all(),
      ),
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
    return this.db.transaction((tx) => {
      const rows = tx.select().from(tables).where(where).orderBy(desc(tables.endedAt), desc(tables.id)).limit(query.limit).all();
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const counts = tx
        .select({ tableId: actions.tableId, count: count() })
        .from(actions)
        .where(inArray(actions.tableId, ids))
        .groupBy(actions.tableId)
        .all();
      return toSummaries(rows, tx.select().from(seats).where(inArray(seats.tableId, ids)).all(), counts);
    });
  }

  async finishedGame(tableId: string): Promise<FinishedGame | null> {
    return this.db.transaction((tx) => {
      const row = tx.select().from(tables).where(eq(tables.id, tableId)).get();
      if (row?.status !== 'ended') return null;
      return toFinishedGame(
        row,
        tx.select().from(seats).where(eq(seats.tableId, tableId)).all(),
        tx.select().from(actions).where(eq(actions.tableId, tableId)).orderBy(actions.version).all(),
      );
    });
  }

  async tableStatus(tableId: string, shownBy?: number): Promise<TableStatus | null> {
    const row = this.db
      .select({ status: tables.status, shownAt: SHOWN_AT.mapWith(Number) })
      .from(tables)
      .where(eq(tables.id, tableId))
      .get();
    return row ? statusShownBy(row, shownBy) : null;
  }

  async close(): Promise<void> {
    if (this.sqlite.open) this.sqlite.close();
  }
}
