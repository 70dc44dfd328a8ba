/**
 * A GameStore in memory, for in-process tests of the room's writes and of restart recovery (two
 * servers, one after the other, sharing it). It keeps the contract's rules that tests rely on: a
 * version stored twice is refused, the last action's result ends the table. `failWrites` makes the
 * next action writes fail (a database gone away).
 */
import type {
  FinishedGame,
  FinishedGameSummary,
  GameResult,
  GameStore,
  NewTable,
  PruneQuery,
  StoredAction,
  StoredSeat,
  StoredTable,
  TableStatus,
  UnfinishedTable,
} from '../../store/gameStore.js';
import { endShownAt, statusShownBy, UNFINISHED_STATUSES } from '../../store/rowMapping.js';

export class MemoryStore implements GameStore {
  readonly kind = 'off' as const;
  readonly describe = 'memory (tests)';
  readonly tables = new Map<string, StoredTable & { log: StoredAction[] }>();
  /** Action writes to refuse from now on (each refusal counts one down). */
  failWrites = 0;
  /** Makes the next game-start writes fail. */
  failStarts = 0;
  /** While set, reading the unfinished tables waits for it (a slow database at start). */
  restoreWait: Promise<void> | null = null;
  /** Makes the next table and seat writes fail (a full disk). */
  failTableWrites = 0;
  /** While set, game-start writes wait for it (a slow database: what arrives meanwhile meets a start under way). */
  startsWait: Promise<void> | null = null;
  /** While set, seat writes wait for it (a slow database: a join waits for its seat's write). */
  seatsWait: Promise<void> | null = null;
  closed = false;

  async createTable(t: NewTable): Promise<void> {
    this.failTableWrite();
    this.tables.set(t.id, {
      ...structuredClone(t),
      game: t.options.game,
      status: 'lobby',
      seats: [],
      config: null,
      botSeed: null,
      startedAt: null,
      endedAt: null,
      result: null,
      log: [],
    });
  }

  async setCasterKey(id: string, casterKey: string): Promise<void> {
    this.failTableWrite();
    const t = this.table(id);
    t.casterKey ??= casterKey;
  }

  async saveSeats(id: string, seats: StoredSeat[]): Promise<void> {
    if (this.seatsWait) await this.seatsWait;
    this.failTableWrite();
    this.table(id).seats = structuredClone(seats);
  }

  async startGame(id: string, start: { config: StoredTable['config'] & object; botSeed: number; startedAt: number }): Promise<void> {
    await Promise.resolve(); // a real store answers later: the room must wait
    if (this.startsWait) await this.startsWait;
    if (this.failStarts > 0) {
      this.failStarts--;
      throw new Error('database unavailable (test)');
    }
    Object.assign(this.table(id), {
      status: 'playing',
      config: structuredClone(start.config),
      botSeed: start.botSeed,
      startedAt: start.startedAt,
    });
  }

  async appendAction(id: string, action: StoredAction, result?: GameResult): Promise<void> {
    await Promise.resolve(); // a real store answers later: the room must wait
    if (this.failWrites > 0) {
      this.failWrites--;
      throw new Error('database unavailable (test)');
    }
    const t = this.table(id);
    if (t.log.some((a) => a.version === action.version)) throw new Error(`version ${action.version} already stored`);
    t.log.push(structuredClone(action));
    if (result) Object.assign(t, { status: 'ended', result: structuredClone(result), endedAt: action.at });
  }

  async closeTable(id: string, status: 'closed' | 'broken'): Promise<void> {
    const t = this.tables.get(id);
    if (t && t.status !== 'ended') t.status = status;
  }

  async deleteUnstartedTable(id: string): Promise<boolean> {
    if (this.tables.get(id)?.status !== 'lobby') return false;
    return this.tables.delete(id);
  }

  /** Closed tables that never started only (the retention by age is the SQL stores'; tests of it use them). */
  async pruneTables(q: PruneQuery): Promise<number> {
    const gone = [...this.tables.values()].filter((t) => t.status === 'closed' && t.startedAt === null).slice(0, q.limit);
    for (const t of gone) this.tables.delete(t.id);
    return gone.length;
  }

  async unfinishedTables(stillBroadcastingAt?: number): Promise<UnfinishedTable[]> {
    if (this.restoreWait) await this.restoreWait;
    const unfinished: readonly TableStatus[] = UNFINISHED_STATUSES;
    const broadcasting = (t: UnfinishedTable) =>
      stillBroadcastingAt !== undefined &&
      t.status === 'ended' &&
      t.endedAt !== null &&
      endShownAt(t.endedAt, t.options.broadcastDelaySeconds) > stillBroadcastingAt;
    return [...this.tables.values()].filter((t) => unfinished.includes(t.status) || broadcasting(t)).map((t) => structuredClone(t));
  }

  async finishedGames(): Promise<FinishedGameSummary[]> {
    return [];
  }

  async finishedGame(): Promise<FinishedGame | null> {
    return null;
  }

  async tableStatus(id: string, shownBy?: number): Promise<TableStatus | null> {
    const t = this.tables.get(id);
    if (!t) return null;
    const shownAt = t.endedAt === null ? null : endShownAt(t.endedAt, t.options.broadcastDelaySeconds);
    return statusShownBy({ status: t.status, shownAt }, shownBy);
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  /** A store that outlives `close()` (the next server of a test opens it again). */
  private failTableWrite(): void {
    if (this.failTableWrites <= 0) return;
    this.failTableWrites--;
    throw new Error('disk full (test)');
  }

  reopen(): this {
    this.closed = false;
    return this;
  }

  private table(id: string): StoredTable & { log: StoredAction[] } {
    const t = this.tables.get(id);
    if (!t) throw new Error(`no stored table ${id}`);
    return t;
  }
}
