/**
 * What clients ask of a table, one handler each: play an action, and the host's lobby commands (add
 * or remove bots; the start is gameStart.ts), and `resume` after the turn clock ran out. Each handler
 * answers a bad request by throwing a Refusal (sent back as an `error`); the engine decides every rule.
 */
import type { Client } from '@colyseus/core';
import { Refusal, refuse, type ClientData } from '../net/messageGuard.js';
import { parseGameAction } from '../../shared/platform/parseGameAction.js';
import { levelsFor } from '../../shared/platform/botLevels.js';
import type { SessionAction, SessionEvent, SessionState } from '../game/gameSession.js';
import type { Seat } from '../../shared/platform/seats.js';
import { parsePayload, type C2SPayload } from '../../shared/protocol/messages.js';
import { C2S, S2C, type AnyErrorCode } from '../../shared/protocol/protocol.js';
import { commitAction } from './fanOut.js';
import type { HostRole } from './hostRole.js';
import { StoreWriteFailed, type Decided } from './persistence.js';
import { seatPhase, type TableContext } from './tableContext.js';

/** The checked payload of a control message, or a refusal with its error code. */
export function payload<T extends keyof typeof C2S>(type: T, message: unknown): C2SPayload<T> {
  const p = parsePayload(type, message);
  if (!p.ok) throw new Refusal(p.code, p.message);
  return p.value;
}

export function playAction(ctx: TableContext, client: Client, d: ClientData, message: unknown): void {
  if (d.role !== 'player' || d.seat === null) throw new Refusal('not_a_player', 'Spectators cannot play');
  if (!ctx.session.game) throw new Refusal('not_started', 'The game has not started');
  const envelope = payload(C2S.action, message);
  const sent = envelope.version;
  const parsed = parseGameAction(ctx.module.actionSchema, envelope.action);
  if (!parsed.ok) throw new Refusal('invalid_action', parsed.message, sent);
  const seat = d.seat;
  // Decided after every earlier write of the table, written, then sent (rooms/persistence.ts).
  ctx.writer.action(
    () => decideAction(ctx, seat, sent, parsed.action),
    (a) => {
      commitAction(ctx, a.next, a.seat, a.action, a.events);
      client.send(S2C.accepted, { version: ctx.module.version(a.next) });
    },
    (e) => refuseLater(ctx, client, sent, e),
  );
}

/** The engine's verdict on a player's action against the game as committed now (throws a Refusal). */
function decideAction(
  ctx: TableContext,
  seat: Seat,
  sent: number,
  action: SessionAction,
): Decided<SessionState, SessionAction, SessionEvent> {
  const game = ctx.session.game!;
  const version = ctx.module.version(game);
  // The player acts: a seat the turn clock handed to the bot is theirs again.
  if (ctx.seats.playerBack(seat)) ctx.afterChange();
  if (ctx.session.ended) throw new Refusal('game_over', 'The game is over', sent);
  if (sent !== version) throw new Refusal('stale_version', `Sent against version ${sent}; the game is at ${version}`, sent);
  const result = ctx.module.apply(game, seat, action);
  // The game's own refusal code (its engine's), passed on as it is.
  if (!result.ok) throw new Refusal(result.error.code as AnyErrorCode, result.error.message, sent);
  return { next: result.state, seat, action, events: result.events };
}

/** An action refused after waiting for the table's earlier writes: answered like any refusal. */
function refuseLater(ctx: TableContext, client: Client, sent: number, e: unknown): void {
  if (e instanceof Refusal) return refuse(client, C2S.action, e);
  if (!(e instanceof StoreWriteFailed)) ctx.log('action failed:', e);
  refuse(client, C2S.action, new Refusal('store_failed', 'The server could not save this action, so it was not played. Try again.', sent));
}

export function addBots(ctx: TableContext, host: HostRole, client: Client, message: unknown): void {
  host.requireHost(client, seatPhase(ctx));
  const p = payload(C2S.addBots, message);
  const count = p?.count ?? ctx.seats.count;
  const level = p?.level ?? ctx.opts.botLevel;
  const offered = levelsFor(ctx.module);
  if (!offered.includes(level)) {
    throw new Refusal('invalid_message', `${ctx.module.name} offers no ${level} bot: its levels are ${offered.join(', ')}`);
  }
  if (ctx.seats.addBots(count, level) === 0) throw new Refusal('no_free_seat', 'There is no free seat');
  if (level !== 'easy') ctx.cfg.botThinker?.warm?.(); // a search bot will play here: its threads load meanwhile
  ctx.afterChange();
}

export function removeBot(ctx: TableContext, host: HostRole, client: Client, message: unknown): void {
  host.requireHost(client, seatPhase(ctx));
  const { seat } = payload(C2S.removeBot, message);
  if (ctx.seats.records[seat]?.kind !== 'bot') throw new Refusal('bad_seat', 'Expected { seat } of a bot seat');
  ctx.seats.vacate(seat);
  ctx.afterChange();
}

/** The player is back after the turn clock handed the seat to the bot. */
export function resume(ctx: TableContext, d: ClientData): void {
  if (d.role !== 'player' || d.seat === null) throw new Refusal('not_a_player', 'Spectators have no seat');
  ctx.seats.playerBack(d.seat);
  ctx.afterChange();
}
