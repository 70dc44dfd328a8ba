/**
 * When a finished game's replay is served, and what GET /api/games/:id says when it is not: kept apart
 * from gamesApi.ts (its zod schemas) so that the lobby's entry script can read these without zod.
 */

/**
 * A delayed game's end counts as shown (its replay served, its status told) this long after endedAt +
 * its delay. The delayed line releases the end `delay` after the live room sent it, which is after the
 * final action's write; endedAt is stamped before that write, so without a margin a slow write (a
 * PostgreSQL stall) would let the API name the winner before the delayed broadcast shows the end.
 */
export const END_SHOWN_MARGIN_MS = 5000;

/** Why GET /api/games/:id has no replay (404 `{ error, reason }`): what a client says in its own words. */
export const NO_REPLAY_REASONS = ['playing', 'closed', 'unknown'] as const;
export type NoReplayReason = (typeof NO_REPLAY_REASONS)[number];

export interface NoReplayAnswer {
  error: string;
  reason: NoReplayReason;
}
