/**
 * Seat reservations that cannot lock a table. Colyseus 0.16 counts every reservation (a matchmaking
 * call whose websocket has not come yet) against `maxClients` for the reservation time, so repeated
 * `POST /matchmake/joinById` without connecting filled a table for everyone. Here:
 * - unconsumed reservations never count against seats or spectators (`hasReachedMaxClients` counts
 *   connected clients only; seats and spectator places are checked when the client really joins);
 * - one address holds at most `perAddress` unconsumed reservations at once (a clear error past it, with
 *   the code MATCHMAKE_CODE.crowded: spectators' clients try again by themselves),
 *   counted by the client's address (net/clientAddress.ts: the socket's peer, or the client a trusted
 *   proxy forwarded for; an IPv6 client by its /64);
 * - one table keeps at most `perTable` unconsumed reservations: a new one drops the oldest (never the
 *   creator's), so a flood from many addresses costs its victims a retry at worst, never the table.
 * Spectator rooms (audience and delayed rooms: `perRoom` null) keep Colyseus's own count instead,
 * pending reservations included (concurrent joins must not overfill a room), under their own limit
 * per address: without it one address could fill audience rooms with reservations it never uses,
 * and each full room makes the next join open another room that follows the table.
 * Reservations are counted where their room is (several processes: the process that took the request
 * may reserve in another's room): onAuth refuses at once, with a clear error, an address already past
 * the limit in this process; the room's process counts the reservation, and refuses it past the limit
 * there (Colyseus then answers that the room is full).
 * The reservation's session id is made here from 128 random bits. The Colyseus internals this needs
 * are patched in server/colyseus/patches.ts (patchReservations).
 */
import { randomBytes } from 'node:crypto';
import { ErrorCode, ServerError, type AuthContext, type Room } from '@colyseus/core';
import { MATCHMAKE_CODE } from '../../shared/protocol/protocol.js';
import { matchmakeMethod, patchReservations, type PendingReservation } from '../colyseus/patches.js';
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
}

/** How one kind of room guards its reservations. */
export interface ReservationPolicy {
  /** Pending reservations one address may hold at once in these rooms (across tables). */
  perAddress: number;
  /**
   * Pending reservations one room keeps (past it the oldest, never the creator's, is dropped), none
   * counting against maxClients; null: Colyseus counts them against maxClients (spectator rooms).
   */
  perRoom: number | null;
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
  const perRoom = policy.perRoom;
  const overLimit = (address: string) => ledger.pending(address) >= policy.perAddress;
  const Patched = patchReservations(klass as unknown as new () => Room, {
    seconds: policy.seconds,
    admit: (sessionId, auth) => {
      const address = (auth as ReservationAuth | undefined)?.address;
      if (address === undefined) return true;
      if (overLimit(address)) return false;
      ledger.hold(sessionId, address, policy.seconds);
      return true;
    },
    refused: (sessionId) => ledger.release(sessionId),
    joined: (sessionId) => ledger.release(sessionId),
    ...(perRoom === null
      ? {}
      : {
          reserved: (made: string, pending: PendingReservation[]) => {
            const drop = oldestPastLimit(made, pending, perRoom);
            for (const sid of drop) ledger.release(sid);
            return drop;
          },
        }),
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

/** The oldest pending reservations past `perTable`, except the one just made and the creator's. */
export function oldestPastLimit(made: string, pending: PendingReservation[], perTable: number): string[] {
  let excess = pending.length - perTable;
  const drop: string[] = [];
  for (const { sessionId, auth } of pending) {
    if (excess <= 0) break;
    if (sessionId === made || (auth as ReservationAuth | undefined)?.creator) continue;
    drop.push(sessionId);
    excess--;
  }
  return drop;
}
