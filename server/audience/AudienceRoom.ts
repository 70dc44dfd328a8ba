/**
 * An audience room: spectators of one table beyond what the table room serves itself. It follows
 * the table through presence (FeedFollower) and serves the same table state (seats, options,
 * status, counts), `welcome`, `history`, `events` and `turnTimedOut` messages as the table does to
 * its spectators. The game itself is not in its state: a spectator gets it whole once (`view`) and
 * then each action's `events` only, which move it on (viewMessage.ts): one frame per action, encoded
 * once for all. Nobody here has a StateView. Joined with `joinOrCreate('audience', { tableId })`
 * (filterBy tableId, `audienceRoomClients` per room); never listed in the lobby.
 */
import { ErrorCode, getMessageBytes, matchMaker, Protocol, ServerError, type Client } from '@colyseus/core';
import { HardenedRoom } from '../colyseus/patches.js';
import type { AnyGameModule } from '../../shared/platform/gameModule.js';
import type { GameSchemaBinding } from '../games/gameSchemaBinding.js';
import { DEFAULT_CONFIG, type ServerConfig } from '../config.js';
import { clockTimeout } from '../clock/clockTimeout.js';
import { serverClockOf } from '../clock/systemClock.js';
import { guardMessage, newClientData, Refusal, refuse, type ClientData } from '../net/messageGuard.js';
import { admitFrame } from '../net/rateLimitFrames.js';
import { withCorkedSockets } from '../net/corkedSends.js';
import { pingLessOften } from '../net/spreadPingTransport.js';
import { SharedFrame } from '../net/sharedFrame.js';
import { catalogEntry, DEFAULT_GAME } from '../../shared/platform/gameCatalog.js';
import { gameModule } from '../../shared/platform/registry.js';
import { gameSchema } from '../games/registry.js';
import type { TableState } from '../schema/TableState.js';
import {
  AUDIENCE_ROOM_NAME,
  C2S,
  CLOSE_CODE,
  ROOM_NAME,
  S2C,
  type SpectatorFocusMessage,
  type WelcomeMessage,
} from '../../shared/protocol/protocol.js';
import { createRefused, joinRefused } from '../rooms/refusals.js';
import { parseAudienceOptions } from './audienceOptions.js';
import { FeedFollower, NoSuchTable } from './feedFollower.js';
import { audienceChannels, type CountReport, type FeedChannels, type FeedItem } from './feedWire.js';
import { COUNT_HEARTBEAT_MS } from './tableFeed.js';
import { ViewMessageCache } from './viewMessage.js';
import { patchPlace } from './patchPlace.js';

export { AUDIENCE_ROOM_NAME };

export class AudienceRoom extends HardenedRoom<TableState> {
  protected cfg: ServerConfig = DEFAULT_CONFIG;
  /** The server's clock (ServerConfig.clock): the delay and the table's silence are measured on it. */
  protected get serverClock() {
    return serverClockOf(this.cfg);
  }
  /** Issue 12's delayed broadcast: items are released only once older than this. */
  protected delayMs = 0;
  protected tableId = '';
  protected channels!: FeedChannels;
  protected follower!: FeedFollower;
  /** The table's game (from its lobby row): its module and its synced state's Schema binding. */
  protected game!: { module: AnyGameModule; schema: GameSchemaBinding };
  private countTimer: { clear(): void } | null = null;
  private lastCount = -1;
  /** The active player's focus as last released (a spectator arriving gets it with its welcome). */
  private focus: SpectatorFocusMessage | null = null;
  /** The `view` message, encoded once per view (rooms whose game is sent as messages: see gameInState). */
  private readonly viewMessage = new ViewMessageCache();

