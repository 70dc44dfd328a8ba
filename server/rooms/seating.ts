/**
 * Seats over a table's life: joining as a player or spectator (or back with a seat key:
 * seatReclaim.ts), leaving, dropping and reconnecting (the grace period, after which the bot plays
 * the seat until the player returns), and leaving a running game for good (the bot finishes it).
 */
import { refuseTakenName } from '../lobby/uniqueNames.js';
import type { Client } from '@colyseus/core';
import { newClientData, type ClientData } from '../net/messageGuard.js';
import type { SeatRecord } from '../seats/seats.js';
import type { HostRole } from './hostRole.js';
import { joinRefused } from './refusals.js';
import { reclaimSeat, type ReclaimRoom } from './seatReclaim.js';
import { parseJoinOptions } from '../../shared/protocol/joinOptions.js';
import { seatPhase, type TableContext } from './tableContext.js';
import { casterSeatRefusal, rememberCasterAddress, watchedOnlyBehindDelay } from './casterTrust.js';
import { sendHistory, sendWelcome } from './welcome.js';

/** The refusal of a join whose seat the store could not write (its key would not work after a restart). */
export const SEAT_NOT_SAVED = 'The server could not save your seat, so you were not seated: try again in a moment';

/** What seating needs from the Colyseus room beyond the shared context. */
export interface SeatingRoom extends ReclaimRoom {
  /** Holds the seat for `seconds` (on the table's clock); resolves with the returning client. */
  awaitReconnection(client: Client, seconds: number): Promise<Client>;
  /** The last client left a started table: keep it open a while (the empty-table countdown). */
  keepAliveIfEmpty(): void;
  /** Someone joined or came back: stop the empty-table countdown. */
  cancelEmptyCountdown(): void;
  /** A graceful shutdown is disconnecting everyone: nobody left, and no seat may change. */
  shuttingDown(): boolean;
}

export class Seating {
  /** New players' joins not answered yet: their seat is being written (welcomeOnceStored). */
  private readonly unanswered = new Set<Promise<void>>();

  constructor(
    private readonly ctx: TableContext,
    private readonly host: HostRole,
    private readonly room: SeatingRoom,
  ) {}

  /** A new player's join waits for their seat's write. */
  get joinsUnderWay(): boolean {
    return this.unanswered.size > 0;
  }

  /**
   * Resolves once no join waits for its seat's write: each one answered, seated or refused with its seat
   * free again (those that came meanwhile too). What a start waits for (gameStart.ts).
   */
  async joinsAnswered(): Promise<void> {
    while (this.unanswered.size > 0) await Promise.allSettled([...this.unanswered]);
  }

  /**
   * Admits a player, a spectator or a seat key's owner; a refused join throws and changes nothing (the
   * countdown goes on). A new player's welcome, with their seat key, waits for the store (welcomeOnceStored).
   */
  join(client: Client, options: unknown): void | Promise<void> {
    const seated = this.admit(client, options);
    this.room.cancelEmptyCountdown();
    if (seated) return this.welcomeOnceStored(client, seated);
  }

  /**
   * A new player's seat key goes out only once the seats holding it are in the store (at once with no
   * store): sent earlier, and the process gone before the write, it would be a key no restart knows.
   * The seat is shown to the others then too. If the write fails the join is refused, and the seat
   * given up: nobody ever had its key, nor saw it taken.
   */
  private welcomeOnceStored(client: Client, rec: SeatRecord): void | Promise<void> {
    const { ctx } = this;
    if (!ctx.writer.enabled) return sendWelcome(ctx, client, this.host.session);
    const answered = ctx.writer.seatsWritten().then(
      () => {
        if (rec.sessionId === client.sessionId) rec.storing = false;
        ctx.afterChange(); // the seat is shown (state, listing) before its player's own first state
        sendWelcome(ctx, client, this.host.session);
      },
      () => {
        if (rec.sessionId === client.sessionId) {
          client.userData = undefined; // the leave Colyseus calls next has nothing to do
          // Always a lobby: a start waits for this answer (gameStart.ts); a started game never gets an empty seat.
          if (seatPhase(ctx) === 'lobby') this.freeSeat(rec);
          else this.markGone(rec);
        }
        throw joinRefused(SEAT_NOT_SAVED);
      },
    );
    this.unanswered.add(answered);
    const done = () => this.unanswered.delete(answered);
    answered.then(done, done);
    return answered;
  }

