/**
 * Rows ↔ the GameStore's domain types, shared by SqliteStore and PgStore. The row types come from the
 * SQLite schema; the PostgreSQL rows have the same shape (pgSchema.ts), which the compiler checks
 * wherever PgStore hands its rows in here.
 */
import { END_SHOWN_MARGIN_MS } from '../../shared/protocol/gameRelease.js';
import { storedTableOptions } from '../../shared/protocol/tableOptions.js';
import { and, eq, inArray, isNull, lt, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { actions, seats, tables } from './sqliteSchema.js';
import type {
  FinishedGamesQuery,
  FinishedGame,
  FinishedGameSummary,
  GameResult,
  NewTable,
  PruneQuery,
  StoredAction,
  StoredSeat,
  StoredTable,
  TableStatus,
  StoredConfigPlayers,
  UnfinishedTable,
} from './gameStore.js';

export type TableRow = typeof tables.$inferSelect;
export type SeatRow = typeof seats.$inferSelect;
export type ActionRow = typeof actions.$inferSelect;

/** The statuses restart recovery brings back. */
export const UNFINISHED_STATUSES = ['lobby', 'playing'] as const satisfies readonly TableStatus[];

export function newTableRow(t: NewTable): TableRow {
  return {
    id: t.id,
    name: t.name,
    game: t.options.game,
    options: t.options,
    status: 'lobby',
    createdAt: t.createdAt,
    startedAt: null,
    endedAt: null,
    config: null,
    botSeed: null,
    result: null,
    closedReason: null,
    casterKey: t.casterKey ?? null,
    watched: true,
    closedAt: null,
  };
}

export function seatRows(tableId: string, list: StoredSeat[]): SeatRow[] {
  return list.map((s) => ({ tableId, ...s, botLevel: s.botLevel ?? null }));
}

export function actionRow(tableId: string, a: StoredAction): ActionRow {
  return { tableId, version: a.version, seat: a.seat, action: a.action, at: a.at };
}

/** The values of a prepared action insert, filled with an actionRow (the hot path: one per action). */
export const actionPlaceholders = {
  tableId: sql.placeholder('tableId'),
  version: sql.placeholder('version'),
  seat: sql.placeholder('seat'),
  action: sql.placeholder('action'),
  at: sql.placeholder('at'),
};

/** The columns appendAction sets on the table when its action ended the game (`watched`: GameStore.appendAction). */
export function endedColumns(result: GameResult, at: number, watched = true) {
  return { status: 'ended' as const, result, endedAt: at, watched };
}

/** The columns closeTable sets. */
export function closedColumns(status: 'closed' | 'broken', reason: string | undefined, at: number | undefined) {
  return { status, closedReason: reason ?? null, closedAt: at ?? null };
}

/** A dialect's columns and expressions pruneWhere needs (the two schemas have the same shape). */
export interface PruneColumns {
  status: Column;
  startedAt: Column;
  createdAt: Column;
  closedAt: Column;
  watched: Column;
  /** True for a private table, in the dialect's SQL (how it reads isPrivate from its options JSON). */
  isPrivate: SQL;
  /** When the table's end is shown to everyone (endShownAtSql). */
  shownAt: SQL;
}

/**
 * GameStore.pruneTables' rows: closed tables that never started; with `unlistedBefore`, ended games
 * /api/games does not list (private, or not watched) shown before it, and tables closed or broken
 * before it. Never a lobby or playing table.
 */
export function pruneWhere(c: PruneColumns, q: PruneQuery): SQL {
  const neverStarted = and(eq(c.status, 'closed'), isNull(c.startedAt))!;
  if (q.unlistedBefore === undefined) return neverStarted;
  const unlisted = or(c.isPrivate, eq(c.watched, false));
  const unlistedGame = and(eq(c.status, 'ended'), unlisted, sql`${c.shownAt} < ${q.unlistedBefore}`);
  const closed = and(
    inArray(c.status, ['closed', 'broken']),
    sql`coalesce(${c.closedAt}, ${c.startedAt}, ${c.createdAt}) < ${q.unlistedBefore}`,
  );
  return or(neverStarted, unlistedGame, closed)!;
}

function toSeat(r: SeatRow): StoredSeat {
  const { tableId: _table, botLevel, ...seat } = r;
  return botLevel ? { ...seat, botLevel } : seat;
}

function toAction(r: ActionRow): StoredAction {
  return { version: r.version, seat: r.seat, action: r.action, at: r.at };
}

function groupBy<R extends { tableId: string }>(rows: R[]): Map<string, R[]> {
  const by = new Map<string, R[]>();
  for (const r of rows) {
    const list = by.get(r.tableId);
    if (list) list.push(r);
    else by.set(r.tableId, [r]);
  }
  return by;
}

/** Options added after tables were first stored (issue 12's delayed broadcast): what an older row means. */
const ISSUE12_DEFAULTS: Pick<StoredTable['options'], 'broadcastDelaySeconds' | 'casterView' | 'casterName' | 'liveSpectators'> = {
  broadcastDelaySeconds: 0,
  casterView: false,
  // A caster table stored before casters had names: "the caster" (TableListing.casterName null).
  casterName: null,
  // A table stored before spectators could be let watch live: as today's default (behind its delay, if any).
  liveSpectators: false,
};

const bySeat = (a: SeatRow, b: SeatRow) => a.seat - b.seat;
const byVersion = (a: ActionRow, b: ActionRow) => a.version - b.version;

export function toStoredTable(row: TableRow, seatList: SeatRow[]): StoredTable {
  return {
    id: row.id,
    name: row.name,
    game: row.game,
    // Tables stored before the delayed broadcast (issue 12) have no delay: fill its defaults. The game is the
    // column's; tables stored before the split (issue 39) had the game's options at the top: moved into gameOptions.
    options: storedTableOptions({ ...ISSUE12_DEFAULTS, ...row.options }, row.game),
    createdAt: row.createdAt,
    status: row.status,
    seats: [...seatList].sort(bySeat).map(toSeat),
    config: row.config,
    botSeed: row.botSeed,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    result: row.result,
    ...(row.casterKey ? { casterKey: row.casterKey } : {}),
  };
}

/** Tables with their seats and action logs (rows of several tables, in any order). */
export function toUnfinishedTables(rows: TableRow[], seatList: SeatRow[], actionList: ActionRow[]): UnfinishedTable[] {
  const seatsOf = groupBy(seatList);
  const actionsOf = groupBy(actionList);
  return rows.map((row) => ({
    ...toStoredTable(row, seatsOf.get(row.id) ?? []),
    log: [...(actionsOf.get(row.id) ?? [])].sort(byVersion).map(toAction),
  }));
}

type EndedRow = TableRow & { config: NonNullable<TableRow['config']>; result: GameResult; startedAt: number; endedAt: number };

function isEnded(row: TableRow): row is EndedRow {
  return row.status === 'ended' && row.config !== null && row.result !== null && row.startedAt !== null && row.endedAt !== null;
}

/** The players are the game's (config order = seat order); their kind comes from the seats. */
function summaryOf(row: EndedRow, seatList: SeatRow[], actionCount: number): FinishedGameSummary {
  const kindOf = new Map(seatList.map((s) => [s.seat, s.kind]));
  const options = { ...ISSUE12_DEFAULTS, ...row.options };
  const { players } = row.config as StoredConfigPlayers;
  return {
    id: row.id,
    game: row.game,
    tableName: row.name,
    players: players.map((p, seat) => ({ name: p.name, color: p.color, kind: kindOf.get(seat) === 'bot' ? 'bot' : 'human' })),
    winners: row.result.winners,
    victory: row.result.victory as FinishedGameSummary['victory'], // the game's own reason, as its outcome named it
    rounds: row.result.rounds,
    actions: actionCount,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    caster: options.casterView ? { name: options.casterName ?? null } : null,
  };
}

/** Summaries of ended tables (already in order), with the seats and action counts of all of them. */
export function toSummaries(rows: TableRow[], seatList: SeatRow[], counts: { tableId: string; count: number }[]): FinishedGameSummary[] {
  const seatsOf = groupBy(seatList);
  const countOf = new Map(counts.map((c) => [c.tableId, Number(c.count)]));
  return rows.filter(isEnded).map((row) => summaryOf(row, seatsOf.get(row.id) ?? [], countOf.get(row.id) ?? 0));
}

/** A finished game in full, or null if the table has not ended. */
export function toFinishedGame(row: TableRow | undefined, seatList: SeatRow[], actionList: ActionRow[]): FinishedGame | null {
  if (!row || !isEnded(row)) return null;
  const log = [...actionList].sort(byVersion).map(toAction);
  const delaySeconds = { ...ISSUE12_DEFAULTS, ...row.options }.broadcastDelaySeconds;
  return {
    summary: summaryOf(row, seatList, log.length),
    releasedAt: endShownAt(row.endedAt, delaySeconds),
    config: row.config,
    log,
    result: row.result,
  };
}

/** When a game's end is shown to everyone: at once without a delay, else endedAt + the delay + END_SHOWN_MARGIN_MS (the wire's). */
export function endShownAt(endedAt: number, delaySeconds: number): number {
  return delaySeconds > 0 ? endedAt + delaySeconds * 1000 + END_SHOWN_MARGIN_MS : endedAt;
}

/** endShownAt in a dialect's SQL, given how it reads the delay (seconds, 0 when absent) from the options JSON. */
export function endShownAtSql(endedAt: Column, delaySeconds: SQL): SQL {
  return sql`${endedAt} + case when ${delaySeconds} > 0 then ${delaySeconds} * 1000 + ${sql.raw(String(END_SHOWN_MARGIN_MS))} else 0 end`;
}

/** The listing's cursor (its order: endedAt, then id, both descending): what comes after (before, beforeId). */
export function afterCursor(endedAt: Column, id: Column, q: FinishedGamesQuery): SQL | undefined {
  if (q.before === undefined) return undefined;
  if (q.beforeId === undefined) return lt(endedAt, q.before);
  return or(lt(endedAt, q.before), and(eq(endedAt, q.before), lt(id, q.beforeId)));
}

/**
 * The tables a restart brings back: lobby and playing; with `now`, also ended tables whose delayed
 * broadcast shows their end only after it. `shownAt`: endedAt + the table's delay in ms, in the
 * dialect's SQL (how each reads broadcastDelaySeconds from its options JSON).
 */
export function toRestore(status: Column, shownAt: SQL, now: number | undefined): SQL {
  const unfinished = inArray(status, UNFINISHED_STATUSES);
  return now === undefined ? unfinished : or(unfinished, and(eq(status, 'ended'), sql`${shownAt} > ${now}`))!;
}

/** gameStore.tableStatus with `shownBy`: an ended game its delayed broadcast has not shown yet reads 'playing'. */
export function statusShownBy(row: { status: TableStatus; shownAt: number | null }, shownBy: number | undefined): TableStatus {
  const unshown = shownBy !== undefined && row.status === 'ended' && row.shownAt !== null && row.shownAt > shownBy;
  return unshown ? 'playing' : row.status;
}
