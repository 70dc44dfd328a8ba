/**
 * The after-change sync (TableRoom.afterChange, ctx.afterChange): after anything changed at the table,
 * everything that follows from it. The seat rows and the store's copy of them, the host seat, the
 * turn clock and the bots' scheduling (the host loop), the spectator count shown to everybody, the
 * holds that keep the table open, its lobby row, the audience feed's table meta and the focus relay.
 */
import { turnKeyOf } from '../../shared/host/hostLoop.js';
import { syncSeatRecords } from '../seats/seatRows.js';
import type { DelayedEndHold } from './delayedEndHold.js';
import type { EmptyTableCountdown } from './emptyTable.js';
import type { HostRole } from './hostRole.js';
import type { ListingUpdater } from './listingUpdater.js';
import { ShownCount } from './shownCount.js';
import type { TableContext } from './tableContext.js';

export interface TableSyncParts {
  readonly host: HostRole;
  readonly emptyTable: EmptyTableCountdown;
  readonly endHold: DelayedEndHold;
  /** The table's row in the lobby list. */
  readonly lobbyEntry: ListingUpdater;
}

export class TableSync {
  /** The spectator count shown to everybody: at most one change per 2 s (a crowd moves it constantly). */
  private readonly shownCount = new ShownCount();

  constructor(
    private readonly ctx: TableContext,
    private readonly parts: TableSyncParts,
  ) {}

  /** After any change: seats, host seat, turn clock, bot scheduling, lobby listing. */
  afterChange(): void {
    const { ctx, parts } = this;
    const state = ctx.state;
    ctx.seats.currentTurn = turnKeyOf(ctx.module, ctx.session.game); // a timed-out turn is the bot's
    syncSeatRecords(state.seats, ctx.seats);
    ctx.writer.seats(ctx.seats.records); // written only when they changed
    state.hostSeat = parts.host.seatOf(ctx.seats);
    state.turnDeadline = ctx.hostLoop.update();
    const audience = ctx.feed.counts.remote(ctx.timers.clock.now());
    const clock = ctx.timers.clock;
    state.spectatorCount = this.shownCount.next(ctx.feed.counts.local + audience, clock.now(), (ms) =>
      ctx.timers.set('shownCount', ms, () => ctx.afterChange()),
    );
    parts.endHold.update();
    parts.emptyTable.audience(audience, state.status);
    this.updateListing();
    ctx.feed.metaMaybeChanged();
    ctx.focus.tableChanged();
  }

  /** The lobby row, unless the table is not listed yet (before its creator joined). */
  updateListing(): void {
    if (!this.parts.host.opening) this.parts.lobbyEntry.update(this.ctx);
  }
}
