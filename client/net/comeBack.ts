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
import { forgetSeatKey, loadCasterKey, loadSeatKey } from './seatKeyStore.js';
import { forgetToken, loadToken } from './session.js';

/** Who comes back: a player (token, else seat key), a live spectator, or a delayed connection with its view. */
export type Comer = 'player' | 'spectator' | { delayed: DelayedView };

/** The join options of a delayed connection (issue 12): the public view, every hand, or one seat's own. */
export function delayedJoinOptions(view: DelayedView): DelayedJoinOptions {
  if (view.kind === 'caster') return { spectator: true, delayed: true, caster: true, casterKey: view.casterKey };
  if (view.kind === 'seat')
    return 'viewKey' in view
      ? { spectator: true, delayed: true, seatViewKey: view.viewKey }
      : { spectator: true, delayed: true, seatKey: view.seatKey };
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
    const casterKey = loadCasterKey(tableId); // a browser that cast the table takes no seat there (the server refuses)
    return await client.joinById(tableId, { seatKey, ...(casterKey ? { casterKey } : {}) });
  } catch (e) {
    if (isFinal(e)) forgetSeatKey(tableId); // the table is gone or the key fits no seat there
    throw e;
  }
}

/** Retrying cannot help: the table is gone, or it refused (a key that fits no seat, no spectators...). A full or crowded room may free up. */
export function isFinal(e: unknown): boolean {
  const code = describeJoinError(e).code;
  return code !== 'server_unreachable' && !isCrowded(e);
}

/**
 * Refused only because many join at once: an audience room full for a moment (concurrent joins), or
 * more joins waiting from this address than the server holds (many viewers behind one network
 * address opening a stream's link together). Nothing is wrong with the table: try again shortly.
 */
export function isCrowded(e: unknown): boolean {
  const code = describeJoinError(e).code;
  return code === 'crowded' || code === 'table_full';
}

/** `ms` spread by ±25%: a crowd refused together must not come back together. */
export function jittered(ms: number, random: () => number = Math.random): number {
  return Math.round(ms * (0.75 + 0.5 * random()));
}

/**
 * How a join is tried again: the waits between tries (each jittered; the last one repeats), for how
 * long at most, and whether it waits before its first try.
 */
interface Backoff {
  delaysMs: readonly number[];
  forMs: number;
  waitFirst: boolean;
}

/** Nothing was tried: the caller no longer wanted the join before its first try. */
class NotTried extends Error {}

/**
 * `attempt` until it resolves. After a failure it tries again (after the next wait) only while
 * `retry(error)` holds, the time is not up and `wanted()` holds; otherwise the last error is thrown.
 */
async function withBackoff<T>(b: Backoff, attempt: () => Promise<T>, retry: (e: unknown) => boolean, wanted: () => boolean): Promise<T> {
  const until = Date.now() + b.forMs;
  const pause = (n: number) => new Promise((res) => setTimeout(res, jittered(b.delaysMs[Math.min(n, b.delaysMs.length - 1)]!)));
  let last: unknown = new NotTried();
  for (let n = 0; ; n++) {
    if (b.waitFirst || n > 0) {
      if (!wanted()) throw last;
      await pause(b.waitFirst ? n : n - 1);
      if (!wanted()) throw last; // left (or joined elsewhere) meanwhile: the caller drops this join
    }
    try {
      return await attempt();
    } catch (e) {
      last = e;
      if (!retry(e) || Date.now() >= until) throw e;
    }
  }
}

/** A watcher's first attempts while its table's rooms are crowded. */
const CROWDED: Backoff = { delaysMs: [250, 500, 1000, 2000, 3000, 5000], forMs: 2 * 60_000, waitFirst: false };
/** After a drop: long enough for a server restart (the seat key gets the seat back from the restarted server). */
const RECONNECT: Backoff = { delaysMs: [500, 1000, 2000, 3000, 5000, 5000, 10_000, 10_000, 15_000], forMs: 5 * 60_000, waitFirst: true };

/**
 * A watcher's first join (live or delayed): tried again with a jittered backoff while it is refused as
 * crowded, so that a crowd opening a link together gets in without an error; anything else (the table
 * is gone, refused, the server unreachable) is reported at once. Stops when `wanted()` turns false.
 */
export function watchWhenRoom(client: () => Client, tableId: string, as: Exclude<Comer, 'player'>, wanted: () => boolean): Promise<Room> {
  return withBackoff(CROWDED, () => comeBackOnce(client(), tableId, as), isCrowded, wanted);
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
  try {
    return {
      room: await withBackoff(
        RECONNECT,
        () => comeBackOnce(client(), tableId, as),
        (e) => !isFinal(e),
        wanted,
      ),
    };
  } catch (e) {
    if (!(e instanceof NotTried) && isFinal(e)) return { error: describeJoinError(e) };
    return { error: { code: 'disconnected', message: 'Lost the connection to the table' } };
  }
}
