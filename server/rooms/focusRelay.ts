/**
 * Shared focus (issue 12): what the player whose turn it is points at (a zone, a commission slot, a
 * face-up card), relayed to the table's spectators and, through the audience feed, to audience and
 * delayed rooms. Only the seated player whose turn it is (connected, not handed to the bot) is heard; a card
 * that is not face up right now (a hand card above all) is dropped; anything else is dropped silently
 * too (no error reply, so a client cannot make the table answer a flood). At most
 * FOCUS_MAX_PER_SECOND updates go out per table, the latest kept (FocusThrottle). A new turn, the player's
 * drop, or a focused card that stops being face up, clears the focus. Players never get it.
 */
import { getMessageBytes, Protocol, type Client } from '@colyseus/core';
import type { AnyGameModule } from '../../shared/platform/gameModule.js';
import { type Seat } from '../../shared/platform/seats.js';
import { turnKeyOf } from '../../shared/host/hostLoop.js';
import type { Timers } from '../../shared/host/timers.js';
import { parsePayload } from '../../shared/protocol/messages.js';
import { FOCUS_MAX_PER_SECOND, S2C, type FocusTarget, type SpectatorFocusMessage } from '../../shared/protocol/protocol.js';
import type { ClientData } from '../net/messageGuard.js';
import { SharedFrame } from '../net/sharedFrame.js';
import { FocusThrottle } from '../../shared/host/focusThrottle.js';

export interface FocusDeps {
  /** The table's game: whose turn it is, its turn key, which cards everyone sees. */
  readonly module: AnyGameModule;
  game(): unknown;
  /** A connected human plays this seat right now (not the bot, not away, not dropped). */
  playsInPerson(seat: Seat): boolean;
  /** The table room's clients (its spectators get the focus). */
  readonly clients: readonly Client[];
  /** Publishes the focus to the audience feed (an ordinary FeedItem, delayed like the rest). */
  publish(msg: SpectatorFocusMessage): void;
  readonly timers: Timers;
}

const sameFocus = (a: SpectatorFocusMessage, b: SpectatorFocusMessage): boolean =>
  a.seat === b.seat && JSON.stringify(a.target) === JSON.stringify(b.target);

export class FocusRelay {
  /** The latest focus accepted (sent, or waiting in the throttle), with the turn it belongs to. */
  private held: { seat: Seat; target: FocusTarget; turn: string } | null = null;
  private readonly throttle: FocusThrottle<SpectatorFocusMessage>;

  constructor(private readonly deps: FocusDeps) {
    this.throttle = new FocusThrottle(deps.timers, 'focus', 1000 / FOCUS_MAX_PER_SECOND, sameFocus, (m) => this.send(m));
  }

  /** A `focus` message from a client: relayed only from the active player, with a public target. */
  offer(data: ClientData, message: unknown): void {
    const game = this.deps.game();
    const seat = data.seat;
    const m = this.deps.module;
    if (data.role !== 'player' || seat === null || !game || m.outcome(game) !== null) return;
    if (!m.activeSeats(game).includes(seat) || !this.deps.playsInPerson(seat)) return;
    const parsed = parsePayload('focus', message);
    if (!parsed.ok) return;
    const sent = parsed.value.target;
    const target = sent === null ? null : m.publicFocus(game, sent);
    if (sent !== null && target === null) return; // not a target of this game, or not public now
    this.held = target ? { seat, target, turn: turnKeyOf(this.deps.module, game) ?? '' } : null;
    this.throttle.offer({ seat, target });
  }

  /** After any change of the table: a new turn (or a focused card gone from view) clears the focus. */
  tableChanged(): void {
    const h = this.held;
    if (!h) return;
    const game = this.deps.game();
    const stale =
      !game ||
      turnKeyOf(this.deps.module, game) !== h.turn ||
      !this.deps.playsInPerson(h.seat) ||
      this.deps.module.publicFocus(game, h.target) === null;
    if (!stale) return;
    this.held = null;
    this.throttle.offer({ seat: h.seat, target: null });
  }

  /** A spectator arriving (its `hello`) gets the focus shown now, if any. */
  greet(client: Client): void {
    const d = client.userData as ClientData | undefined;
    const now = this.throttle.current;
    if (d?.role === 'spectator' && now && now.target) client.send(S2C.focus, now);
  }

  private send(msg: SpectatorFocusMessage): void {
    let frame: SharedFrame | null = null;
    for (const c of this.deps.clients) {
      if ((c.userData as ClientData | undefined)?.role !== 'spectator') continue;
      frame ??= new SharedFrame(getMessageBytes.raw(Protocol.ROOM_DATA, S2C.focus, msg));
      frame.sendTo(c);
    }
    this.deps.publish(msg);
  }
}
