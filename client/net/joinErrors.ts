/**
 * Readable reasons for a failed join, spectate or reconnection. colyseus.js rejects with a
 * MatchMakeError carrying the server's code: 4212 when the room id is unknown (the table closed, or
 * a wrong link; also, with a "locked" message, when the room is full for now), 4213 "already full",
 * 4214 when a seat reservation or reconnection token has expired; the room's own
 * refusals (full table, game started, ...) come as readable messages already; 4290 (our own
 * MATCHMAKE_CODE.crowded) when more joins wait from the caller's address than the server holds.
 */
import { MATCHMAKE_CODE } from '../../shared/protocol/protocol.js';

const MATCHMAKE_INVALID_ROOM_ID = 4212;
const MATCHMAKE_EXPIRED = 4214;

/** Every code a failed join is reported with (each has its `error.<code>` text in both languages). */
export const JOIN_ERROR_CODES = ['table_not_found', 'table_full', 'crowded', 'seat_expired', 'join_refused', 'server_unreachable'] as const;

/** A join that failed, with a code for the UI (`lastError.code`) and a message to show. */
export class TableJoinError extends Error {
  constructor(
    readonly code: (typeof JOIN_ERROR_CODES)[number],
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TableJoinError';
  }
}

export const TABLE_GONE_MESSAGE = 'This table no longer exists: its game is over or everyone left. Pick another table in the lobby.';

export const TABLE_FULL_MESSAGE = 'This table is full right now (every place in its room is taken): try again in a moment.';

export const CROWDED_MESSAGE = 'Many people are joining from your network right now: try again in a moment.';

export function describeJoinError(e: unknown): TableJoinError {
  if (e instanceof TableJoinError) return e;
  const code = typeof (e as { code?: unknown })?.code === 'number' ? (e as { code: number }).code : null;
  const text = e instanceof Error ? e.message : typeof e === 'string' ? e : '';
  // Every place of the room taken: Colyseus answers "<id> is already full." (or, once it has locked the
  // room, 'room "<id>" is locked' with the code of an unknown room). The table is there, only full for
  // now: a seat key must not be forgotten for that.
  if (/ is already full\.$|room "[^"]*" is locked/.test(text)) return new TableJoinError('table_full', TABLE_FULL_MESSAGE, { cause: e });
  // More joins waiting from this address than the server holds at once (MATCHMAKE_CODE.crowded).
  if (code === MATCHMAKE_CODE.crowded) return new TableJoinError('crowded', text || CROWDED_MESSAGE, { cause: e });
  if (code === MATCHMAKE_INVALID_ROOM_ID || /room "[^"]*" not found/.test(text))
    return new TableJoinError('table_not_found', TABLE_GONE_MESSAGE, { cause: e });
  if (code === MATCHMAKE_EXPIRED)
    return new TableJoinError('seat_expired', 'Your place at this table is no longer held: join again from the lobby.', { cause: e });
  if (code !== null && text) return new TableJoinError('join_refused', text, { cause: e });
  return new TableJoinError('server_unreachable', `Cannot reach the game server${text ? ` (${text})` : ''}`, { cause: e });
}

/** The table is gone for good: retrying cannot help. */
export function isTableGone(e: unknown): boolean {
  const c = describeJoinError(e).code;
  return c === 'table_not_found' || c === 'seat_expired';
}
