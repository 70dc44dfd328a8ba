/**
 * A human seat played by a test over its real connection: on every state change it works out, from
 * its own view only (decoded through the game's wire), whether it must act, and sends the game's bot's
 * choice on that view (seeded) once per version. Every action it sends is remembered, so a test can
 * send one again.
 */
import type { Room } from 'colyseus.js';
import type { SeatIndex } from '../../../shared/platform/gameModule.js';
import { emberforgeSubject } from '../conformance/emberforgeSubject.js';
import type { ServerSubject } from '../conformance/serverSubject.js';
import { json } from '../helpers.js';

export class AutoPlayer {
  /** The actions sent, by the version they were sent against. */
  readonly sent = new Map<number, unknown>();
  /** Versions acted on through the current connection. */
  private acted = new Set<number>();
  private rng: number;
  private paused = false;

  constructor(
    private room: Room,
    readonly seat: SeatIndex,
    seed: number,
    private readonly game: Pick<ServerSubject, 'module' | 'wire'> = emberforgeSubject,
  ) {
    this.rng = seed >>> 0 || 1;
    this.follow(room);
  }

  /** Plays on through another connection (after a restart). */
  follow(room: Room): void {
    this.room = room;
    this.acted = new Set(); // an action lost with the old connection is chosen again
    room.onStateChange(() => this.act());
    this.act();
  }

  /** Stops acting (the game waits on this seat) until `resume()`. */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.act();
  }

  /** Chooses again on the view it holds (its last action was refused, e.g. rate_limited: a person would click again). */
  retry(): void {
    this.acted = new Set();
    this.act();
  }

  private act(): void {
    if (this.paused) return;
    const { module, wire } = this.game;
    const view = wire.view(json(this.room), this.seat);
    if (view === null) return;
    const version = module.viewVersion(view);
    if (this.acted.has(version)) return;
    const pick = module.botOnView(view, this.seat, this.rng);
    if (!pick) return;
    this.rng = pick.rng;
    this.acted.add(version);
    this.sent.set(version, pick.action);
    this.room.send('action', { version, action: pick.action });
  }
}
