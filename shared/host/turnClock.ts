/**
 * The optional turn clock: while a human plays a turn, a deadline runs; when it passes, `onExpire`
 * hands the seat to the bot (the host marks the seat away). A new turn starts a new deadline.
 */
import type { Timers } from './timers.js';

const TIMER = 'turnClock';

export class TurnClock {
  private turnKey: string | null = null;
  /** Epoch ms of the running deadline, 0 when none. */
  deadline = 0;

  constructor(
    private readonly timers: Timers,
    private readonly seconds: number,
    private readonly onExpire: (turnKey: string) => void,
  ) {}

  /**
   * Call after every change. `turnKey` names the current turn (null when no game is running);
   * `humanTurn` says whether a human (not the bot) is to play it. Returns the deadline (0 = none).
   */
  update(turnKey: string | null, humanTurn: boolean): number {
    if (this.seconds <= 0 || turnKey === null || !humanTurn) {
      this.stop();
      return 0;
    }
    if (turnKey !== this.turnKey || !this.timers.has(TIMER)) {
      this.turnKey = turnKey;
      this.deadline = this.timers.clock.now() + this.seconds * 1000;
      this.timers.set(TIMER, this.seconds * 1000, () => {
        this.deadline = 0;
        this.onExpire(turnKey);
      });
    }
    return this.deadline;
  }

  stop(): void {
    this.timers.clear(TIMER);
    this.turnKey = null;
    this.deadline = 0;
  }
}
