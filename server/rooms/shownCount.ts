/**
 * The spectator count everybody is shown (`TableState.spectatorCount`, also what audience rooms
 * pass on). In a crowd, joins and leaves move the true count every few milliseconds, and each move
 * was a state patch to every spectator: at 10,000 spectators it was the most part of their frames
 * after the start (docs/SCALING.md). A change is shown at once when the last one is at least
 * SHOWN_COUNT_MS old, else SHOWN_COUNT_MS after it, with the latest value. The table's own logic
 * (the empty-table countdown) keeps using the true count.
 */
export const SHOWN_COUNT_MS = 2000;

export class ShownCount {
  private shown = -1;
  private at = 0;

  /** The count to show now; `later(ms)` asks to be called again when a held change is due. */
  next(count: number, now: number, later: (ms: number) => void): number {
    if (count === this.shown) return count;
    if (this.shown < 0 || now - this.at >= SHOWN_COUNT_MS) {
      this.shown = count;
      this.at = now;
      return count;
    }
    later(this.at + SHOWN_COUNT_MS - now);
    return this.shown;
  }
}
