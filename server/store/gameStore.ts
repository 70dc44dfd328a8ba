/**
 * What the server keeps of every table, so that nothing is lost: the table's options and seats, the
 * game's config (with its secret seed) and every accepted action, written before any client hears of
 * it (write-ahead). Two implementations share this contract and one typed query layer (Drizzle):
 * SQLite in a file under DATA_DIR (the default) and PostgreSQL (DATABASE_URL). No rules here.
 */
import type { BotLevel } from '../../shared/platform/botLevels.js';
import type { GameId } from '../../shared/platform/gameCatalog.js';
import type { SeatIndex } from '../../shared/platform/gameModule.js';
import type { GameSummary } from '../../shared/protocol/gamesApi.js';
import type { TableOptions } from '../../shared/protocol/tableOptions.js';

/**
 * A game's config (its secret seed included) and its actions as stored: the game's own JSON, which only
 * its module reads (shared/platform/gameModule.ts); the store never looks inside, but for the players a
 * config lists (StoredConfigPlayers).
 */
export type StoredGameConfig = unknown;
export type StoredGameAction = unknown;

/** What the store reads of any game's config: the seats' players in seat order (GameModule.configFor's list). */
export interface StoredConfigPlayers {
  players: readonly { name: string; color: string }[];
}

/** lobby → playing → ended; `closed` = emptied and disposed before the end; `broken` = its log no longer replays. */
export type TableStatus = 'lobby' | 'playing' | 'ended' | 'closed' | 'broken';

export interface StoredSeat {
  seat: SeatIndex;
  kind: 'human' | 'bot' | 'empty';
  name: string;
  color: string | null;
  /** SHA-256 (hex) of the seat key a human got on joining; the key itself is never stored. */
  seatKeyHash: string | null;
  /**
   * Why the bot plays a human's seat, so that after a restart it goes on at once instead of waiting
   * for the player again: turns in a row the clock ran out on, shown away, dropped past the grace
   * period, left the game for good. All cleared when the player comes back (0 and false otherwise).
   */
  missedTurns: number;
  away: boolean;
  graceExpired: boolean;
  abandoned: boolean;
  /** The turn (the room's turn key) the bot plays for its player after the clock ran out on it. */
  coveredTurn: string | null;
  /** A bot seat's level; null for other seats (and for bots stored before levels: they play Easy). */
  botLevel?: BotLevel | null;
}

/** Why the bot plays a human's seat: the five fields of a StoredSeat (and of the room's seat record). */
export type BotCover = Pick<StoredSeat, 'missedTurns' | 'away' | 'graceExpired' | 'abandoned' | 'coveredTurn'>;

/** A seat no bot plays for its player (every bot and empty seat, and a human playing their own). */
export const NO_BOT_COVER: Readonly<BotCover> = { missedTurns: 0, away: false, graceExpired: false, abandoned: false, coveredTurn: null };

/** The bot cover of a seat (a stored one, or the room's record), alone. */
export function botCoverOf(s: BotCover): BotCover {
  return { missedTurns: s.missedTurns, away: s.away, graceExpired: s.graceExpired, abandoned: s.abandoned, coveredTurn: s.coveredTurn };
}

/** One accepted action. `version` is the game's version after it (1, 2, 3...); `at` is ms since the epoch. */
export interface StoredAction {
  version: number;
  seat: SeatIndex;
  action: StoredGameAction;
  at: number;
}

/** How the game ended, as its module's outcome told it (`victory`: the reason, in the game's words). */
export interface GameResult {
  winners: SeatIndex[];
  victory: string;
  rounds: number;
}

export interface NewTable {
  id: string;
  name: string;
  options: TableOptions;
  createdAt: number;
  /** The secret that opens its caster view (seatKeys.ts newSeatKey), on a table with `casterView`; never sent but to its host. */
  casterKey?: string | null;
}

export interface StoredTable extends NewTable {
  /** The game it plays (the `game` column: 'emberforge' for every row from before games were named). */
  game: GameId;
  status: TableStatus;
  seats: StoredSeat[];
  /** Set when the game started (holds the secret seed: never sent while the game runs). */
  config: StoredGameConfig | null;
  botSeed: number | null;
  startedAt: number | null;
  endedAt: number | null;
  result: GameResult | null;
}

/** A table to bring back after a restart: everything stored, with its action log in version order. */
export interface UnfinishedTable extends StoredTable {
  log: StoredAction[];
}

/** One line of GET /api/games: the wire's own type (shared/protocol/gamesApi.ts), stored as sent. */
export type FinishedGameSummary = GameSummary;

