/**
 * The table around the game as the client knows it (decoded from the synced state by stateToView.ts):
 * options, seating, status. Written by client/net into the game store.
 */
import type { BotLevel } from '../platform/botLevels.js';
import type { Seat } from '../platform/seats.js';
import type { TableOptionsSource } from './tableOptionFields.js';

/** A seat at the table before and during the game. */
export interface SeatInfo {
  seat: Seat;
  kind: 'empty' | 'human' | 'bot';
  name: string;
  color: string;
  /** A human seat with a live connection (bots count as connected). */
  connected: boolean;
  /** The heuristic bot plays this seat (a bot seat, or a player away past the grace period or the turn clock). */
  botControlled: boolean;
  /** A human who left the running game for good (the bot finishes for them). */
  abandoned: boolean;
  /** A human who let the turn clock run out several turns in a row: the bot plays until they act. */
  away: boolean;
  /** A bot seat's level (issue 42); null (or absent, where a page makes its own seats) for humans and empty seats. */
  botLevel?: BotLevel | null;
}

/** What the game's HUD and scene need of a seat. */
export type SeatMeta = Pick<SeatInfo, 'seat' | 'connected' | 'botControlled' | 'away'>;

/** The table's options and status (present from joining, before the game starts). */
export interface TableInfo extends TableOptionsSource {
  status: 'lobby' | 'playing' | 'ended';
  /** -1 when the host has no seat (a spectating host) or there is none. */
  hostSeat: number;
  /** This client may add bots and start the game. */
  isHost: boolean;
  /** Epoch ms when the active turn's clock runs out (server clock); 0 = none. */
  turnDeadline: number;
}
