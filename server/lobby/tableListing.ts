/** The lobby row of one table (kept in the room's matchmaking metadata, served by GET /api/tables). */
import type { BotLevel } from '../../shared/platform/botLevels.js';
import type { TableListing } from '../../shared/protocol/protocol.js';
import type { TableOptions } from '../../shared/protocol/tableOptions.js';
import { listedOptions } from '../../shared/protocol/tableOptionFields.js';

/** What the row shows of a seat (a live SeatRecord, or a delayed table's SeatInfo as of the delay). */
export interface ListedSeat {
  kind: 'empty' | 'human' | 'bot';
  name: string;
  color: string | null;
  /** A bot seat's level (absent or null: not shown). */
  botLevel?: BotLevel | null;
}

export type TableMetadata = Omit<TableListing, 'id'> & { isPrivate: boolean };

export function tableListing(
  opts: TableOptions,
  recs: readonly ListedSeat[],
  status: TableListing['status'],
  spectators: number,
  round: number,
): TableMetadata {
  return {
    // The options a row shows, as tableOptionFields.ts marks them (the game's own as one value).
    ...listedOptions(opts),
    status,
    isPrivate: opts.isPrivate,
    seatCount: recs.length,
    seatsTaken: recs.filter((r) => r.kind !== 'empty').length,
    humans: recs.filter((r) => r.kind === 'human').length,
    bots: recs.filter((r) => r.kind === 'bot').length,
    spectators,
    round,
    players: recs
      .filter((r) => r.kind !== 'empty')
      .map((r) => ({
        name: r.name,
        color: r.color ?? '',
        kind: r.kind as 'human' | 'bot',
        ...(r.kind === 'bot' && r.botLevel ? { botLevel: r.botLevel } : {}),
      })),
  };
}