  /** Admits the client; returns the seat it was given, its welcome not sent yet (null: the welcome went out). */
  private admit(client: Client, options: unknown): SeatRecord | null {
    const { ctx } = this;
    const req = parseJoinOptions(options);
    if (!req.ok) throw joinRefused(req.message);
    const isCreator = this.host.claimCreator(options);
    if (req.value.role === 'spectator') {
      if (!ctx.opts.spectatorsAllowed && !isCreator) throw joinRefused('This table does not allow spectators');
      // Only its creator, in the lobby, watches such a table here (others are routed to its delayed room).
      if (watchedOnlyBehindDelay(ctx) && !(isCreator && ctx.state.status === 'lobby'))
        throw joinRefused(`This table is watched ${ctx.opts.broadcastDelaySeconds} s behind live: watch its delayed broadcast`);
      // The table room's own spectators are few (maxClients); any number watch through audience rooms.
      if (ctx.feed.counts.local >= ctx.cfg.maxSpectators)
        throw joinRefused('Too many spectators in this room: watch through an audience room');
      client.userData = { ...newClientData('spectator', null, ctx.cfg), creator: isCreator };
      // No StateView: spectators share the room's one encoded patch (public fields only).
      ctx.feed.counts.local++;
      if (isCreator) this.host.session = client.sessionId;
      if (isCreator) rememberCasterAddress(ctx, client);
      sendWelcome(ctx, client, this.host.session);
      sendHistory(ctx, client);
      ctx.afterChange();
      return null;
    }
    const casterRefusal = req.value.role === 'delayed' ? null : casterSeatRefusal(ctx, client, req.value);
    if (casterRefusal) throw joinRefused(casterRefusal);
    if (req.value.role === 'reclaim') {
      reclaimSeat(ctx, this.host, this.room, client, req.value.seatKey); // a key the store has already
      return null;
    }
    // Delayed connections are served by delayed rooms (issue 12), never by the live table room.
    if (req.value.role === 'delayed')
      throw joinRefused('Delayed connections are served by delayed rooms (joinById through the matchmaker), never by the live table');
    if (ctx.state.status !== 'lobby') throw joinRefused('The game has started: join as a spectator');
    const seat = ctx.seats.freeSeat(req.value.seat);
    if (seat < 0) throw joinRefused(req.value.seat === null ? 'The table is full' : `Seat ${req.value.seat} is not free`);
    refuseTakenName(ctx.seats.records, req.value.name);
    const color = ctx.seats.pickColor(req.value.color);
    if (color === null) throw joinRefused(`The colour ${req.value.color ?? ''} is taken`);
    const rec = ctx.seats.seatHuman(seat, client.sessionId, req.value.name, color);
    rec.storing = ctx.writer.enabled; // shown to others once stored (welcomeOnceStored)
    client.view = ctx.seatViews.renew(seat);
    client.userData = { ...newClientData('player', seat, ctx.cfg), creator: isCreator };
    this.host.takeIfVacant(client.sessionId);
    ctx.afterChange(); // the seats' write is queued here
    return rec;
  }

  async leave(client: Client, consented: boolean): Promise<void> {
    const { ctx } = this;
    const d = client.userData as ClientData | undefined;
    if (!d) return; // refused in onJoin
    if (d.role === 'spectator') {
      ctx.feed.counts.local = Math.max(0, ctx.feed.counts.local - 1);
      if (this.host.session === client.sessionId) this.host.passOn(ctx, client.sessionId);
      this.room.keepAliveIfEmpty();
      ctx.afterChange();
      return;
    }
    const rec = ctx.seats.records[d.seat ?? -1];
    if (!rec || rec.sessionId !== client.sessionId) return;
    rec.connected = false;
    const sid = client.sessionId;

    if (seatPhase(ctx) === 'lobby') {
      if (consented) return this.freeSeat(rec);
      ctx.afterChange();
      try {
        const next = await this.room.awaitReconnection(client, ctx.cfg.graceSeconds);
        this.reconnected(next, rec);
      } catch {
        if (rec.sessionId !== sid || this.room.shuttingDown()) return;
        if (seatPhase(ctx) === 'lobby') this.freeSeat(rec);
        else this.markGone(rec);
      }
      return;
    }

    if (consented) return this.markGone(rec);
    this.startGracePeriod(rec, sid);
    ctx.afterChange();
    try {
      // During play (or its start) the seat can be reclaimed long after the bot took it over; after the end, briefly.
      const phase = seatPhase(ctx);
      const playing = phase === 'playing' || phase === 'starting';
      const window = playing ? Math.max(ctx.cfg.graceSeconds, ctx.cfg.reclaimSeconds) : ctx.cfg.graceSeconds;
      const next = await this.room.awaitReconnection(client, window);
      this.reconnected(next, rec);
    } catch {
      // A shutdown ends the reconnection hold too: the seat is stored as it is, for the next start.
      if (rec.sessionId !== sid || rec.connected || this.room.shuttingDown()) return;
      // The start it left during failed to be written: the table is a lobby again, and the seat is free.
      if (seatPhase(ctx) === 'lobby') this.freeSeat(rec);
      else this.markGone(rec);
    }
  }

  /** A dropped player keeps the seat for `graceSeconds`; after that the bot plays it until they return. */
  private startGracePeriod(rec: SeatRecord, sid: string): void {
    this.ctx.timers.set(`grace:${rec.seat}`, this.ctx.cfg.graceSeconds * 1000, () => {
      if (rec.sessionId === sid && !rec.connected) {
        rec.graceExpired = true;
        this.ctx.afterChange();
      }
    });
  }

  private reconnected(client: Client, rec: SeatRecord): void {
    const { ctx } = this;
    this.room.cancelEmptyCountdown();
    ctx.timers.clear(`grace:${rec.seat}`);
    rec.connected = true;
    rec.graceExpired = false;
    rec.abandoned = false;
    ctx.seats.playerBack(rec.seat);
    // Colyseus hands the seat's StateView to the new client; make sure it is this seat's.
    client.view = ctx.seatViews.of(rec.seat);
    sendWelcome(ctx, client, this.host.session);
    sendHistory(ctx, client);
    ctx.afterChange();
  }

  private freeSeat(rec: SeatRecord): void {
    const sid = rec.sessionId;
    this.ctx.seats.vacate(rec.seat);
    this.ctx.seatViews.renew(rec.seat);
    if (sid && this.host.session === sid) this.host.passOn(this.ctx, sid);
    this.room.keepAliveIfEmpty(); // a restored table's hold goes on for the others
    this.ctx.afterChange();
  }

  /** The player left the running game for good: the bot finishes it for them. */
  private markGone(rec: SeatRecord): void {
    const { ctx } = this;
    ctx.timers.clear(`grace:${rec.seat}`);
    rec.connected = false;
    if (ctx.state.status === 'playing' || seatPhase(ctx) === 'starting') rec.abandoned = true;
    if (rec.sessionId && this.host.session === rec.sessionId) this.host.passOn(ctx, rec.sessionId);
    this.room.keepAliveIfEmpty();
    ctx.afterChange();
  }
}