  async onCreate(options: unknown): Promise<void> {
    this.hardenMessageHandlers();
    this.setTarget(options);
    // The driver knows every process's rooms (RedisDriver across processes): an unknown table is refused at once.
    const [table] = await matchMaker.query({ roomId: this.tableId, name: ROOM_NAME });
    if (!table) throw new ServerError(ErrorCode.MATCHMAKE_INVALID_ROOM_ID, `room "${this.tableId}" not found`);
    this.maxClients = this.cfg.audienceRoomClients;
    this.withoutStateViews = !this.gameInState(); // only caster and seat rooms give StateViews
    // The table's game, as its lobby row names it (every row does; the default for safety).
    const game = catalogEntry(String((table.metadata as { game?: unknown } | undefined)?.game))?.id ?? DEFAULT_GAME;
    this.game = { module: gameModule(game), schema: gameSchema(game) };
    this.state = this.game.schema.tableState();
    this.registerHandlers();
    this.follower = new FeedFollower(
      this.presence,
      this.channels,
      this.roomId,
      this.state,
      this.game,
      {
        released: (items) => this.sendReleased(items),
        resynced: () => {
          this.clients.forEach((c) => {
            this.sendView(c);
            this.sendHistory(c);
          });
        },
        tableClosed: () => void this.disconnect(),
        later: clockTimeout(this.serverClock),
        now: () => this.serverClock.now(),
        soon: (fn) => setImmediate(fn),
        log: (message, error) => this.log(message, error),
        handCard: (seat, card) => this.handCard(seat, card),
      },
      this.delayMs,
      this.gameInState(),
    );
    try {
      await this.follower.start(this.cfg.audienceSnapshotMs);
    } catch (e) {
      this.follower.stop();
      // No table answered: the same refusal as joinById of an unknown room id (the client shows "table gone").
      if (e instanceof NoSuchTable) throw new ServerError(ErrorCode.MATCHMAKE_INVALID_ROOM_ID, `room "${this.tableId}" not found`);
      throw createRefused(e instanceof Error ? e.message : String(e));
    }
    this.clock.setInterval(() => this.heartbeat(), COUNT_HEARTBEAT_MS);
  }

  /** Which table (and channels) this room follows, from its creation options; throws a refusal. */
  protected setTarget(options: unknown): void {
    const parsed = parseAudienceOptions(options);
    if (!parsed.ok) throw createRefused(parsed.message);
    this.tableId = parsed.value.tableId;
    this.channels = audienceChannels(this.tableId);
  }

  /** A joiner's options must name what this room follows; throws a refusal. */
  protected admit(_client: Client, options: unknown): void {
    const parsed = parseAudienceOptions(options);
    if (!parsed.ok || parsed.value.tableId !== this.tableId) throw joinRefused('This audience room follows another table');
  }

  /**
   * Whether the game is mirrored into the room's state (Schema patches per action): only where
   * spectators see hands (delayed caster and seat rooms, through StateViews). Public rooms send it
   * as messages (`view` once, then `events`).
   */
  protected gameInState(): boolean {
    return false;
  }

  /** A hand card instance was created (never in an audience room: its views have no hands). */
  protected handCard(_seat: number, _card: object): void {}

  protected welcomeMessage(): WelcomeMessage {
    return { role: 'spectator', seat: null, tableId: this.tableId, host: false };
  }

  onJoin(client: Client, options: unknown): void {
    this.admit(client, options);
    client.userData = newClientData('spectator', null, this.cfg); // no StateView (audience): the shared patch
    pingLessOften(client, this.cfg.audiencePingRounds);
    this.sendWelcome(client);
    this.sendView(client);
    this.sendHistory(client);
    this.scheduleCount();
  }

  onLeave(): void {
    this.scheduleCount();
  }

  /** The server shuts down: the spectators go on watching through another process's audience room. */
  override onBeforeShutdown(): void {
    void this.disconnect(CLOSE_CODE.audienceClosing);
  }

  onDispose(): void {
    this.countTimer?.clear();
    this.follower?.stop();
    if (this.channels) this.presence.publish(this.channels.request, { k: 'count', room: this.roomId, n: 0 } satisfies CountReport);
  }

  /**
   * The released items: one patch (the table's state; the game too where it is mirrored: patchPlace.ts
   * says where among the messages), and each item's messages encoded once for everybody (one write per
   * socket). Where the game is sent as messages, an action's events alone move every spectator on; an
   * item with a view (the game's start, or events the table found do not give it) sends the view first.
   */
  private sendReleased(items: FeedItem[]): void {
    const asMessages = !this.gameInState();
    // Corking costs a little per socket: worth it only when a socket gets several frames. An action
    // alone in a public room (no table change, no notice) is one frame: its events.
    const one = items.length === 1 && asMessages && !items[0]!.meta && !items[0]!.timedOut && !items[0]!.focus;
    const inOneWrite = one ? (send: () => void) => send() : (send: () => void) => withCorkedSockets(this.clients, send);
    // The state changes only with the table's meta (and, where mirrored, the game): see patchPlace.
    const patchAt = patchPlace(items, !asMessages);
    inOneWrite(() => {
      for (let k = 0; k < items.length; k++) {
        const item = items[k]!;
        if (k === patchAt) this.broadcastPatch();
        if (asMessages && item.view) new SharedFrame(this.viewMessage.bytesOf(item.view)).sendToAll(this.clients);
        if (item.action) {
          new SharedFrame(getMessageBytes.raw(Protocol.ROOM_DATA, S2C.events, item.action.events)).sendToAll(this.clients);
        }
        if (item.timedOut) this.broadcast(S2C.turnTimedOut, item.timedOut);
        if (item.focus) {
          this.focus = item.focus.target ? item.focus : null;
          this.broadcast(S2C.focus, item.focus);
        }
      }
    });
  }

