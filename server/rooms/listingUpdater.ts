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
    const listing = tableListing(ctx.opts, ctx.seats, s.status as TableListing['status'], s.spectatorCount, ctx.session.game?.round ?? 0);
    const key = JSON.stringify(listing);
    if (key === this.key) return;
    this.key = key;
    this.room.setMetadata(listing).catch((e: unknown) => ctx.log('setMetadata failed:', e));
  }
}
