/**
 * Which handler answers which message type. Every handler runs behind the rate limit, the size limit
 * and a catch-all (guardMessage), and every unknown type gets an `unknown_message` error: a message
 * can only ever get an error reply.
 */
import type { Client, Room } from '@colyseus/core';
import { guardMessage, Refusal, type Handler } from '../net/messageGuard.js';
import { C2S, S2C } from '../../shared/protocol/protocol.js';
import type { HostRole } from './hostRole.js';
import type { TableContext } from './tableContext.js';
import type { GameStart } from './gameStart.js';
import { addBots, playAction, removeBot, resume } from './tableCommands.js';
import { sendWelcome } from './welcome.js';

export function registerHandlers(ctx: TableContext, host: HostRole, start: GameStart, room: Pick<Room, 'onMessage'>): void {
  const handle = (type: string, handler: Handler) =>
    room.onMessage(type, (client: Client, message: unknown) => guardMessage(ctx.cfg, ctx.roomId, client, type, message, handler));
  handle(C2S.action, (c, d, m) => playAction(ctx, c, d, m));
  handle(C2S.addBots, (c, _d, m) => addBots(ctx, host, c, m));
  handle(C2S.removeBot, (c, _d, m) => removeBot(ctx, host, c, m));
  handle(C2S.start, (c, _d, m) => start.request(c, m));
  handle(C2S.resume, (_c, d) => resume(ctx, d));
  handle(C2S.hello, (c) => {
    sendWelcome(ctx, c, host.session);
    ctx.focus.greet(c);
  });
  handle(C2S.focus, (_c, d, m) => ctx.focus.offer(d, m));
  handle(C2S.ping, (c) => c.send(S2C.pong, { t: ctx.timers.clock.now() }));
  room.onMessage('*', (client: Client, type: string | number, message: unknown) => {
    const name = String(type).slice(0, 40);
    guardMessage(ctx.cfg, ctx.roomId, client, name, message, () => {
      throw new Refusal('unknown_message', `Unknown message type "${name}"`);
    });
  });
}

/** A message msgpack could not decode: answered like any other bad message (the client stays). */
export function refuseUndecodable(ctx: TableContext, client: Client, type: string): void {
  guardMessage(ctx.cfg, ctx.roomId, client, type, undefined, () => {
    throw new Refusal('invalid_message', 'The server could not decode this message');
  });
}
