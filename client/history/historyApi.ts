/** The history API as the client reads it (GET /api/games, GET /api/games/:id). */
import type { GameReplay, GameSummary, GameSummaryAnswer, GamesPage } from '../../shared/protocol/gamesApi.js';
import { NO_REPLAY_REASONS, type NoReplayReason } from '../../shared/protocol/gameRelease.js';
import { resolveEndpoint } from '../net/endpoint.js';

/** A refused request: the server's words, and for a missing replay why in one word (to say in the page's language). */
export class HistoryApiError extends Error {
  constructor(
    message: string,
    readonly reason: NoReplayReason | null,
  ) {
    super(message);
  }
}

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${resolveEndpoint({}).http}${path}`);
  const body = (await res.json().catch(() => null)) as (T & { error?: string; reason?: string }) | null;
  if (!res.ok || !body) {
    const reason = NO_REPLAY_REASONS.find((r) => res.status === 404 && r === body?.reason) ?? null;
    throw new HistoryApiError(body?.error ?? `HTTP ${res.status}`, reason);
  }
  return body;
}

/** Where the next page starts: the last page's `next` and `nextId`. */
export interface GamesCursor {
  before: number;
  beforeId?: string;
}

export function fetchGames(after?: GamesCursor, limit = 20): Promise<GamesPage> {
  const q = new URLSearchParams({ limit: String(limit) });
  if (after) q.set('before', String(after.before));
  if (after?.beforeId !== undefined) q.set('beforeId', after.beforeId);
  return getJson<GamesPage>(`/api/games?${q}`);
}

export function fetchReplay(id: string): Promise<GameReplay> {
  return getJson<GameReplay>(`/api/games/${encodeURIComponent(id)}`);
}

/** A game's summary once its replay can be watched; null while it has none (live, unknown, closed early). */
export async function fetchSummary(id: string): Promise<GameSummary | null> {
  return (await getJson<GameSummaryAnswer>(`/api/games/${encodeURIComponent(id)}/summary`)).summary;
}

/** The replay as a file (its game, config + log, and the result for reference): what `npm run replay` reads. */
export function replayFileText(r: GameReplay): string {
  return JSON.stringify({ id: r.id, game: r.game, config: r.config, log: r.log, result: r.result }, null, 1);
}
