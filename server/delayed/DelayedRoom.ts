/**
 * A delayed room: spectators who watch a table `broadcastDelaySeconds` behind it (issue 12), in one
 * of three views: public, caster (every hand) or one seat's own view (a player streaming their game).
 * It is an audience room that follows one delayed stream of its table (delayedWire.ts) instead of the
 * live feed: the table publishes each item only once it is older than the delay, so nothing younger
 * reaches this room, and the first snapshot is the table as of now − delay. Rooms are filtered by
 * table, view and the seat view key's hash; a public room sends the game as messages like an audience room (one frame per
 * action for all); a caster or seat room mirrors it in its state, each spectator with a StateView
 * holding the hands the view shows.
 * Reached by `joinById(tableId, { spectator: true, delayed: true, ... })` (delayedRouting.ts).
 */
import type { Client } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import type { WelcomeMessage } from '../../shared/protocol/protocol.js';
import { AudienceRoom } from '../audience/AudienceRoom.js';
import type { CasterSeen } from '../audience/feedWire.js';
import type { ReservationAuth } from '../net/seatReservations.js';
import type { ServerConfig } from '../config.js';
import { createRefused, joinRefused } from '../rooms/refusals.js';
import { delayedChannels, parseDelayedTarget, streamOf, type DelayedTarget } from './delayedWire.js';

export class DelayedRoom extends AudienceRoom {
  private target!: DelayedTarget;

  protected override setTarget(options: unknown): void {
    const parsed = parseDelayedTarget(options);
    if (!parsed.ok) throw createRefused(parsed.message);
    this.target = parsed.value;
    this.tableId = parsed.value.tableId;
    this.channels = delayedChannels(this.tableId, streamOf(parsed.value));
  }

  protected override admit(client: Client, options: unknown): void {
    const parsed = parseDelayedTarget(options);
    const t = parsed.ok ? parsed.value : null;
    if (!t || t.tableId !== this.target.tableId || t.view !== this.target.view || t.keyHash !== this.target.keyHash)
      throw joinRefused('This delayed room follows another table or view');
    if (this.target.view === 'public') return; // no StateView: the shared patch
    if (this.target.view === 'caster') this.casterSeen(client);
    // Own view per client (a shared StateView drops updates), holding every hand card this view shows.
    const view = new StateView();
    if (this.state.game) for (const part of this.game.schema.privateParts(this.state.game)) view.add(part);
    client.view = view;
  }

  /** Tells the table where its caster watches from: no seat is given to that address (rooms/casterTrust.ts). */
  private casterSeen(client: Client): void {
    const address = (client.auth as ReservationAuth | undefined)?.address;
    if (address === undefined || !this.target.keyHash) return;
    const seen: CasterSeen = { k: 'casterSeen', keyHash: this.target.keyHash, address };
    void Promise.resolve(this.presence.publish(this.channels.request, seen)).catch(() => undefined);
  }

  /** Caster and seat rooms show hands (StateViews on the mirrored game); a public one sends the game as messages. */
  protected override gameInState(): boolean {
    return this.target.view !== 'public';
  }

  protected override handCard(_seat: number, card: object): void {
    for (const c of this.clients) c.view?.add(card as Parameters<StateView['add']>[0]);
  }

  protected override welcomeMessage(): WelcomeMessage {
    return {
      role: 'spectator',
      view: this.target.view,
      delaySeconds: this.state.options.broadcastDelaySeconds,
      seat: this.target.view === 'seat' ? this.follower.seat : null,
      tableId: this.tableId,
      host: false,
    };
  }
}

/** A DelayedRoom class bound to these server settings (one per server). */
export function makeDelayedRoom(cfg: ServerConfig): typeof DelayedRoom {
  return class ConfiguredDelayedRoom extends DelayedRoom {
    protected override cfg = cfg;
  };
}
