/** The lobby row of one table (kept in the room's matchmaking metadata, served by GET /api/tables). */
import type { TableListing } from '../../shared/protocol/protocol.js';
import type { TableOptions } from '../../shared/protocol/tableOptions.js';
import type { Seats } from '../seats/seats.js';

export type TableMetadata = Omit<TableListing, 'id'> & { isPrivate: boolean };

export function tableListing(
  opts: TableOptions,
  seats: Seats,
  status: TableListing['status'],
  spectators: number,
  round: number,
): TableMetadata {
  const recs = seats.records;
  return {
    name: opts.name,
    status,
    isPrivate: opts.isPrivate,
    seatCount: recs.length,
    seatsTaken: recs.filter((r) => r.kind !== 'empty').length,
    humans: recs.filter((r) => r.kind === 'human').length,
    bots: recs.filter((r) => r.kind === 'bot').length,
    spectators,
    spectatorsAllowed: opts.spectatorsAllowed,
    round,
    roundLimit: opts.roundLimit,
    turnSeconds: opts.turnSeconds,
    broadcastDelaySeconds: opts.broadcastDelaySeconds,
    casterView: opts.casterView,
    players: recs.filter((r) => r.kind !== 'empty').map((r) => ({ name: r.name, color: r.color ?? '', kind: r.kind as 'human' | 'bot' })),
  };
}