  private sendWelcome(client: Client): void {
    client.send(S2C.welcome, this.welcomeMessage());
    if (this.focus) client.send(S2C.focus, this.focus);
  }

  /** The game as a whole, where it is sent as messages (nothing before the game starts). */
  private sendView(client: Client): void {
    if (this.gameInState() || !this.follower.view) return;
    client.enqueueRaw(this.viewMessage.bytesOf(this.follower.view));
  }

  private sendHistory(client: Client): void {
    if (this.follower.view) client.send(S2C.history, this.follower.history.wire());
  }

  /** Spectator counts go to the table (debounced; and as a heartbeat, so a dead room is counted out). */
  private scheduleCount(): void {
    if (this.countTimer) return;
    this.reportCount(false); // at once, then at most once per debounce period
    this.countTimer = this.clock.setTimeout(() => {
      this.countTimer = null;
      this.reportCount(false);
    }, this.cfg.audienceCountDebounceMs);
  }

  /** Reports the count, and lets the spectators go when the table has not been heard of for 3 beats (its process died). */
  private heartbeat(): void {
    this.reportCount(true);
    if (this.serverClock.now() - this.follower.lastHeard > 3 * COUNT_HEARTBEAT_MS) {
      this.log('the table is silent: closing so that its spectators rejoin');
      void this.disconnect(CLOSE_CODE.audienceClosing);
    }
  }

  private reportCount(heartbeat: boolean): void {
    const n = this.clients.length;
    if (!heartbeat && n === this.lastCount) return;
    this.lastCount = n;
    this.presence.publish(this.channels.request, { k: 'count', room: this.roomId, n } satisfies CountReport);
  }

  private registerHandlers(): void {
    const handle = (type: string, handler: (c: Client) => void) =>
      this.onMessage(type, (client: Client, message: unknown) => guardMessage(this.cfg, this.tableId, client, type, message, handler));
    handle(C2S.hello, (c) => {
      this.sendWelcome(c);
      this.sendView(c); // a spectator that missed an action asks again
    });
    handle(C2S.ping, (c) => c.send(S2C.pong, { t: this.serverClock.now() }));
    handle(C2S.focus, () => {}); // only the active player's focus counts (at the table): dropped in silence
    for (const type of [C2S.action, C2S.resume]) {
      handle(type, () => {
        throw new Refusal('not_a_player', 'Spectators cannot play');
      });
    }
    for (const type of [C2S.addBots, C2S.removeBot, C2S.start]) {
      handle(type, () => {
        throw new Refusal('not_host', 'Only the host can do this');
      });
    }
    this.onMessage('*', (client: Client, type: string | number, message: unknown) => {
      const name = String(type).slice(0, 40);
      guardMessage(this.cfg, this.tableId, client, name, message, () => {
        throw new Refusal('unknown_message', `Unknown message type "${name}"`);
      });
    });
  }

  protected override admitFrame(client: Client, buffer: Buffer): boolean {
    return admitFrame(this.cfg, client, buffer);
  }

  protected onUndecodableMessage(client: Client, type: string): void {
    guardMessage(this.cfg, this.tableId, client, type, undefined, () => {
      throw new Refusal('invalid_message', 'The server could not decode this message');
    });
  }

  protected onDispatchFailure(client: Client, error: unknown): void {
    this.log('message dispatch failed:', error);
    if (client.userData as ClientData | undefined)
      refuse(client, 'unknown', new Refusal('invalid_message', 'The server could not read this message'));
  }

  private log(message: string, error?: unknown): void {
    if (error === undefined) console.error(`[audience ${this.roomId} of ${this.tableId}] ${message}`);
    else console.error(`[audience ${this.roomId} of ${this.tableId}] ${message}`, error);
  }
}

/** An AudienceRoom class bound to these server settings (one per server). */
export function makeAudienceRoom(cfg: ServerConfig): typeof AudienceRoom {
  return class ConfiguredAudienceRoom extends AudienceRoom {
    protected override cfg = cfg;
  };
}
