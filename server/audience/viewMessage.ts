/**
 * A public audience room's `view` message (issue 11: one frame per action). Its spectators get the
 * whole view once (on join, when the game starts, after a resync, or when the table published an
 * action's view because its events do not give it) and otherwise only each action's `events`, which
 * they apply with the game's `viewAfterEvents` (its watched view, shared/games/<id>/wire/). The message
 * is encoded once per view, however many spectators get it.
 */
import { getMessageBytes, Protocol } from '@colyseus/core';
import { S2C, type ViewMessage } from '../../shared/protocol/protocol.js';

export class ViewMessageCache {
  private view: unknown = null;
  private bytes: Uint8Array | null = null;

  /** The bytes of a `view` message holding `view` (the last one's kept). */
  bytesOf(view: unknown): Uint8Array {
    if (view !== this.view || !this.bytes) {
      this.view = view;
      this.bytes = getMessageBytes.raw(Protocol.ROOM_DATA, S2C.view, { view } as ViewMessage);
    }
    return this.bytes;
  }
}
