/**
 * The server's search bots off the event loop (issue 42): a pool of Node worker threads
 * (searchWorker.ts), sized to the machine, that the tables' host loops ask through the BotThinker
 * interface (shared/host/botThinker.ts). A job is a bot seat's view, never the state. Jobs wait in one
 * queue, first come first served; a job whose host stopped waiting (its deadline passed, its game moved
 * on) is dropped from the queue unrun. The host loop keeps each move's deadline and plays the
 * heuristic bot past it. The pool sheds what it cannot do in time: a job that would wait longer than
 * `maxWaitMs` for a worker (the jobs ahead of it, by their budgets) is answered with nothing at once,
 * so its table plays the heuristic move now rather than at its deadline, and the workers spend their
 * time on answers that can still be played. A worker that has not answered well past its job's budget
 * (a search that hangs; counted once the worker has loaded) is ended and replaced, its job answered with nothing.
 *
 * Workers start on the first job (a server whose tables never search starts none), never keep the
 * process alive (unref) and end with close() (the server's shutdown). The server runs from TypeScript
 * sources (`node --import tsx`, vitest): a worker gets the tsx loader when its parent thread lacks it.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BotThinker, BotThinkRequest } from '../../shared/host/botThinker.js';
import type { SearchAnswer, SearchJob } from '../../shared/platform/search/levelSearch.js';

const WORKER_FILE = new URL('./searchWorker.ts', import.meta.url);
/** How long past its budget a worker may take before it counts as hung. */
const DEFAULT_STUCK_AFTER_MS = 5000;

