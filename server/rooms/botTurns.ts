/**
 * The host loop's two calls into the table (shared/host/hostLoop.ts): a bot's move, committed once
 * written, and a human's turn clock running out, after which the bot plays that turn.
 */
import type { Seat } from '../../shared/platform/seats.js';
import type { BotMoveResult } from '../../shared/host/hostLoop.js';
import { S2C, type TurnTimedOutMessage } from '../../shared/protocol/protocol.js';
import type { SessionAction, SessionEvent, SessionState } from '../game/gameSession.js';
import { commitAction } from './fanOut.js';
import type { TableContext } from './tableContext.js';

/** The bot's move, written before it is sent; if the write fails the bot tries again a moment later. */
export function commitBotMove(ctx: TableContext, seat: Seat, move: BotMoveResult): void {
  const from = ctx.module.version(move.state) - 1;
  const [next, action, events] = [move.state as SessionState, move.action as SessionAction, move.events as SessionEvent[]];
  ctx.writer.action(
    () => (ctx.session.version === from ? { next, seat, action, events } : null),
    (d) => commitAction(ctx, d.next, d.seat, d.action, d.events),
    () => ctx.timers.set('botRetry', Math.max(1000, ctx.opts.botDelayMs), () => ctx.afterChange()),
  );
}

/**
 * The turn clock ran out on a human's turn: the bot plays this turn (Seats.turnTimedOut), and
 * everyone is told, in the log (`broadcast`: the room's, to its clients; the feed: to the audience).
 */
export function turnExpired(ctx: TableContext, seat: Seat, broadcast: (type: string, message: unknown) => void): void {
  const missed = ctx.seats.turnTimedOut(seat);
  if (missed) {
    const notice: TurnTimedOutMessage = { seat, ...missed };
    broadcast(S2C.turnTimedOut, notice);
    ctx.feed.turnTimedOut(notice);
  }
  ctx.afterChange();
}
