/**
 * Who hosts the table (may add or remove bots and start the game): the creator (proven by the
 * create call's token, lobby/creatorGate.ts), then, when the host leaves, a connected seated human,
 * never a spectator (lobby/hostSuccession.ts). Host rules live here, in named functions.
 */
import type { Client } from '@colyseus/core';
import { CreatorGate } from '../lobby/creatorGate.js';
import { nextHost } from '../lobby/hostSuccession.js';
import { Refusal } from '../net/messageGuard.js';
import type { Seats } from '../seats/seats.js';
import type { TableContext } from './tableContext.js';
import { sendWelcome } from './welcome.js';

export class HostRole {
  /** The host's Colyseus session, null when nobody hosts. */
  session: string | null = null;
  private creator = new CreatorGate(undefined);

  /** The create call's options carry the creator's token (set once, in onCreate). */
  expectCreator(createOptions: unknown): void {
    this.creator = new CreatorGate(createOptions);
  }

  /** A table brought back after a restart has no creator to wait for: nobody becomes host by joining first. */
  noCreator(): void {
    this.creator = CreatorGate.none();
  }

  /** The table still waits for its creator: others are refused and it is not listed. */
  get opening(): boolean {
    return this.creator.opening;
  }

  /** True for the creator's own join; false for everyone after; refuses others while the table is opening. */
  claimCreator(joinOptions: unknown): boolean {
    return this.creator.admit(joinOptions);
  }

  /** A joining player becomes host when nobody hosts. */
  takeIfVacant(sessionId: string): void {
    if (this.session === null) this.session = sessionId;
  }

  /** Host-only lobby commands: refused to anyone else, and once the game has started. */
  requireHost(client: Client, status: string): void {
    if (client.sessionId !== this.session) throw new Refusal('not_host', 'Only the host can do this');
    if (status !== 'lobby') throw new Refusal('not_in_lobby', 'The game has already started');
  }

  /** The host leaves: a connected seated human takes over (never a spectator); the new host is told. */
  passOn(ctx: TableContext, leaving: string): void {
    this.session = nextHost(ctx.seats, leaving);
    const newHost = ctx.clients.find((c) => c.sessionId === this.session);
    if (newHost) sendWelcome(ctx, newHost, this.session);
  }

  /** The host's seat for the Schema (-1: the host is a spectator, nobody hosts, or the seat is not shown yet: Seats.shown). */
  seatOf(seats: Seats): number {
    if (this.session === null) return -1;
    const host = seats.records.find((r) => r.kind === 'human' && !r.storing && r.sessionId === this.session);
    return host ? host.seat : -1;
  }
}
