/**
 * Seat reservations that cannot lock a table. Colyseus 0.16 counts every reservation (a matchmaking
 * call whose websocket has not come yet) against `maxClients` for the reservation time, so repeated
 * `POST /matchmake/joinById` without connecting filled a table for everyone; and a table that dropped
 * its oldest reservation for each new one (as this file did before) let 3 flooding addresses drop
 * every friend's reservation before its websocket came (issue 38, item 4). Here a reservation is never
 * dropped by anyone else's: it is consumed, or it expires after `seconds` (a few). And:
 * - unconsumed reservations never count against seats or spectator places (`hasReachedMaxClients`
 *   counts connected clients only; seats and spectator places are checked when the client really joins);
 * - one address holds at most `perAddress` unconsumed reservations at once, across tables (a clear
 *   error past it, with the code MATCHMAKE_CODE.crowded: spectators' clients try again by themselves),
 *   counted by the client's address (net/clientAddress.ts: the socket's peer, or the client a trusted
 *   proxy forwarded for; an IPv6 client by its /64). Only its own joins (consumed) or their expiry free
 *   an address's budget. Seat-key returns count in it too: re-joins are limited per address;
 * - a table holds at most `perTable` open reservations (players and spectators without a key), one
 *   address at most `perAddressAtTable` of them, and fewer the fuller the table is: an address holding
 *   h there gets another only while more than h × perTable / perAddressAtTable places are free. So the
 *   last places go to addresses holding none: with the defaults (64, 4) it takes 34 addresses flooding
 *   at once to fill a table, and 3 or 10 leave most of it free (10 greedy addresses hold at most 33;
 *   seatReservations.test.ts);
 * - a join that proves a key has capacity of its own that no flood without that key can use: a seat
 *   key that fits a seat of the table (a player coming back, or a seat link: `placeOf`, checked by the
 *   table in constant time) may have `perSeatKey` reservations pending for that seat, apart from the
 *   open ones; the table's creator's own create call is always let through.
 * Past a table's limits the room refuses the reservation and Colyseus answers "<id> is already full."
 * (the web client says the table is full for now, and a watcher tries again by itself).
 * Spectator rooms (audience and delayed rooms: `table` null) keep Colyseus's own count instead,
 * pending reservations included (concurrent joins must not overfill a room), under their own limit
 * per address: without it one address could fill audience rooms with reservations it never uses,
 * and each full room makes the next join open another room that follows the table.
 * Reservations are counted where their room is (several processes: the process that took the request
 * may reserve in another's room): onAuth refuses at once, with a clear error, an address already past
 * the limit in this process; the room's process counts the reservation, and refuses it past the limits
 * there. The reservation's session id is made here from 128 random bits. The Colyseus internals this
 * needs are patched in server/colyseus/patches.ts (patchReservations).
 */
import { randomBytes } from 'node:crypto';
import { ErrorCode, ServerError, type AuthContext, type Room } from '@colyseus/core';
import { MATCHMAKE_CODE } from '../../shared/protocol/protocol.js';
import { matchmakeMethod, patchReservations, type PendingReservation, type ReservationRequest } from '../colyseus/patches.js';
import type http from 'node:http';

interface Held {
  address: string;
  expires: number;
}

/** Unconsumed reservations per address, across every table of this process. */
export class ReservationLedger {
  private readonly bySession = new Map<string, Held>();
  private readonly byAddress = new Map<string, Set<string>>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  pending(address: string): number {
    const set = this.byAddress.get(address);
    if (!set) return 0;
    const t = this.now();
    for (const sid of set) if (this.bySession.get(sid)!.expires <= t) this.release(sid);
    return this.byAddress.get(address)?.size ?? 0;
  }

  hold(sessionId: string, address: string, seconds: number): void {
    this.bySession.set(sessionId, { address, expires: this.now() + seconds * 1000 });
    let set = this.byAddress.get(address);
    if (!set) this.byAddress.set(address, (set = new Set()));
    set.add(sessionId);
  }

  release(sessionId: string): void {
    const held = this.bySession.get(sessionId);
    if (!held) return;
    this.bySession.delete(sessionId);
    const set = this.byAddress.get(held.address);
    set?.delete(sessionId);
    if (set && set.size === 0) this.byAddress.delete(held.address);
  }

  /** Forgets every expired entry (memory stays bounded by what is really pending). */
  sweep(): void {
    const t = this.now();
    for (const [sid, held] of this.bySession) if (held.expires <= t) this.release(sid);
  }
}

/** What onAuth hands the reservation (kept server-side: Colyseus never sends it to anyone). */
export interface ReservationAuth {
  sessionId: string;
  address: string;
  /** The reservation of the table's own create call. */
  creator?: boolean;
  /** Where the table room keeps it (set by the room when it admits it): see `Place`. */
  place?: Place;
}

/**
 * Which capacity of a table a reservation uses: 'creator' (the create call's own), 'open' (a player or
 * spectator without a key), or a proven key's own ('seat 2': a seat key that fits seat 2).
 */
export type Place = 'creator' | 'open' | `seat ${number}`;

/** A table's limits on its pending reservations (ServerConfig.reservations). */
export interface TableReservationLimits {
  /** Open reservations (players and spectators without a key) the table holds at once. */
  perTable: number;
  /** Open reservations one address holds at one table (fewer when the table is fuller). */
  perAddressAtTable: number;
  /** Reservations pending at once for one seat, by its seat key. */
  perSeatKey: number;
}

