/**
 * Sync and fan-out of an accepted action: record it, mirror the engine state into Schema, then send
 * the patch and each recipient its redacted events, with every socket corked so both frames leave in
 * one write per client.
 */
import { getMessageBytes, Protocol } from '@colyseus/core';
import type { SessionAction, SessionEvent, SessionState } from '../game/gameSession.js';
import type { Seat } from '../../shared/platform/seats.js';
import type { EventsWire } from '../../shared/protocol/eventsEnvelope.js';
import { withCorkedSockets } from '../net/corkedSends.js';
import { SharedFrame } from '../net/sharedFrame.js';
import type { ClientData } from '../net/messageGuard.js';
import { S2C } from '../../shared/protocol/protocol.js';
import { gameSchema } from '../games/registry.js';
import type { TableContext } from './tableContext.js';

const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

export function commitAction(ctx: TableContext, next: SessionState, actor: Seat, action: SessionAction, events: SessionEvent[]): void {
  const m = ctx.module;
  const version = m.version(next);
  const ended = m.outcome(next) !== null;
  const probe = ctx.cfg.onAccepted;
  const acceptedAt = probe ? monotonicMs() : 0;
  ctx.session.accept(next, actor, action, events);
  if (ended) ctx.state.status = 'ended';
  ctx.feed.beginAction();
  const pub = syncGame(ctx);
  ctx.afterChange(); // seats, turn clock and bot timer go out in the same patch
  const spectatorWire = m.encodeEvents(version, actor, m.redactEvents(events, 'spectator'));
  withCorkedSockets(ctx.clients, () => {
    ctx.broadcastPatch();
    sendEvents(ctx, version, actor, events, spectatorWire);
  });
  // The audience rooms get the same public view and spectator events (after the write-ahead write).
  if (pub !== null) ctx.feed.commit(pub, { version, seat: actor, events: spectatorWire }, events);
  if (probe) {
    try {
      probe({ tableId: ctx.roomId, version, ended, acceptedAt, sentAt: monotonicMs() });
    } catch (e) {
      ctx.log('onAccepted probe failed:', e);
    }
  }
}

/** Mirrors the engine state into the Schema: the public view for all, each hand into its seat's view. */
export function syncGame(ctx: TableContext): unknown {
  const game = ctx.session.game;
  const target = ctx.state.game;
  if (game === null || !target) return null;
  return gameSchema(ctx.opts.game).sync(target, game, (seat, part) => ctx.seatViews.of(seat).add(part));
}

/** Seats get their own redaction; spectators all get the same bytes, redacted and encoded once. */
function sendEvents(ctx: TableContext, version: number, actor: Seat, events: SessionEvent[], spectatorWire: EventsWire): void {
  let spectatorFrame: SharedFrame | null = null;
  for (const c of ctx.clients) {
    const d = c.userData as ClientData | undefined;
    if (!d) continue;
    if (d.role === 'player' && d.seat !== null) {
      c.send(S2C.events, ctx.module.encodeEvents(version, actor, ctx.module.redactEvents(events, d.seat)));
    } else {
      spectatorFrame ??= new SharedFrame(getMessageBytes.raw(Protocol.ROOM_DATA, S2C.events, spectatorWire));
      spectatorFrame.sendTo(c);
    }
  }
}
