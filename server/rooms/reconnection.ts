/**
 * Holding a dropped client's seat for a while, timed on the table's clock: Colyseus's
 * allowReconnection in "manual" mode (no timer of its own), rejected by our timer when the time is up.
 */
import type { Client, Room } from '@colyseus/core';
import type { Timers } from '../../shared/host/timers.js';

export function awaitReconnection(room: Pick<Room, 'allowReconnection'>, timers: Timers, client: Client, seconds: number): Promise<Client> {
  const pending = room.allowReconnection(client, 'manual');
  // Colyseus answers a plain rejected promise (no reject()) when the client never joined or the room is closing.
  if (typeof (pending as { reject?: unknown }).reject !== 'function') return Promise.resolve(pending);
  const name = `reconnect:${client.sessionId}`;
  timers.set(name, seconds * 1000, () => pending.reject(new Error('reconnection timed out')));
  return Promise.resolve(pending).finally(() => timers.clear(name));
}
