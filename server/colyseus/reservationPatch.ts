/**
 * Colyseus patch 4 (patches.ts): seat reservations exposed as hooks to the policy in
 * server/net/seatReservations.ts.
 * Checked against the versions in COLYSEUS_CHECKED_AGAINST (patches.ts): patches.test.ts fails when an
 * upgrade changes what it relies on.
 */
import type { AuthContext, Client, Room } from '@colyseus/core';

/** A reservation whose client has not connected yet (oldest first), as Colyseus keeps it. */
export interface PendingReservation {
  sessionId: string;
  auth: unknown;
}

/** A reservation about to be made in a room, as the policy sees it. */
export interface ReservationRequest {
  sessionId: string;
  /** What the room's onAuth returned: the room's own copy (the policy may note in it what it decided). */
  auth: unknown;
  /** The join options. */
  options: unknown;
  /** The room (its own process, whichever process took the request). */
  room: Room;
  /** The room's other unconsumed reservations, oldest first (reconnections left out). */
  pending(): PendingReservation[];
}

export interface ReservationHooks {
  /** How long a reservation waits for its websocket (Room.seatReservationTime). */
  seconds: number;
  /**
   * True: unconsumed reservations never count against `maxClients` (only connected clients do; `admit`
   * bounds the pending ones). False: Colyseus's own count, both (concurrent joins never overfill a room).
   */
  connectedOnly: boolean;
  /** A reservation is about to be made: false refuses it (Colyseus answers that the room is full). */
  admit(request: ReservationRequest): boolean;
  /** Colyseus refused a reservation the policy admitted (the room is disposing, or full of connected clients). */
  refused(sessionId: string): void;
  /** The reservation's client connected (before Colyseus consumes the reservation). */
  joined(sessionId: string): void;
}

/** `reservedSeats[sessionId]` in 0.16: [joinOptions, authData, consumed, waitingReconnection]. */
export type ReservedSeat = [options: unknown, auth: unknown, consumed: boolean, reconnection: boolean];
/** Room's `_internalState` value while disposing (RoomInternalState.DISPOSING, not exported). */
export const ROOM_DISPOSING = 2;

/**
 * `klass` with `hooks` asked before every new reservation and told of each one refused and consumed.
 * A reservation is never dropped before its time: it is consumed, or expires (Colyseus's timeout).
 */
export function patchReservations<R extends Room>(klass: new () => R, hooks: ReservationHooks): new () => R {
  const Base = klass as unknown as new () => Room;
  class ReservingRoom extends Base {
    protected override seatReservationTime = hooks.seconds;

    override hasReachedMaxClients(): boolean {
      if (!hooks.connectedOnly) return super.hasReachedMaxClients();
      return this.clients.length >= this.maxClients || (this as unknown as { _internalState: number })._internalState === ROOM_DISPOSING;
    }

    protected override async _reserveSeat(
      sessionId: string,
      joinOptions?: unknown,
      authData?: unknown,
      seconds = hooks.seconds,
      allowReconnection = false,
      devModeReconnection?: boolean,
    ): Promise<boolean> {
      if (!allowReconnection) {
        const request = { sessionId, auth: authData, options: joinOptions, room: this, pending: () => this.pendingReservations() };
        if (!hooks.admit(request)) return false;
      }
      const ok = await super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devModeReconnection);
      if (!ok && !allowReconnection) hooks.refused(sessionId);
      return ok;
    }

    override async ['_onJoin'](client: Client & Parameters<Room['_onJoin']>[0], authContext: AuthContext): Promise<void> {
      hooks.joined(client.sessionId);
      return super._onJoin(client, authContext);
    }

    private pendingReservations(): PendingReservation[] {
      const seats = this.reservedSeats as unknown as Record<string, ReservedSeat>;
      return Object.keys(seats)
        .filter((sid) => !seats[sid]![2] && !seats[sid]![3])
        .map((sessionId) => ({ sessionId, auth: seats[sessionId]![1] }));
    }
  }
  return ReservingRoom as unknown as new () => R;
}
