/**
 * Holding a dropped client's seat for a while, timed on the table's clock: Colyseus's
 * allowReconnection in "manual" mode (no timer of its own), rejected by our timer when the time is up,
 * or at once when the seat was taken back with its key from another device (the old token then fails).
 */
import type { Client, Room } from '@colyseus/core';
import type { Timers } from '../../shared/host/timers.js';

export class ReconnectionHolds {
  private readonly cancels = new Map<string, () => void>();

  constructor(
    private readonly room: Pick<Room, 'allowReconnection'>,
    private readonly timers: Timers,
  ) {}

  /** Resolves with the client that came back with the token; rejects when the time is up or the hold was cancelled. */
  await(client: Client, seconds: number): Promise<Client> {
    const pending = this.room.allowReconnection(client, 'manual');
    // Colyseus answers a plain rejected promise (no reject()) when the client never joined or the room is closing.
    if (typeof (pending as { reject?: unknown }).reject !== 'function') return Promise.resolve(pending);
    const sid = client.sessionId;
    const name = `reconnect:${sid}`;
    this.timers.set(name, seconds * 1000, () => pending.reject(new Error('reconnection timed out')));
    this.cancels.set(sid, () => pending.reject(new Error('seat taken back with its key')));
    return Promise.resolve(pending).finally(() => {
      this.timers.clear(name);
      this.cancels.delete(sid);
    });
  }

  /** Ends the hold on this session now (its reconnection token stops working). */
  cancel(sessionId: string): void {
    this.cancels.get(sessionId)?.();
  }
}
