/**
 * A delayed table whose game has just ended stays open, and listed as of the delay, until its
 * broadcast has shown the end: closed at the usual countdown, its row would vanish from the lobby
 * (telling everyone the game was over) and its link would take nobody to the delayed broadcast's
 * last minutes. A table restored after a restart is held for its players' window, or, for a game that
 * ended before the restart (back only for its delayed viewers), until the broadcast has shown the end.
 * Either way the empty-table countdown (emptyTable.ts) follows.
 */
import { delayMsOf } from '../delayed/openDelayed.js';
import type { EmptyTableCountdown } from './emptyTable.js';
import type { RestoredTable } from './restoreTables.js';
import type { TableContext } from './tableContext.js';

export class DelayedEndHold {
  /** The table is held open until its delayed broadcast shows the end (set once, at the end or on restore). */
  private held = false;

  constructor(
    private readonly ctx: Pick<TableContext, 'cfg' | 'opts' | 'state' | 'timers'>,
    private readonly emptyTable: EmptyTableCountdown,
  ) {}

  /** A table back after a restart: open even with no client, for as long as restoredHoldSeconds says. */
  restored(restored: RestoredTable): void {
    this.emptyTable.hold(this.restoredHoldSeconds(restored));
    this.held = this.ctx.state.status === 'ended';
  }

  /** After any change: the game has just ended at a delayed table: held until the end is shown. */
  update(): void {
    if (this.held || this.ctx.state.status !== 'ended') return;
    this.held = true;
    if (delayMsOf(this.ctx.cfg, this.ctx.opts) > 0) this.emptyTable.hold(this.endShownHoldSeconds(this.ctx.timers.clock.now()));
  }

  /**
   * How long a restored table stays open with nobody in it: the players' window to come back, or, for
   * a game that ended before the restart (back only for its delayed viewers), until the broadcast has
   * shown the end, then the empty-table countdown.
   */
  private restoredHoldSeconds(restored: RestoredTable): number {
    const endedAt = restored.table.endedAt;
    if (this.ctx.state.status !== 'ended' || endedAt === null) return this.ctx.cfg.reclaimSeconds;
    return this.endShownHoldSeconds(endedAt);
  }

  /** Until a game's end is shown behind the table's delay, then the empty-table countdown (s). */
  private endShownHoldSeconds(endedAt: number): number {
    const shownAt = endedAt + delayMsOf(this.ctx.cfg, this.ctx.opts);
    return Math.max(0, shownAt - this.ctx.timers.clock.now()) / 1000 + this.ctx.cfg.emptyTableSeconds;
  }
}
