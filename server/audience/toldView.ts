/**
 * What a public audience room's spectators hold of the game (issue 11: one frame per action). They
 * get the whole view once (`view` message: on join, when the game starts, after a resync) and then
 * only each action's `events`, which they apply with the engine's `viewAfterEvents`
 * (shared/protocol/watchedView.ts). Before sending an item's events the room checks, once for all
 * its spectators, that those events take the view they hold to the item's view; when they do not (a
 * game start, a resync, a gap, an engine that disagrees with itself), it sends the view itself.
 */
import { isDeepStrictEqual } from 'node:util';
import { getMessageBytes, Protocol } from '@colyseus/core';
import { viewAfterEvents } from '../../shared/engine/viewAfterEvents.js';
import type { GameView } from '../../shared/index.js';
import { decodeEvents } from '../../shared/protocol/eventsWire.js';
import { S2C, type ViewMessage } from '../../shared/protocol/protocol.js';
import type { FeedItem } from './feedWire.js';

export class ToldView {
  private view: GameView | null = null;
  private bytes: Uint8Array | null = null;
  /** Items whose events did not reproduce their view although they followed the view held (an engine bug: logged). */
  mismatches = 0;

  get current(): GameView | null {
    return this.view;
  }

  /** The view every spectator holds now, as the bytes of a `view` message (encoded once per view). */
  messageBytes(): Uint8Array | null {
    if (!this.view) return null;
    return (this.bytes ??= getMessageBytes.raw(Protocol.ROOM_DATA, S2C.view, { view: this.view } satisfies ViewMessage));
  }

  /** The spectators are sent `view` itself (a snapshot). */
  reset(view: GameView | null): void {
    if (view === this.view) return;
    this.view = view;
    this.bytes = null;
  }

  /**
   * An item moves the game on: true when its events alone take the spectators to its view (send
   * them only), false when the view must be sent too (before the events, which are then old news).
   */
  advance(item: FeedItem): boolean {
    const before = this.view;
    const next = item.view ?? null;
    if (!next) return true; // nothing of the game changed
    this.reset(next);
    if (!before || !item.action) return false;
    const m = decodeEvents(item.action.events);
    if (!m || m.version !== before.version + 1 || m.version !== next.version) return false;
    try {
      if (isDeepStrictEqual(viewAfterEvents(before, m), next)) return true;
    } catch {
      // counted below
    }
    this.mismatches += 1;
    return false;
  }
}
