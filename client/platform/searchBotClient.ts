/**
 * The page's side of the search worker (issue 42): asks it for a bot seat's move and waits at most a
 * deadline. The answer is the worker's action, or null when there is none in time (the worker slow,
 * failed, or unable to search this game): the caller then plays the game's heuristic move, as the
 * server does. A worker that missed its deadline is ended (it may be stuck) and the next request
 * starts a new one. Time runs on the injected clock, so a test drives it.
 */
import type { Clock } from '../../shared/host/clock.js';
import type { SearchAnswer, SearchRequest } from './searchRequest.js';

/** What the client needs of a worker (a Web Worker, or a test's stand-in). */
export interface SearchPort {
  postMessage(request: SearchRequest): void;
  onmessage: ((e: { data: SearchAnswer }) => void) | null;
  onerror: ((e: unknown) => void) | null;
  terminate(): void;
}

/** Why no search move came: the deadline passed, or the worker said it could not (its message). */
export type SearchMiss = { kind: 'deadline' } | { kind: 'failed'; message: string };

export type SearchOutcome = { ok: true; action: unknown; iterations: number; ms: number } | { ok: false; miss: SearchMiss };

/** A Vite module worker running client/platform/searchWorker.ts. */
export function spawnSearchWorker(): SearchPort {
  return new Worker(new URL('./searchWorker.ts', import.meta.url), { type: 'module', name: 'search-bot' }) as unknown as SearchPort;
}

export class SearchBotClient {
  private port: SearchPort | null = null;
  private nextId = 1;
  private pending: { id: number; settle: (outcome: SearchOutcome) => void } | null = null;

  constructor(
    private readonly spawn: () => SearchPort,
    private readonly clock: Clock,
  ) {}

  /** Starts the worker ahead of the first move (its code loads meanwhile). */
  warmUp(): void {
    this.ensurePort();
  }

  /** The worker's move for `request`'s seat, or a miss once `deadlineMs` has passed (one request at a time: a new one abandons the last). */
  move(request: Omit<SearchRequest, 'id'>, deadlineMs: number): Promise<SearchOutcome> {
    this.abandon({ kind: 'failed', message: 'replaced by a newer request' });
    const id = this.nextId++;
    return new Promise<SearchOutcome>((resolve) => {
      const timer = this.clock.setTimeout(() => {
        if (this.pending?.id !== id) return;
        this.pending = null;
        this.stopPort(); // busy past its deadline, perhaps stuck: the next request gets a new worker
        resolve({ ok: false, miss: { kind: 'deadline' } });
      }, deadlineMs);
      this.pending = {
        id,
        settle: (outcome) => {
          this.clock.clearTimeout(timer);
          this.pending = null;
          resolve(outcome);
        },
      };
      try {
        this.ensurePort().postMessage({ ...request, id });
      } catch (e) {
        this.pending.settle({ ok: false, miss: { kind: 'failed', message: e instanceof Error ? e.message : String(e) } });
      }
    });
  }

  /** Ends the worker; a pending move misses at once. */
  dispose(): void {
    this.abandon({ kind: 'failed', message: 'stopped' });
    this.stopPort();
  }

  private abandon(miss: SearchMiss): void {
    this.pending?.settle({ ok: false, miss });
  }

  private ensurePort(): SearchPort {
    if (this.port) return this.port;
    const port = this.spawn();
    port.onmessage = (e) => {
      const answer = e.data;
      if (!this.pending || answer?.id !== this.pending.id) return; // an abandoned request's late answer
      this.pending.settle(
        answer.ok
          ? { ok: true, action: answer.action, iterations: answer.iterations, ms: answer.ms }
          : { ok: false, miss: { kind: 'failed', message: answer.message } },
      );
    };
    port.onerror = (e) => {
      this.stopPort();
      this.abandon({ kind: 'failed', message: `the search worker failed: ${errorText(e)}` });
    };
    this.port = port;
    return port;
  }

  private stopPort(): void {
    this.port?.terminate();
    this.port = null;
  }
}

function errorText(e: unknown): string {
  return typeof e === 'object' && e !== null && 'message' in e ? String((e as { message: unknown }).message) : String(e);
}
