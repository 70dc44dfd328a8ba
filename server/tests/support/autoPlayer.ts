/**
 * A human seat played by a test over its real connection: on every state change it works out, from
 * its own view only, whether it must act, and sends one of the legal actions (seeded choice) once per
 * version. Every action it sends is remembered, so a test can send one again.
 */
import type { Room } from 'colyseus.js';
import { legalActions, type Action, type Seat } from '../../../shared/index.js';
import { stateToView } from '../../../shared/protocol/stateToView.js';
import { json } from '../helpers.js';

export class AutoPlayer {
  /** The actions sent, by the version they were sent against. */
  readonly sent = new Map<number, Action>();
  /** Versions acted on through the current connection. */
  private acted = new Set<number>();
  private pick: (n: number) => number;
  private paused = false;

  constructor(
    private room: Room,
    readonly seat: Seat,
    seed: number,
  ) {
    let s = seed >>> 0;
    this.pick = (n) => {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      return s % n;
    };
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

  private act(): void {
    if (this.paused) return;
    const view = stateToView(json(this.room), this.seat);
    if (!view || view.winner || view.activeSeat !== this.seat || this.acted.has(view.version)) return;
    const options = legalActions(view, this.seat);
    if (options.length === 0) return;
    const action = options[this.pick(options.length)]!;
    this.acted.add(view.version);
    this.sent.set(view.version, action);
    this.room.send('action', { version: view.version, action });
  }
}
