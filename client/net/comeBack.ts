/**
 * Getting back to a table after a drop, a reload or a server restart, in one attempt: a player with
 * its reconnection token (quick, within the same server process), else with its seat key (any device,
 * after a restart too: `joinById(id, { seatKey })`); a spectator simply watches again, through one of the table's audience rooms. A token or key
 * the server no longer accepts is forgotten on the way.
 */
import type { Client, Room } from 'colyseus.js';
import type { DelayedView } from '../../shared/protocol/joinOptions.js';
import { AUDIENCE_ROOM_NAME, type AudienceJoinOptions, type DelayedJoinOptions } from '../../shared/protocol/protocol.js';
import { describeJoinError, isTableGone, TableJoinError } from './joinErrors.js';
import { forgetSeatKey, loadSeatKey } from './seatKeyStore.js';
import { forgetToken, loadToken } from './session.js';

/** Waits between attempts after a drop (the last one repeats), for at most RETRY_FOR_MS. */
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 3000, 5000, 5000, 10_000, 10_000, 15_000];
/** Long enough for a server restart (the seat key gets the seat back from the restarted server). */
const RETRY_FOR_MS = 5 * 60_000;

/** Who comes back: a player (token, else seat key), a live spectator, or a delayed connection with its view. */
export type Comer = 'player' | 'spectator' | { delayed: DelayedView };

/** The join options of a delayed connection (issue 12): the public view, every hand, or one seat's own. */
export function delayedJoinOptions(view: DelayedView): DelayedJoinOptions {
  if (view.kind === 'caster') return { spectator: true, delayed: true, caster: true };
  if (view.kind === 'seat') return { spectator: true, delayed: true, seatKey: view.seatKey };
  return { spectator: true, delayed: true };
}

export async function comeBackOnce(client: Client, tableId: string, as: Comer): Promise<Room> {
  if (as === 'spectator') return client.joinOrCreate(AUDIENCE_ROOM_NAME, { tableId } satisfies AudienceJoinOptions);
  // A delayed connection always joins afresh: the server rebuilds the table as of its delay.
  if (typeof as === 'object') return client.joinById(tableId, delayedJoinOptions(as.delayed));
  const token = loadToken(tableId);
  if (token) {
    try {
      return await client.reconnect(token);
    } catch (e) {
      if (!isTableGone(e) || !loadSeatKey(tableId)) {
        if (isTableGone(e)) forgetToken(tableId);
        throw e; // the server is not reachable (try again later), or nothing else to try
      }
      forgetToken(tableId); // a token of a previous server process, or expired: the key still works
    }
  }
  const seatKey = loadSeatKey(tableId);
  if (!seatKey) throw new TableJoinError('seat_expired', 'Your place at this table is no longer held: join again from the lobby.');
  try {
    return await client.joinById(tableId, { seatKey });
  } catch (e) {
    if (isFinal(e)) forgetSeatKey(tableId); // the table is gone or the key fits no seat there
    throw e;
  }
}

/** Retrying cannot help: the table is gone, or it refused (a key that fits no seat, no spectators...). A full room may free up. */
export function isFinal(e: unknown): boolean {
  const code = describeJoinError(e).code;
  return code !== 'server_unreachable' && code !== 'table_full';
}

/**
 * comeBackOnce with backoff while the server cannot be reached (down, restarting), until it works, the
 * table is gone or refuses, the time is up, or `wanted()` turns false (then the outcome is ignored).
 */
export async function comeBackPatiently(
  client: () => Client,
  tableId: string,
  as: Comer,
  wanted: () => boolean,
): Promise<{ room: Room; error?: undefined } | { room?: undefined; error: { code: string; message: string } }> {
  const until = Date.now() + RETRY_FOR_MS;
  for (let attempt = 0; Date.now() < until && wanted(); attempt++) {
    await new Promise((res) => setTimeout(res, RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]));
    if (!wanted()) break;
    try {
      return { room: await comeBackOnce(client(), tableId, as) };
    } catch (e) {
      if (isFinal(e)) return { error: describeJoinError(e) };
    }
  }
  return { error: { code: 'disconnected', message: 'Lost the connection to the table' } };
}
