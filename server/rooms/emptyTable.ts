/**
 * The empty-table countdown. The last client left a running or finished game (a bots-only table, or
 * every player gone for good): keep the table for `emptyTableSeconds`, so that a spectator who reloads
 * the page or follows a link a moment later still finds it. Anyone joining or reconnecting stops the
 * countdown; when it runs out, Colyseus disposes of the room if it is still empty (and no reconnection
 * is pending). Lobbies close at once. Timed on the table's clock: the room's auto-dispose is held off
 * (autoDispose = false) while the countdown runs.
 *
 * A table restored after a restart is held open for its players' window (`hold`) whoever comes and
 * goes meanwhile: a visitor who leaves (or a join refused) does not shorten it, since nothing else
 * keeps such a table for the players not back yet (before a restart, their reconnection holds do).
 */
import type { Timers } from '../../shared/host/timers.js';

const TIMER = 'emptyTable';

export interface DisposableRoom {
  readonly clients: { readonly length: number };
  /** Room.autoDispose: false holds off Colyseus's own disposal of an empty room. */
  setAutoDispose(on: boolean): void;
  /** Let Colyseus dispose of the room now if it is empty (Room.resetAutoDisposeTimeout(0)). */
  disposeIfEmptySoon(): void;
}

export class EmptyTableCountdown {
  private running = false;
  /** The end of a restored table's hold (the table's clock, ms); 0: none. */
  private heldUntil = 0;
  /** Spectators in audience rooms watch this table: it stays, whoever is in the table room itself. */
  private watched = false;

  constructor(
    private readonly room: DisposableRoom,
    private readonly timers: Timers,
    private readonly seconds: number,
  ) {}

  startIfEmpty(status: string): void {
    if (this.watched || this.room.clients.length > 0) return;
    const held = Math.max(0, this.heldUntil - this.timers.clock.now()) / 1000;
    const countdown = status === 'lobby' ? 0 : this.seconds;
    if (Math.max(held, countdown) > 0) this.run(Math.max(held, countdown));
  }

  /** Keeps the table open for `seconds` whoever comes and goes (a table restored after a restart, before anyone is back). */
  hold(seconds: number): void {
    this.heldUntil = this.timers.clock.now() + seconds * 1000;
    this.run(seconds);
  }

  private run(seconds: number): void {
    this.running = true;
    this.room.setAutoDispose(false);
    this.timers.set(TIMER, seconds * 1000, () => {
      this.running = false;
      this.room.setAutoDispose(true);
      this.room.disposeIfEmptySoon();
    });
  }

  /** The table's audience rooms hold `count` spectators: kept open while any watch; the countdown starts when the last one leaves. */
  audience(count: number, status: string): void {
    if (count > 0 === this.watched) return;
    this.watched = count > 0;
    if (this.watched) {
      this.cancel();
      this.room.setAutoDispose(false);
      return;
    }
    this.room.setAutoDispose(true);
    this.startIfEmpty(status);
    if (!this.running && this.room.clients.length === 0) this.room.disposeIfEmptySoon();
  }

  cancel(): void {
    if (!this.running) return;
    this.running = false;
    this.timers.clear(TIMER);
    this.room.setAutoDispose(true);
  }
}
