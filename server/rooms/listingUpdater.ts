/** The table's entry in the lobby list (room metadata), updated only when it changes. */
import type { Room } from '@colyseus/core';
import { tableListing } from '../lobby/tableListing.js';
import type { TableListing } from '../../shared/protocol/protocol.js';
import type { TableContext } from './tableContext.js';

export class ListingUpdater {
  private key = '';

  constructor(private readonly room: Pick<Room, 'setMetadata'>) {}

  update(ctx: TableContext): void {
    const s = ctx.state;
    const d = ctx.delayed;
    // A delayed table's row, once its game started, is the table as of the delay (status, round,
    // players, spectators): the lobby must not tell what the delayed broadcast does not yet show.
    const listing =
      d && s.status !== 'lobby'
        ? tableListing(
            ctx.opts,
            d.delayedMeta.seats,
            d.delayedMeta.status as TableListing['status'],
            d.delayedMeta.spectatorCount,
            d.delayedGame !== null ? ctx.module.round(d.delayedGame) : 0,
          )
        : tableListing(
            ctx.opts,
            ctx.seats.shown(),
            s.status as TableListing['status'],
            s.spectatorCount,
            ctx.session.game !== null ? ctx.module.round(ctx.session.game) : 0,
          );
    const key = JSON.stringify(listing);
    if (key === this.key) return;
    this.key = key;
    this.room.setMetadata(listing).catch((e: unknown) => ctx.log('setMetadata failed:', e));
  }
}