/** One thread per core but the event loop's, at least one (2 cores: 1 worker). */
export function defaultSearchWorkers(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

/** What a pool did, for tests, benchmarks and monitoring. */
export interface SearchPoolStats {
  asked: number;
  /** Answered with a move while its host still waited. */
  answered: number;
  /** Answered after its host stopped waiting (the host dropped it). */
  late: number;
  /** Dropped from the queue unrun: its host stopped waiting first. */
  dropped: number;
  /** Answered with nothing at once: the queue was too long for an answer in time (maxWaitMs). */
  shed: number;
  /** Answered with no move (an error in the search), or lost with a worker that failed or hung. */
  failed: number;
  /** Workers ended and replaced (crashed or hung). */
  replaced: number;
}

export interface SearchPoolOptions {
  /** Worker threads (default defaultSearchWorkers()). */
  size?: number;
  /** A worker still busy this long past its job's budget is ended and replaced (default 5000 ms). */
  stuckAfterMs?: number;
  /** The worker's module (tests: one that misbehaves); default searchWorker.ts. */
  workerFile?: URL;
  /** A job that would wait longer than this for a worker is answered with nothing at once (default: never). */
  maxWaitMs?: number;
  /** Where failures are told (default console.error). */
  log?: (message: string) => void;
}

interface Pending {
  job: SearchJob;
  signal: AbortSignal;
  settle: (action: unknown) => void;
  onAbort: () => void;
}

interface Slot {
  worker: Worker;
  pending: Pending | null;
  stuck: ReturnType<typeof setTimeout> | null;
  /** When its job started (performance.now()), or when the worker became ready for it. */
  startedAt: number;
  /** The worker has loaded (its first message): a job's hang watch runs only from then. */
  ready: boolean;
}

/**
 * A worker that runs a TypeScript module: a bootstrap (plain JS, evaluated) that registers tsx's loader in
 * the worker, then imports the module. `--import tsx` on the parent does not reach workers (tsx issue
 * #354: ERR_UNKNOWN_FILE_EXTENSION), and vitest's threads have no tsx at all.
 */
function typeScriptWorker(file: URL): Worker {
  // tsx's ESM API (its `import` export; the `require` one, which resolve() gives, loads it by a relative path that fails here).
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(bootstrap, { eval: true });
}

export class SearchPool implements BotThinker {
  readonly stats: SearchPoolStats = { asked: 0, answered: 0, late: 0, dropped: 0, shed: 0, failed: 0, replaced: 0 };
  readonly size: number;
  private readonly slots: Slot[] = [];
  private queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private readonly stuckAfterMs: number;
  private readonly maxWaitMs: number;
  private readonly workerFile: URL;
  private readonly log: (message: string) => void;

  constructor(opts: SearchPoolOptions = {}) {
    this.size = Math.max(1, opts.size ?? defaultSearchWorkers());
    this.stuckAfterMs = opts.stuckAfterMs ?? DEFAULT_STUCK_AFTER_MS;
    this.maxWaitMs = opts.maxWaitMs ?? Infinity;
    this.workerFile = opts.workerFile ?? WORKER_FILE;
    this.log = opts.log ?? ((m) => console.error(m));
  }

  /** One line of what the pool did (the server prints it when it stops). */
  summary(): string {
    const s = this.stats;
    return `Search bots: ${s.answered} of ${s.asked} moves answered in time by ${this.size} worker thread(s) (${s.shed} shed with the queue full, ${s.late} late, ${s.dropped} dropped unrun, ${s.failed} failed, ${s.replaced} workers replaced)`;
  }

  /** Jobs waiting for a worker. */
  get queued(): number {
    return this.queue.length;
  }

  /** Starts every worker now (each takes a second or two to load the games), so a table's first search finds it ready. */
  warm(): void {
    while (!this.closed && this.slots.length < this.size) this.spawn();
  }

  think(request: BotThinkRequest, signal: AbortSignal): Promise<unknown> {
    if (this.closed || signal.aborted) return Promise.resolve(null);
    this.stats.asked++;
    if (this.expectedWaitMs() > this.maxWaitMs) {
      this.stats.shed++;
      return Promise.resolve(null);
    }
    return new Promise<unknown>((resolve) => {
      const job: SearchJob = { id: this.nextId++, ...request };
      const p: Pending = {
        job,
        signal,
        settle: (action) => {
          signal.removeEventListener('abort', p.onAbort);
          resolve(action);
        },
        onAbort: () => {
          const i = this.queue.indexOf(p);
          if (i < 0) return; // running: its answer comes and is counted late
          this.queue.splice(i, 1);
          this.stats.dropped++;
          p.settle(null);
        },
      };
      signal.addEventListener('abort', p.onAbort);
      this.queue.push(p);
      this.dispatch();
    });
  }

  /** Ends every worker; jobs still waiting or running are answered with nothing. */
  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.settle(null);
    const slots = this.slots.splice(0);
    for (const s of slots) this.finish(s, null);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  /** How long a job asked now would wait for a worker: the work ahead of it (running jobs' remaining budgets, queued jobs' budgets) over the workers. */
  private expectedWaitMs(): number {
    if (this.slots.length < this.size || this.slots.some((s) => s.pending === null)) return 0;
    const now = performance.now();
    let ahead = 0;
    for (const s of this.slots) if (s.pending) ahead += Math.max(0, s.startedAt + s.pending.job.budgetMs - now);
    for (const p of this.queue) ahead += p.job.budgetMs;
    return ahead / this.size;
  }

  private dispatch(): void {
    while (!this.closed && this.queue.length > 0) {
      const slot = this.slots.find((s) => s.pending === null) ?? (this.slots.length < this.size ? this.spawn() : null);
      if (!slot) return;
      const p = this.queue.shift()!;
      slot.pending = p;
      slot.startedAt = performance.now();
      if (slot.ready) this.watch(slot);
      slot.worker.postMessage(p.job);
    }
  }

  /** Ends the slot's worker if its job is not answered well past its budget (from now). */
  private watch(slot: Slot): void {
    if (!slot.pending) return;
    slot.stuck = setTimeout(() => this.hung(slot), slot.pending.job.budgetMs + this.stuckAfterMs);
    slot.stuck.unref();
  }

  private spawn(): Slot {
    const worker = typeScriptWorker(this.workerFile);
    worker.unref();
    const slot: Slot = { worker, pending: null, stuck: null, startedAt: 0, ready: false };
    worker.on('message', (m: SearchAnswer | { ready: true }) => {
      if ('ready' in m) {
        slot.ready = true;
        slot.startedAt = performance.now();
        this.watch(slot);
      } else this.answered(slot, m);
    });
    worker.on('error', (e) => this.lost(slot, `search worker failed: ${e instanceof Error ? e.message : String(e)}`));
    worker.on('exit', (code) => this.lost(slot, `search worker exited (code ${code})`));
    this.slots.push(slot);
    return slot;
  }

  private answered(slot: Slot, answer: SearchAnswer): void {
    const p = slot.pending;
    if (!p || answer?.id !== p.job.id) return;
    if (!answer.ok) {
      this.stats.failed++;
      this.log(`search for seat ${p.job.seat} of ${p.job.game} failed: ${answer.message}`);
    } else if (p.signal.aborted) this.stats.late++;
    else this.stats.answered++;
    this.finish(slot, answer.ok ? answer.action : null);
    this.dispatch();
  }

  /** The slot's job is answered (or given up); the slot is free. */
  private finish(slot: Slot, action: unknown): void {
    if (slot.stuck) clearTimeout(slot.stuck);
    slot.stuck = null;
    const p = slot.pending;
    slot.pending = null;
    p?.settle(action);
  }

  private hung(slot: Slot): void {
    this.lost(slot, `search worker gave no answer ${this.stuckAfterMs} ms past its budget: replaced`);
    void slot.worker.terminate();
  }

  /** A worker crashed, exited or hung: its job is answered with nothing and another thread takes its place. */
  private lost(slot: Slot, message: string): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return; // already replaced, or the pool closed
    this.slots.splice(i, 1);
    if (slot.pending) this.stats.failed++;
    this.stats.replaced++;
    this.log(message);
    this.finish(slot, null);
    this.dispatch();
  }
}
