/**
 * Sync and fan-out of an accepted action: record it, mirror the engine state into Schema, then send
 * the patch and each recipient its redacted events, with every socket corked so both frames leave in
 * one write per client.
 */
import { getMessageBytes, Protocol } from '@colyseus/core';
import type { Action, GameEvent, GameState, GameView } from '../../shared/index.js';
import type { Seat } from '../../shared/platform/seats.js';
import { redactEvents } from '../game/engine.js';
import { encodeEvents, type EventsWire } from '../../shared/games/emberforge/wire/eventsWire.js';
import { withCorkedSockets } from '../net/corkedSends.js';
import { SharedFrame } from '../net/sharedFrame.js';
import type { ClientData } from '../net/messageGuard.js';
import { S2C } from '../../shared/protocol/protocol.js';
import { gameSchema } from '../games/registry.js';
import type { TableContext } from './tableContext.js';

const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

export function commitAction(ctx: TableContext, next: GameState, actor: Seat, action: Action, events: GameEvent[]): void {
  const probe = ctx.cfg.onAccepted;
  const acceptedAt = probe ? monotonicMs() : 0;
  ctx.session.accept(next, actor, action, events);
  if (next.phase === 'ended') ctx.state.status = 'ended';
  ctx.feed.beginAction();
  const pub = syncGame(ctx);
  ctx.afterChange(); // seats, turn clock and bot timer go out in the same patch
  const spectatorWire = encodeEvents(next.version, actor, redactEvents(events, 'spectator'));
  withCorkedSockets(ctx.clients, () => {
    ctx.broadcastPatch();
    sendEvents(ctx, next.version, actor, events, spectatorWire);
  });
  // The audience rooms get the same public view and spectator events (after the write-ahead write).
  if (pub) ctx.feed.commit(pub, { version: next.version, seat: actor, events: spectatorWire }, events);
  if (probe) {
    try {
      probe({ version: next.version, ended: next.phase === 'ended', acceptedAt, sentAt: monotonicMs() });
    } catch (e) {
      ctx.log('onAccepted probe failed:', e);
    }
  }
}

/** Mirrors the engine state into the Schema: the public view for all, each hand into its seat's view. */
export function syncGame(ctx: TableContext): GameView | null {
  const game = ctx.session.game;
  const target = ctx.state.game;
  if (!game || !target) return null;
  return gameSchema(ctx.opts.game).sync(target, game, (seat, part) => ctx.seatViews.of(seat).add(part)) as GameView;
}

/** Seats get their own redaction; spectators all get the same bytes, redacted and encoded once. */
function sendEvents(ctx: TableContext, version: number, actor: Seat, events: GameEvent[], spectatorWire: EventsWire): void {
  let spectatorFrame: SharedFrame | null = null;
  for (const c of ctx.clients) {
    const d = c.userData as ClientData | undefined;
    if (!d) continue;
    if (d.role === 'player' && d.seat !== null) {
      c.send(S2C.events, encodeEvents(version, actor, redactEvents(events, d.seat)));
    } else {
      spectatorFrame ??= new SharedFrame(getMessageBytes.raw(Protocol.ROOM_DATA, S2C.events, spectatorWire));
      spectatorFrame.sendTo(c);
    }
  }
}