/** A finished game in full (GET /api/games/:id): the game is over, so the seed may be known. */
export interface FinishedGame {
  summary: FinishedGameSummary;
  /** When its replay may be served: endedAt, or on a delayed table once its delayed viewers have seen the end (rowMapping.endShownAt). */
  releasedAt: number;
  config: StoredGameConfig;
  log: StoredAction[];
  result: GameResult;
}

export interface FinishedGamesQuery {
  limit: number;
  before?: number;
  beforeId?: string;
  now?: number;
}

/**
 * What pruneTables deletes. Always: `closed` tables whose game never started. With `unlistedBefore`:
 * games /api/games does not list (a private table's; a bots-only game nobody watched end) whose end was
 * shown before it, and tables closed or broken before their end, closed before it (their closedAt, or
 * when they started or were created for rows closed before closedAt was stored).
 */
export interface PruneQuery {
  unlistedBefore?: number;
  limit: number;
}

export interface GameStore {
  readonly kind: 'sqlite' | 'postgres' | 'off';
  /** A human-readable description for the start line, e.g. "SQLite ./data/emberforge.db (WAL, synchronous=NORMAL)". */
  readonly describe: string;
  createTable(table: NewTable): Promise<void>;
  /**
   * Stores the caster key of a table stored without one (created before caster keys were stored), so
   * that the key it got when restored stays the same at the next restart; a key already stored is kept.
   */
  setCasterKey(tableId: string, casterKey: string): Promise<void>;
  /** Replaces the table's seats (names, colours, kinds, seat-key hashes). */
  saveSeats(tableId: string, seats: StoredSeat[]): Promise<void>;
  /** The game started: its config (secret seed included) and the bots' seed. Status → playing. */
  startGame(tableId: string, start: { config: StoredGameConfig; botSeed: number; startedAt: number }): Promise<void>;
  /**
   * Appends one accepted action in its own transaction; with `result` the same transaction ends the
   * game (status → ended), `watched` false marking a bots-only game nobody watched end (never listed:
   * server/rooms/botsOnlyTable.ts). Rejects (and writes nothing) if that version is already stored.
   */
  appendAction(tableId: string, action: StoredAction, result?: GameResult, watched?: boolean): Promise<void>;
  /**
   * The same, synchronously, for a store whose driver is synchronous (SQLite): written when it
   * returns, or it throws. Lets a table with no write under way decide, write and send in one step.
   */
  appendActionNow?(tableId: string, action: StoredAction, result?: GameResult, watched?: boolean): void;
  /** The table is gone before its end (emptied) or can no longer be rebuilt; `at` (ms): when, which RETENTION_DAYS counts from. */
  closeTable(tableId: string, status: 'closed' | 'broken', reason?: string, at?: number): Promise<void>;
  /**
   * Deletes the table, with its seats, if its game never started (status lobby): its lobby closed, and
   * a table that held no game keeps nothing. True if it did; false (nothing changed) for any other table.
   */
  deleteUnstartedTable(tableId: string): Promise<boolean>;
  /**
   * Deletes at most `limit` tables, with their seats and actions, that nothing may need any more
   * (store/retention.ts): closed tables that never started, and with `unlistedBefore` (ms), unlisted
   * games older than it. Never a lobby or playing table (it may be running, here or in another process
   * sharing the database, or come back at the next start). Returns how many it deleted; safe to run
   * from several processes at once.
   */
  pruneTables(query: PruneQuery): Promise<number>;
  /** Every table in `lobby` or `playing`, with its log, for restart recovery. */
  /**
   * The tables a restart brings back, each with its log: lobby and playing tables; with
   * `stillBroadcastingAt` (ms), also ended tables whose delayed broadcast has not shown their end by
   * then (endedAt + broadcastDelaySeconds later than it), so that delayed viewers still see the end.
   */
  unfinishedTables(stillBroadcastingAt?: number): Promise<UnfinishedTable[]>;
  /**
   * Finished games of public tables that a person played or watched end (a private table's, and a
   * bots-only game nobody watched, are reached only by their id), newest first (by
   * endedAt, then id descending), after the cursor when given: ended
   * strictly before `before` (ms), or at `before` with an id below `beforeId`; with `now`, only those
   * released by then (a delayed table's game: once endedAt + its broadcast delay has passed).
   */
  finishedGames(query: FinishedGamesQuery): Promise<FinishedGameSummary[]>;
  /** A finished game, or null if there is none with this id or it has not ended. */
  finishedGame(tableId: string): Promise<FinishedGame | null>;
  /**
   * The table's status, or null if unknown (lets the API tell "unfinished" from "no such game"). With
   * `shownBy` (ms), as its broadcast shows it then: a delayed table's ended game reads 'playing' until
   * endedAt + its broadcast delay, so nobody learns the end before the delayed viewers do.
   */
  tableStatus(tableId: string, shownBy?: number): Promise<TableStatus | null>;
  close(): Promise<void>;
}
