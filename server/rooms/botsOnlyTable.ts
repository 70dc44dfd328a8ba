/**
 * A public table that only bots play (issue 38, 6: the store's retention). Anyone may start one and
 * leave it to play itself out, and each such game writes its whole action log (about 19 KB): at
 * `botDelayMs: 0` from a script, as fast as the server runs. So:
 * - its bots wait at least `ServerConfig.botsOnlyMinDelayMs` (300 ms) before each move, whatever the
 *   table's botDelayMs (a private table, or one a person plays at, keeps its own pace);
 * - its finished game is listed in /api/games only if a person watched it end (a client connected to
 *   the table room, or a viewer in one of its audience or delayed rooms, when the last action is
 *   written). Unlisted, it is still served by its id (the end-of-game dialog's replay link) until
 *   RETENTION_DAYS prune it (store/retention.ts).
 */
import type { TableContext } from './tableContext.js';

type BotsOnlyContext = Pick<TableContext, 'seats' | 'opts' | 'cfg'>;

/** Every seat is a bot (a human's seat the bot plays for them is still theirs: not bots-only). */
export function botsOnly(ctx: Pick<TableContext, 'seats'>): boolean {
  return ctx.seats.records.every((r) => r.kind === 'bot');
}

/** The pause before a bot's move at this table now: its botDelayMs, raised for a public bots-only table. */
export function botDelayMs(ctx: BotsOnlyContext): number {
  const own = ctx.opts.botDelayMs;
  return !ctx.opts.isPrivate && botsOnly(ctx) ? Math.max(own, ctx.cfg.botsOnlyMinDelayMs) : own;
}

/**
 * Whether a person played the game that ends now, or is watching it end: `clients` connected to the
 * table room (players and spectators), or viewers its audience and delayed rooms report.
 */
export function watchedAtEnd(ctx: Pick<TableContext, 'seats' | 'feed' | 'timers'>, clients: number): boolean {
  if (!botsOnly(ctx)) return true;
  return clients > 0 || ctx.feed.counts.remote(ctx.timers.clock.now()) > 0;
}
