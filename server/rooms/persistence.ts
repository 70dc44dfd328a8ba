/**
 * One table's writes to the store, in order: the table, its seats whenever they change, the game's
 * start, and every accepted action, write-ahead: an action is decided only after every earlier write
 * of the table finished, written in its own transaction (the last one with the game's result), and
 * only then sent to anyone. With no store (persistence off) everything runs at once, as before.
 *
 * A write of the table or its seats that fails (a full disk, a database away) is not lost: the next
 * write of the table (its seats' next change, the start, an action) writes it again first, so a game
 * never starts nor goes on over a table or seats the store does not have; a graceful shutdown tries it
 * once more before the store closes. A new seat's key waits for its seats' write (seatsWritten).
 */
import type { AnyGameModule, SeatIndex } from '../../shared/platform/gameModule.js';
import type { GameStore, StoredAction, StoredSeat } from '../store/gameStore.js';
import type { TableOptions } from '../../shared/protocol/tableOptions.js';
import type { SeatRecord } from '../seats/seats.js';
import { storeErrorText } from './storeErrorText.js';
import { resultOf, seatsKey, storedSeats } from './storedRecords.js';

/** An action the engine accepted, not yet written nor sent: the game's own state, action and events (opaque here). */
export interface Decided<State = unknown, Action = unknown, Event = unknown> {
  next: State;
  seat: SeatIndex;
  action: Action;
  events: Event[];
}

/** The store could not write an action: nothing was sent. */
export class StoreWriteFailed extends Error {}

export interface TableWriterOptions {
  store: GameStore | null;
  /** The table's game: the version and result of a state it decided are its module's to tell. */
  game: AnyGameModule;
  tableId: string;
  log: (message: string, error?: unknown) => void;
  /** The table's clock (epoch ms): each stored action's time. */
  now: () => number;
  /** TEST ONLY: SIGKILL this process right after this version's write (ServerConfig.faultCrashAfterWrite). */
  crashAfterWrite?: number;
  /**
   * Asked as the game's last action is written: whether a person played or is watching (false: a
   * bots-only game nobody watched end, which /api/games does not list; botsOnlyTable.ts). Default true.
   */
  watched?: () => boolean;
}

/** Every writer with a write under way (so a shutdown can wait for them before closing the store). */
const busy = new Set<TableWriter>();
/** Every writer whose table or seats a failed write left out (a shutdown tries them once more). */
const behind = new Set<TableWriter>();

export class TableWriter {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;
  private savedSeats = '';
  private stopped = false;
  /** The table's row, until it is written (its first write failed: written again before anything else). */
  private unsavedTable: { name: string; options: TableOptions; createdAt: number; casterKey: string | null } | null = null;
  /** The seats whose write failed, until a later write of them succeeds. */
  private unsavedSeats: StoredSeat[] | null = null;

  constructor(private readonly o: TableWriterOptions) {}

  get enabled(): boolean {
    return this.o.store !== null;
  }

  created(name: string, options: TableOptions, createdAt: number, casterKey: string | null = null): void {
    this.unsavedTable = { name, options, createdAt, casterKey };
    this.queue('createTable', (s) => this.catchUp(s));
  }

  /** A restored table stored without a caster key (from before they were stored) got one: stored, so the next restart keeps it. */
  casterKeyMade(casterKey: string): void {
    this.queue('setCasterKey', (s) => s.setCasterKey(this.o.tableId, casterKey));
  }

  /** The seats now; written only when they differ from the last ones written (or restored). */
  seats(records: readonly SeatRecord[]): void {
    if (!this.o.store) return;
    const key = seatsKey(records); // called after every change: kept cheap
    if (key === this.savedSeats) return;
    this.savedSeats = key;
    const seats = storedSeats(records);
    this.queue('saveSeats', async (s) => {
      this.unsavedSeats = seats; // the latest seats: written by this step, or by the next write if it fails
      await this.catchUp(s);
    });
  }