/** How one kind of room guards its reservations. */
export interface ReservationPolicy {
  /** Pending reservations one address may hold at once in these rooms (across tables). */
  perAddress: number;
  /** A table room's limits; null: a spectator room, where Colyseus counts pending reservations against maxClients. */
  table: TableReservationLimits | null;
  /**
   * The seat whose key a join's options carry, if the key fits one of the room's seats (table rooms);
   * else null. Such a join has capacity of its own.
   */
  seatOfKey?: (room: Room, options: unknown) => number | null;
  /** Seconds a reservation waits for its websocket. */
  seconds: number;
  /** The key a request is counted under (net/clientAddress.ts). */
  addressOf: (req: http.IncomingMessage) => string;
  /** What the refusal calls these joins: "joins", "spectator joins". */
  joins: string;
  /**
   * Why a call's options may not reach these rooms at all, or null. Checked before any room is looked
   * up: a matchmaking answer carries the room's listing (its filter fields included), so a caller who
   * may not join a room must not even find it.
   */
  refuse?: (options: unknown, method: string) => string | null;
}

/**
 * `klass` with reservations guarded as described above. `stamp` may add server-made fields to a
 * create call's options (the creator token) before Colyseus creates the room with them. Room kinds
 * that share a `ledger` share the per-address count.
 */
export function guardReservations<R extends Room>(
  klass: new () => R,
  policy: ReservationPolicy,
  ledger = new ReservationLedger(),
  stamp: (method: string, options: Record<string, unknown>) => boolean = () => false,
): new () => R {
  const sweep = setInterval(() => ledger.sweep(), 60_000);
  sweep.unref();
  const table = policy.table;
  const overLimit = (address: string) => ledger.pending(address) >= policy.perAddress;
  const Patched = patchReservations(klass as unknown as new () => Room, {
    seconds: policy.seconds,
    connectedOnly: table !== null,
    admit: (request: ReservationRequest) => {
      const auth = request.auth as ReservationAuth | undefined;
      if (auth === undefined) return true;
      if (overLimit(auth.address)) return false;
      if (table) {
        const place = placeOf(auth, policy.seatOfKey?.(request.room, request.options) ?? null);
        if (!fits(place, auth.address, request.pending(), table)) return false;
        auth.place = place;
      }
      ledger.hold(request.sessionId, auth.address, policy.seconds);
      return true;
    },
    refused: (sessionId) => ledger.release(sessionId),
    joined: (sessionId) => ledger.release(sessionId),
  });
  class GuardedRoom extends Patched {
    static async onAuth(_token: string, options: unknown, context: AuthContext): Promise<ReservationAuth> {
      const req = (context as { req?: http.IncomingMessage } | undefined)?.req;
      const method = matchmakeMethod(req?.url ?? '') ?? '';
      const why = shadowedName(options) ?? policy.refuse?.(options, method);
      if (why) throw new ServerError(ErrorCode.APPLICATION_ERROR, why);
      const address = req ? policy.addressOf(req) : 'local';
      if (overLimit(address))
        throw new ServerError(
          MATCHMAKE_CODE.crowded,
          `Too many ${policy.joins} waiting from your address (${policy.perAddress}): connect to the ones you made, or wait ${policy.seconds} s`,
        );
      const creator = typeof options === 'object' && options !== null && stamp(method, options as Record<string, unknown>);
      const sessionId = randomBytes(16).toString('base64url');
      return creator ? { sessionId, address, creator } : { sessionId, address };
    }
  }
  return GuardedRoom as unknown as new () => R;
}

/**
 * Options naming something every object has (`hasOwnProperty`, `constructor`, `__proto__`, ...):
 * Colyseus's own filter code calls `options.hasOwnProperty(...)`, and such a key made it throw while
 * a room was half made (then an error at its disposal). No option of ours is named so.
 */
export function shadowedName(options: unknown): string | null {
  if (typeof options !== 'object' || options === null) return null;
  const name = Object.keys(options).find((k) => k in Object.prototype);
  return name === undefined ? null : `Options may not be named ${name.slice(0, 40)}`;
}

/** The capacity a reservation uses: its create call's, its proven seat key's, or the open one. */
export function placeOf(auth: ReservationAuth, seatOfKey: number | null): Place {
  if (auth.creator) return 'creator';
  return seatOfKey === null ? 'open' : `seat ${seatOfKey}`;
}

/**
 * Whether a new reservation at `place` from `address` fits beside the table's `pending` ones (none of
 * which is ever dropped for it). Open: fewer than `perTable` open ones, and `address`, holding h of
 * them, gets another only while more than h × perTable / perAddressAtTable are free (so at most
 * perAddressAtTable, and the last places are for addresses holding none). A seat key: fewer than
 * `perSeatKey` pending for that seat. The creator's: always.
 */
export function fits(place: Place, address: string, pending: readonly PendingReservation[], limits: TableReservationLimits): boolean {
  if (place === 'creator') return true;
  const places = pending.map((p) => (p.auth as ReservationAuth | undefined) ?? null);
  if (place !== 'open') return places.filter((a) => a?.place === place).length < limits.perSeatKey;
  const open = places.filter((a) => (a?.place ?? 'open') === 'open');
  const held = open.filter((a) => a?.address === address).length;
  const free = limits.perTable - open.length;
  return held < limits.perAddressAtTable && free > (held * limits.perTable) / limits.perAddressAtTable;
}
