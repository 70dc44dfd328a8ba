/**
 * The store's retention policy (issue 38, 6; docs/STORE.md, "Retention"). What the store keeps:
 * - a table whose game never started: nothing, once its lobby closes (TableWriter.closed deletes it;
 *   this pruner deletes any closed one left, e.g. from before the policy);
 * - a finished game /api/games lists (a public table's, which a person played or watched end): forever;
 * - a game it does not list (a private table's, a bots-only game nobody watched end), and a table
 *   closed or broken before its end: RETENTION_DAYS (default 30; 0 = forever) after its end was
 *   shown, or after it closed.
 * Never a lobby or playing table: it may be running here or in another process sharing PostgreSQL,
 * or come back at the next start. Each process prunes on its own (the first time right after its
 * start's restore, then every `everyMs`); the deletes are safe to run from several at once.
 */
import type { Clock, TimerHandle } from '../../shared/host/clock.js';
import type { GameStore } from './gameStore.js';

export const DAY_MS = 86_400_000;

/**
 * Tables deleted per statement (with their seats and actions: a few hundred rows each). SQLite deletes
 * synchronously, so the pruner gives the tables a turn of the event loop between batches.
 */
export const PRUNE_BATCH = 100;

export interface RetentionPolicy {
  /** Days unlisted games and closed tables are kept; 0 = forever (never-started tables go anyway). */
  retentionDays: number;
  /** How often to prune (ms). */
  everyMs: number;
}

export interface PrunerOptions {
  /** A line about what was pruned (only when something was). */
  info: (line: string) => void;
  /** A failed prune (tried again at the next interval). */
  error: (line: string) => void;
  /** Lets the event loop run between batches. */
  yieldTurn?: () => Promise<void>;
}

export class StorePruner {
  private timer: TimerHandle | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(
    private readonly store: GameStore,
    private readonly clock: Clock,
    private readonly policy: RetentionPolicy,
    private readonly o: PrunerOptions,
  ) {}

  /** Prunes now (on the clock's next turn), then every `everyMs`. */
  start(): void {
    this.schedule(0);
  }

  /** Stops the timer and waits for a prune under way (before the store closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Deletes what the policy no longer keeps, batch by batch; returns how many tables. */
  async pruneNow(): Promise<number> {
    const now = this.clock.now();
    const days = this.policy.retentionDays;
    const unlistedBefore = days > 0 ? now - days * DAY_MS : undefined;
    let total = 0;
    while (!this.stopped) {
      const n = await this.store.pruneTables({ unlistedBefore, limit: PRUNE_BATCH });
      total += n;
      if (n < PRUNE_BATCH) break;
      await (this.o.yieldTurn ?? nextTurn)();
    }
    if (total > 0) {
      const old = days > 0 ? `, or unlisted and older than ${days} days` : '';
      this.o.info(`store: pruned ${total} tables (never started${old})`);
    }
    return total;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.running = this.pruneNow()
        .catch((e: unknown) => this.o.error(`store: pruning failed (tried again in ${this.policy.everyMs / 60_000} min): ${errorLine(e)}`))
        .finally(() => {
          this.running = null;
          this.schedule(this.policy.everyMs);
        });
    }, ms);
  }
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The driver's first line only (a Drizzle query error carries the query's parameters). */
function errorLine(e: unknown): string {
  const cause = (e as { cause?: unknown } | null)?.cause;
  const base = cause instanceof Error ? cause : e;
  return base instanceof Error ? base.message.split('\n')[0]!.slice(0, 200) : 'unknown error';
}
