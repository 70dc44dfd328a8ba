/**
 * Who hosts the table (may add or remove bots and start the game): the creator (the first client
 * ever to join, player or spectator), then, when the host leaves, a connected human player, else any
 * other client. Host rules live here, in named functions.
 */
import type { Client } from '@colyseus/core';
import { Refusal } from '../net/messageGuard.js';
import type { Seats } from '../seats/seats.js';
import type { TableContext } from './tableContext.js';
import { sendWelcome } from './welcome.js';

export class HostRole {
  /** The host's Colyseus session, null when nobody hosts. */
  session: string | null = null;
  /** The creator has joined: later spectators are never "the creator". */
  private creatorJoined = false;

  /** True for the first client ever to join this table (its creator); false for everyone after. */
  claimCreator(): boolean {
    const isCreator = !this.creatorJoined;
    this.creatorJoined = true;
    return isCreator;
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

  /** The host leaves: a connected human player takes over, else any other client; the new host is told. */
  passOn(ctx: TableContext, leaving: string): void {
    const human = ctx.seats.humans().find((r) => r.connected && r.sessionId !== leaving);
    const other = ctx.clients.find((c) => c.sessionId !== leaving && c.userData);
    this.session = human?.sessionId ?? other?.sessionId ?? null;
    const newHost = ctx.clients.find((c) => c.sessionId === this.session);
    if (newHost) sendWelcome(ctx, newHost, this.session);
  }

  /** The host's seat for the Schema (-1: the host is a spectator, or nobody hosts). */
  seatOf(seats: Seats): number {
    const host = seats.records.find((r) => r.kind === 'human' && r.sessionId === this.session);
    return host ? host.seat : -1;
  }
}
