/**
 * The page's side of the search worker (issue 42), a thinker for the host loop (shared/host/botThinker.ts):
 * it posts one bot seat's view to the worker and resolves with the action the worker chose, or null
 * (the worker could not search this game, or failed): the host loop then plays the game's heuristic
 * move. The host loop keeps the deadline; when it stops waiting (its signal aborts) a worker still busy
 * is ended, as it may be stuck, and the next question starts a new one. One question at a time.
 */
import type { BotThinker } from '../../shared/host/botThinker.js';
import type { SearchAnswer, SearchAsk, SearchRequest } from './searchRequest.js';

/** What the client needs of a worker (a Web Worker, or a test's stand-in). */
export interface SearchPort {
  postMessage(request: SearchRequest): void;
  onmessage: ((e: { data: SearchAnswer }) => void) | null;
  onerror: ((e: unknown) => void) | null;
  terminate(): void;
}

/** A Vite module worker running client/platform/searchWorker.ts. */
export function spawnSearchWorker(): SearchPort {
  return new Worker(new URL('./searchWorker.ts', import.meta.url), { type: 'module', name: 'search-bot' }) as unknown as SearchPort;
}

/** Why the last question got no action (for the page's console and tests). */
export type SearchMiss = 'aborted' | 'failed' | null;

export class SearchBotClient implements BotThinker {
  private port: SearchPort | null = null;
  private nextId = 1;
  private pending: { id: number; settle: (action: unknown, miss: SearchMiss) => void } | null = null;
  /** Questions answered with an action, and the last miss (tests, the console). */
  answered = 0;
  lastMiss: SearchMiss = null;

  constructor(
    private readonly spawn: () => SearchPort,
    private readonly report: (message: string) => void = () => {},
  ) {}

  /** Starts the worker ahead of the first question (its code loads meanwhile): BotThinker's warm. */
  warm(): void {
    this.ensurePort();
  }

  /** The worker's action for `ask`'s seat, or null; a newer question or `signal` abandons it. */
  think(ask: SearchAsk, signal?: AbortSignal): Promise<unknown> {
    this.pending?.settle(null, 'aborted');
    if (signal?.aborted) return Promise.resolve(null);
    const id = this.nextId++;
    return new Promise<unknown>((resolve) => {
      const onAbort = () => {
        if (this.pending?.id !== id) return;
        this.stopPort(); // still busy when the host stopped waiting: perhaps stuck
        this.pending.settle(null, 'aborted');
      };
      this.pending = {
        id,
        settle: (action, miss) => {
          signal?.removeEventListener('abort', onAbort);
          this.pending = null;
          this.lastMiss = miss;
          if (miss === null) this.answered++;
          resolve(action);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        this.ensurePort().postMessage({ ...ask, id });
      } catch (e) {
        this.report(`the search worker did not start: ${errorText(e)}`);
        this.pending.settle(null, 'failed');
      }
    });
  }

  /** Ends the worker; a question still open gets null. */
  dispose(): void {
    this.pending?.settle(null, 'aborted');
    this.stopPort();
  }

  private ensurePort(): SearchPort {
    if (this.port) return this.port;
    const port = this.spawn();
    port.onmessage = (e) => {
      const answer = e.data;
      if (!this.pending || answer?.id !== this.pending.id) return; // an abandoned question's late answer
      if (answer.ok) this.pending.settle(answer.action, null);
      else {
        this.report(`the search worker could not search: ${answer.message}`);
        this.pending.settle(null, 'failed');
      }
    };
    port.onerror = (e) => {
      this.report(`the search worker failed: ${errorText(e)}`);
      this.stopPort();
      this.pending?.settle(null, 'failed');
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