  /**
   * Resolves once the seats as they are now are in the store: every write queued so far is done and
   * left nothing of the table or its seats unwritten. Rejects with StoreWriteFailed when one failed (the
   * next write of the table tries again). A new player's seat key is sent only then: a key sent
   * earlier, and the process gone before the write, would be a key no restart knows. With no store,
   * resolves at once.
   */
  seatsWritten(): Promise<void> {
    if (!this.o.store) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.enqueue(async () => (this.caughtUp ? resolve() : reject(new StoreWriteFailed('seats not written'))));
    });
  }

  /** Writes what an earlier failed write left out (the table, then its latest seats); throws if it fails again. */
  private async catchUp(store: GameStore): Promise<void> {
    try {
      const t = this.unsavedTable;
      if (t) {
        await store.createTable({ id: this.o.tableId, ...t });
        this.unsavedTable = null;
      }
      const seats = this.unsavedSeats;
      if (seats) {
        await store.saveSeats(this.o.tableId, seats);
        if (this.unsavedSeats === seats) this.unsavedSeats = null;
      }
    } finally {
      if (this.caughtUp) behind.delete(this);
      else behind.add(this);
    }
  }

  /** Nothing left out by a failed write. */
  private get caughtUp(): boolean {
    return this.unsavedTable === null && this.unsavedSeats === null;
  }

  /** The seats as they came back from the store (not written again). */
  restoredSeats(records: readonly SeatRecord[]): void {
    this.savedSeats = seatsKey(records);
  }

  /**
   * The game starts, write-ahead like an action: its config (with the secret seed) is written after
   * every earlier write of the table, and only then `send` shows the deal to anyone. A failed write
   * sends nothing (`failed`). With no store, `send` runs at once.
   */
  started(config: unknown, botSeed: number, startedAt: number, send: () => void, failed: (error: unknown) => void): void {
    const store = this.o.store;
    if (!store) return send();
    this.enqueue(async () => {
      if (this.stopped) return;
      try {
        await this.catchUp(store);
        await store.startGame(this.o.tableId, { config, botSeed, startedAt });
      } catch (e) {
        this.o.log(`store: the game's start was not written, nothing sent: ${storeErrorText(e)}`);
        failed(new StoreWriteFailed('start not written'));
        return;
      }
      if (!this.stopped) send();
    });
  }

  closed(status: 'closed' | 'broken', reason?: string): void {
    // Never over an end already written (the game's last action may have been under way).
    this.queue(`closeTable(${status})`, async (s) => {
      behind.delete(this); // closed for good: what it left out no longer matters (a restart never brings it back)
      // A lobby that closed (emptied, its creator never came, a restored lobby nobody came back to)
      // held no game: nothing of it is kept (issue 38: the store's retention, docs/STORE.md).
      if (status === 'closed' && (await s.deleteUnstartedTable(this.o.tableId))) return;
      if ((await s.tableStatus(this.o.tableId)) !== 'ended') await s.closeTable(this.o.tableId, status, reason, this.o.now());
    });
  }

  /**
   * One action, write-ahead. `decide` runs after every earlier write of this table (it sees the game as
   * committed) and returns the engine's verdict (or null: nothing to do; or throws a refusal); the
   * action is written, then `send` runs. `failed` gets what `decide` threw or a StoreWriteFailed.
   * With no store, `decide` and `send` run at once and a throw goes to the caller.
   */
  action<S, A, E>(decide: () => Decided<S, A, E> | null, send: (d: Decided<S, A, E>) => void, failed: (error: unknown) => void): void {
    const store = this.o.store;
    if (!store) {
      const d = decide();
      if (d) send(d);
      return;
    }
    // A synchronous store (SQLite) and no earlier write under way: decide, write and send in this step,
    // in the same order as the queue but without its promises (they cost about as much as the write).
    if (store.appendActionNow && this.pending === 0 && this.caughtUp) {
      if (this.stopped) return;
      const d = decided(decide, failed);
      if (!d) return;
      try {
        const result = resultOf(this.o.game, d.next);
        store.appendActionNow(this.o.tableId, this.stored(d, this.o.now()), result, result && this.watched());
      } catch (e) {
        return this.writeFailed(d, e, failed);
      }
      return this.written(d, send);
    }
    this.enqueue(async () => {
      if (this.stopped) return;
      const d = decided(decide, failed);
      if (!d) return;
      try {
        await this.catchUp(store);
        const result = resultOf(this.o.game, d.next);
        await store.appendAction(this.o.tableId, this.stored(d, this.o.now()), result, result && this.watched());
      } catch (e) {
        return this.writeFailed(d, e, failed);
      }
      this.written(d, send);
    });
  }

  private stored(d: Decided, at: number): StoredAction {
    return { version: this.o.game.version(d.next), seat: d.seat, action: d.action, at };
  }

  /** Whether the game that is ending now is listed (TableWriterOptions.watched). */
  private watched(): boolean {
    return this.o.watched?.() ?? true;
  }

  private writeFailed(d: Decided, e: unknown, failed: (error: unknown) => void): void {
    const version = this.o.game.version(d.next);
    this.o.log(`store: action ${version} (${actionName(d.action)} by seat ${d.seat}) was not written, nothing sent: ${storeErrorText(e)}`);
    failed(new StoreWriteFailed(`version ${version} not written`));
  }

  /** The action is in the store: now (and only now) anyone may hear of it. */
  private written<S, A, E>(d: Decided<S, A, E>, send: (d: Decided<S, A, E>) => void): void {
    const version = this.o.game.version(d.next);
    if (version === this.o.crashAfterWrite) {
      console.error(`[fault injection] EMBERFORGE_FAULT_CRASH_AFTER_WRITE=${version}: killing the process after the write`);
      process.kill(process.pid, 'SIGKILL');
      return; // never sends
    }
    if (!this.stopped) send(d);
  }

  /** The room is gone: writes already queued still finish, but nothing more is decided or sent. */
  stop(): void {
    this.stopped = true;
  }

  /** Tries once more to write what a failed write left out (a graceful shutdown, before the store closes). */
  catchUpOnce(): void {
    this.queue('catch-up before the store closes', (s) => this.catchUp(s));
  }

  /** Resolves when every write queued so far is done. */
  drained(): Promise<void> {
    return this.tail;
  }

  private queue(what: string, write: (store: GameStore) => Promise<void>): void {
    const store = this.o.store;
    if (!store) return;
    this.enqueue(() => write(store).catch((e: unknown) => this.o.log(`store: ${what} failed: ${storeErrorText(e)}`)));
  }

  private enqueue(step: () => Promise<void>): void {
    this.pending++;
    busy.add(this);
    this.tail = this.tail
      .then(step)
      .catch((e: unknown) => this.o.log(`store: write step failed: ${storeErrorText(e)}`))
      .finally(() => {
        if (--this.pending === 0) busy.delete(this);
      });
  }
}

/** The engine's verdict, or null (nothing to do, or refused: `failed` got why). */
function decided<S, A, E>(decide: () => Decided<S, A, E> | null, failed: (error: unknown) => void): Decided<S, A, E> | null {
  try {
    return decide();
  } catch (e) {
    failed(e);
    return null;
  }
}

/** An action's kind for the log (its `type`, as every game's actions are tagged), never its content. */
function actionName(action: unknown): string {
  const type = (action as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type.slice(0, 40) : 'action';
}

/**
 * Waits for every table's writes under way (graceful shutdown, before the store closes); a table or
 * seats a failed write left out are tried once more (else the next start would bring back older seats,
 * or no table), and waited for too.
 */
export async function drainAllWrites(): Promise<void> {
  await settled();
  for (const w of [...behind]) w.catchUpOnce();
  await settled();
}

async function settled(): Promise<void> {
  while (busy.size > 0) await Promise.all([...busy].map((w) => w.drained()));
}
