/**
 * A room taking over a table brought back after a restart (restoreTables.ts): its seats (humans come
 * back disconnected, keeping their seat-key hash: the grace period runs, then the bot plays for them;
 * in a lobby the seat is freed after it; a seat the bot played before the restart, away, dropped or
 * left, stays with the bot at once, and a turn it was playing for a player whose clock ran out on it
 * goes on with it), its rebuilt game mirrored into the Schema, and the bots seeded again. The room
 * then keeps the table open for the restore window, even with no client.
 */
import { DEFAULT_BOT_LEVEL, isBotLevel } from '../../shared/platform/botLevels.js';
import { PLAYER_COLORS, type PlayerColor } from '../../shared/platform/seats.js';
import { gameSchema } from '../games/registry.js';
import type { SeatRecord } from '../seats/seats.js';
import { botCoverOf, type StoredSeat } from '../store/gameStore.js';
import { syncGame } from './fanOut.js';
import type { RestoredTable } from './restoreTables.js';
import { seatPhase, type TableContext } from './tableContext.js';

export function takeOverRestoredTable(ctx: TableContext, { table }: RestoredTable): void {
  for (const stored of table.seats) {
    const rec = ctx.seats.records[stored.seat];
    if (rec) restoreSeat(rec, stored);
  }
  ctx.writer.restoredSeats(ctx.seats.records);
  // A table stored before caster keys were got a new one (TableRoom): kept, or every restart would make another.
  if (ctx.casterKey && !table.casterKey) ctx.writer.casterKeyMade(ctx.casterKey);
  const game = ctx.session.game;
  if (game !== null) {
    ctx.state.status = ctx.session.ended ? 'ended' : 'playing';
    ctx.state.game = gameSchema(ctx.opts.game).create();
    syncGame(ctx);
    ctx.hostLoop.seedBots(table.botSeed ?? 0, ctx.seats.count);
  }
  for (const rec of ctx.seats.humans()) startRestoredGrace(ctx, rec);
  // Search bots play here: their threads load while the players come back.
  if (ctx.opts.botLevel !== 'easy' || ctx.seats.records.some((r) => r.kind === 'bot' && r.botLevel !== 'easy'))
    ctx.cfg.botThinker?.warm?.();
}

function restoreSeat(rec: SeatRecord, s: StoredSeat): void {
  const color = PLAYER_COLORS.includes(s.color as PlayerColor) ? (s.color as PlayerColor) : null;
  if (s.kind === 'empty' || color === null) return;
  Object.assign(rec, { kind: s.kind, name: s.name, color, connected: s.kind === 'bot', sessionId: null });
  rec.seatKeyHash = s.kind === 'human' ? s.seatKeyHash : null;
  // A bot stored before levels (issue 42) plays Easy, as it did then.
  rec.botLevel = s.kind === 'bot' && isBotLevel(s.botLevel) ? s.botLevel : DEFAULT_BOT_LEVEL;
  if (s.kind !== 'human') return;
  // The bot goes on at once where it played for the player before the restart (the turn their clock ran
  // out on, away, dropped past the grace period, gone for good); a missed-turn count goes on too. Their
  // seat key still gives it back.
  Object.assign(rec, botCoverOf(s));
}

/**
 * Nobody is connected yet: the player has the grace period to come back (seat key), then the bot plays
 * (or, in a lobby, the seat is freed). A seat the bot already played before the restart goes on with it.
 */
function startRestoredGrace(ctx: TableContext, rec: SeatRecord): void {
  if (ctx.state.status !== 'lobby' && ctx.seats.botControlled(rec.seat)) return;
  ctx.timers.set(`grace:${rec.seat}`, ctx.cfg.graceSeconds * 1000, () => {
    if (rec.connected || rec.kind !== 'human') return;
    if (seatPhase(ctx) === 'lobby') ctx.seats.vacate(rec.seat);
    else rec.graceExpired = true;
    ctx.afterChange();
  });
}
