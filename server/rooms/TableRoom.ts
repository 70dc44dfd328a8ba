/**
 * One table: seats players and bots, runs one game on the engine, mirrors it into Schema and sends
 * each recipient its own redacted events. Thin on purpose: the rules are the engine's; seats, the turn
 * clock, bot moves, rate limits and payload checks live in their own files.
 */
import { randomInt } from 'node:crypto';
import { ClientState, getMessageBytes, Protocol, Room, type Client } from '@colyseus/core';
// The msgpack decoder Colyseus itself uses for room messages (a dependency of @colyseus/core).
import { unpack } from '@colyseus/msgpackr';
import { decode, StateView } from '@colyseus/schema';
import type { Action, GameConfig, GameEvent, GameState, Seat } from '../../shared/index.js';
import { botMove } from '../bots/botMove.js';
import { Timers } from '../clock/timers.js';
import { TurnClock } from '../clock/turnClock.js';
import { DEFAULT_CONFIG, type ServerConfig } from '../config.js';
import { applyAction, createGame, parseAction, redactEvents, viewFor } from '../game/engine.js';
import { EventHistory } from '../game/eventHistory.js';
import { encodeEvents } from '../eventsWire.js';
import { CreatorGate } from '../lobby/creatorGate.js';
import { nextHost } from '../lobby/hostSuccession.js';
import { refuseTakenName } from '../lobby/uniqueNames.js';
import { tableListing } from '../lobby/tableListing.js';
import { withCorkedSockets } from '../net/corkedSends.js';
import { admitFrame } from '../net/rateLimitFrames.js';
import { guardMessage, newClientData, Refusal, refuse, type ClientData, type Handler } from '../net/messageGuard.js';
import { C2S, HISTORY_EVENT_CAP, S2C, type TableListing, type WelcomeMessage } from '../protocol.js';
import { GameSchema } from '../schema/GameSchema.js';
import { TableState } from '../schema/TableState.js';
import { Seats, type SeatRecord } from '../seats/seats.js';
import { syncSeats } from '../seats/syncSeats.js';
import { syncSchema } from '../sync/syncSchema.js';
import { parseJoinOptions } from './joinOptions.js';
import { parseTableOptions, type TableOptions } from './tableOptions.js';

const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export class TableRoom extends Room<TableState> {
  /** Server-wide settings; makeTableRoom() gives a subclass its own. */
  protected cfg: ServerConfig = DEFAULT_CONFIG;

  private opts!: TableOptions;
  private seats!: Seats;
  private seatViews: StateView[] = [];
  private game: GameState | null = null;
  /** The config and every accepted action: with the engine's replay() they rebuild any version. */
  private gameConfig: GameConfig | null = null;
  private actionLog: { seat: Seat; action: Action }[] = [];
  /** The engine's full events per accepted action, for late joiners (sent redacted). */
  private readonly history = new EventHistory();
  private seed = 0;
  private botRng: number[] = [];
  private hostSession: string | null = null;
  private readonly timers = new Timers();
  private turnClock!: TurnClock;
  private listingKey = '';
  private disposed = false;
  /** Who created the table (proven by the create call's token); see lobby/creatorGate. */
  private creator!: CreatorGate;

  async onCreate(options: unknown): Promise<void> {
    // Colyseus looks message types up in a plain object: a type named "toJSON", "constructor" or
    // "__proto__" would find Object.prototype members and throw outside any handler (a process-wide
    // uncaughtException). Without a prototype, such types fall through to the "*" handler.
    const handlers = (this as unknown as { onMessageHandlers: Record<string, unknown> }).onMessageHandlers;
    Object.setPrototypeOf(handlers, null);
    // Colyseus's fallback handler disconnects the sender, and a message *named* "__no_message_handler"
    // reaches it directly. With a "*" handler registered it is never needed otherwise.
    delete handlers['__no_message_handler'];
    const parsed = parseTableOptions(options);
    if (!parsed.ok) throw new Error(parsed.message);
    const creator = parseJoinOptions(options);
    if (!creator.ok) throw new Error(creator.message);
    this.creator = new CreatorGate(options);
    const o = (this.opts = parsed.value);
    this.seed = o.seed ?? randomInt(0, 2 ** 32 - 1);

    const state = new TableState();
    state.options.name = o.name;
    state.options.seatCount = o.seatCount;
    state.options.roundLimit = o.roundLimit;
    state.options.turnSeconds = o.turnSeconds;
    state.options.spectatorsAllowed = o.spectatorsAllowed;
    state.options.isPrivate = o.isPrivate;
    state.options.botDelayMs = o.botDelayMs;
    state.options.graceSeconds = this.cfg.graceSeconds;
    state.options.startPlayer = o.startPlayer;
    this.state = state;

    this.seats = new Seats(o.seatCount);
    this.seatViews = this.seats.records.map(() => new StateView());
    this.maxClients = o.seatCount + this.cfg.maxSpectators;
    this.turnClock = new TurnClock(this.timers, o.turnSeconds, () => this.onClockExpired());
    if (o.isPrivate) await this.setPrivate(true);

    this.handle(C2S.action, (c, d, m) => this.onAction(c, d, m));
    this.handle(C2S.addBots, (c, d, m) => this.onAddBots(c, m));
    this.handle(C2S.removeBot, (c, d, m) => this.onRemoveBot(c, m));
    this.handle(C2S.start, (c, d, m) => this.onStart(c, m));
    this.handle(C2S.resume, (c, d) => this.onResume(d));
    this.handle(C2S.hello, (c) => this.sendWelcome(c));
    this.handle(C2S.ping, (c) => c.send(S2C.pong, { t: Date.now() }));
    this.onMessage('*', (client, type, message) =>
      this.guard(client, String(type).slice(0, 40), message, () => {
        throw new Refusal('unknown_message', `Unknown message type "${String(type).slice(0, 40)}"`);
      }),
    );
    this.afterChange();
  }

  // ---------------------------------------------------------------- joining and leaving

  onJoin(client: Client, options: unknown): void {
    const req = parseJoinOptions(options);
    if (!req.ok) throw new Error(req.message);
    const isCreator = this.creator.admit(options);
    if (req.value.role === 'spectator') {
      if (!this.opts.spectatorsAllowed && !isCreator) throw new Error('This table does not allow spectators');
      if (this.state.spectatorCount >= this.cfg.maxSpectators) throw new Error('Too many spectators at this table');
      client.userData = newClientData('spectator', null, this.cfg);
      client.view = new StateView();
      this.state.spectatorCount++;
      if (isCreator) this.hostSession = client.sessionId;
      this.sendWelcome(client);
      this.sendHistory(client);
      this.afterChange();
      return;
    }
    if (this.state.status !== 'lobby') throw new Error('The game has started: join as a spectator');
    const seat = this.seats.freeSeat(req.value.seat);
    if (seat < 0) throw new Error(req.value.seat === null ? 'The table is full' : `Seat ${req.value.seat} is not free`);
    refuseTakenName(this.seats.records, req.value.name);
    const color = this.seats.pickColor(req.value.color);
    if (color === null) throw new Error(`The colour ${req.value.color ?? ''} is taken`);
    this.seats.seatHuman(seat, client.sessionId, req.value.name, color);
    this.seatViews[seat] = new StateView();
    client.view = this.seatViews[seat];
    client.userData = newClientData('player', seat, this.cfg);
    if (this.hostSession === null) this.hostSession = client.sessionId;
    this.sendWelcome(client);
    this.afterChange();
  }

  async onLeave(client: Client, consented: boolean): Promise<void> {
    const d = client.userData as ClientData | undefined;
    if (!d) return; // refused in onJoin
    if (d.role === 'spectator') {
      this.state.spectatorCount = Math.max(0, this.state.spectatorCount - 1);
      if (this.hostSession === client.sessionId) this.reassignHost(client.sessionId);
      this.keepAliveIfEmpty();
      this.afterChange();
      return;
    }
    const rec = this.seats.records[d.seat ?? -1];
    if (!rec || rec.sessionId !== client.sessionId) return;
    rec.connected = false;
    const sid = client.sessionId;

    if (this.state.status === 'lobby') {
      if (consented) return this.freeSeat(rec);
      this.afterChange();
      try {
        const next = await this.allowReconnection(client, this.cfg.graceSeconds);
        this.onReconnected(next, rec);
      } catch {
        if (rec.sessionId !== sid) return;
        if (this.state.status === 'lobby') this.freeSeat(rec);
        else this.markGone(rec);
      }
      return;
    }

    if (consented) return this.markGone(rec);
    this.timers.set(`grace:${rec.seat}`, this.cfg.graceSeconds * 1000, () => {
      if (rec.sessionId === sid && !rec.connected) {
        rec.graceExpired = true;
        this.afterChange();
      }
    });
    this.afterChange();
    try {
      // During play the seat can be reclaimed long after the bot took it over; after the end, briefly.
      const window = this.state.status === 'playing' ? Math.max(this.cfg.graceSeconds, this.cfg.reclaimSeconds) : this.cfg.graceSeconds;
      const next = await this.allowReconnection(client, window);
      this.onReconnected(next, rec);
    } catch {
      if (rec.sessionId === sid && !rec.connected) this.markGone(rec);
    }
  }

  onDispose(): void {
    this.disposed = true;
    this.timers.clearAll();
  }

  private onReconnected(client: Client, rec: SeatRecord): void {
    this.timers.clear(`grace:${rec.seat}`);
    rec.connected = true;
    rec.graceExpired = false;
    rec.away = false;
    rec.abandoned = false;
    // Colyseus hands the seat's StateView to the new client; make sure it is this seat's.
    client.view = this.seatViews[rec.seat]!;
    this.sendWelcome(client);
    this.sendHistory(client);
    this.afterChange();
  }

  private freeSeat(rec: SeatRecord): void {
    const sid = rec.sessionId;
    this.seats.vacate(rec.seat);
    this.seatViews[rec.seat] = new StateView();
    if (sid && this.hostSession === sid) this.reassignHost(sid);
    this.afterChange();
  }

  /** The player left the running game for good: the bot finishes it for them. */
  private markGone(rec: SeatRecord): void {
    this.timers.clear(`grace:${rec.seat}`);
    rec.connected = false;
    if (this.state.status === 'playing') rec.abandoned = true;
    if (rec.sessionId && this.hostSession === rec.sessionId) this.reassignHost(rec.sessionId);
    this.keepAliveIfEmpty();
    this.afterChange();
  }

  private reassignHost(leaving: string): void {
    this.hostSession = nextHost(this.seats, leaving); // a seated human, never a spectator
    const newHost = this.clients.find((c) => c.sessionId === this.hostSession);
    if (newHost) this.sendWelcome(newHost);
  }

  /**
   * The last client left a running or finished game (a bots-only table, or every player gone for
   * good): keep the table for `emptyTableSeconds`, so that a spectator who reloads the page or follows
   * a link a moment later still finds it. Colyseus disposes of the room only once this timeout has
   * run out with nobody back (a join clears it). Lobbies close at once, as before.
   */
  private keepAliveIfEmpty(): void {
    if (this.clients.length > 0 || this.state.status === 'lobby' || this.cfg.emptyTableSeconds <= 0) return;
    this.resetAutoDisposeTimeout(this.cfg.emptyTableSeconds);
  }

  /** The game's events so far, redacted for this client, before any live `events` (nothing before the start). */
  private sendHistory(client: Client): void {
    const d = client.userData as ClientData;
    if (!this.game) return;
    const viewer: Seat | 'spectator' = d.role === 'player' && d.seat !== null ? d.seat : 'spectator';
    client.send(S2C.history, this.history.wireFor(viewer, HISTORY_EVENT_CAP));
  }

  private sendWelcome(client: Client): void {
    const d = client.userData as ClientData;
    const msg: WelcomeMessage = { role: d.role, seat: d.seat, tableId: this.roomId, host: this.hostSession === client.sessionId };
    client.send(S2C.welcome, msg);
  }

  // ---------------------------------------------------------------- messages

  /**
   * Last line of defence: nothing a client sends may throw out of message dispatch or disconnect it.
   * Room messages are decoded here rather than in Colyseus, whose dispatch disconnects the sender
   * (code 4002) on a payload msgpack cannot decode (truncated, or nested deep enough to overflow the
   * stack): here that is an `invalid_message` error like any other bad message.
   */
  protected override _onMessage(client: Client & Parameters<Room['_onMessage']>[0], buffer: Buffer): void {
    if (!admitFrame(this.cfg, client, buffer)) return; // rate limit before any decoding
    try {
      if (buffer?.[0] === Protocol.ROOM_DATA) this.dispatchRoomData(client, buffer);
      else super._onMessage(client, buffer);
    } catch (e) {
      console.error(`[table ${this.roomId}] message dispatch failed:`, e);
      const d = client.userData as ClientData | undefined;
      if (d) refuse(client, 'unknown', new Refusal('invalid_message', 'The server could not read this message'));
    }
  }

  /** Colyseus's own ROOM_DATA dispatch (Room._onMessage, 0.16), with decoding failures answered instead of fatal. */
  private dispatchRoomData(client: Client, buffer: Buffer): void {
    if (client.state === ClientState.LEAVING) return;
    const it = { offset: 1 };
    const type: string | number = decode.stringCheck(buffer, it) ? decode.string(buffer, it) : decode.number(buffer, it);
    let message: unknown;
    try {
      message = buffer.byteLength > it.offset ? unpack(buffer.subarray(it.offset, buffer.byteLength)) : undefined;
    } catch {
      this.guard(client, String(type).slice(0, 40), undefined, () => {
        throw new Refusal('invalid_message', 'The server could not decode this message');
      });
      return;
    }
    const handlers = (this as unknown as { onMessageHandlers: Record<string, { callback: (...args: unknown[]) => void } | undefined> })
      .onMessageHandlers;
    const handler = handlers[type];
    if (handler) handler.callback(client, message);
    else handlers['*']!.callback(client, type, message);
  }

  /** Registers a handler behind the rate limit, the size limit and a catch-all: a message can only get an error reply. */
  private handle(type: string, handler: Handler): void {
    this.onMessage(type, (client, message) => this.guard(client, type, message, handler));
  }

  private guard(client: Client, type: string, message: unknown, handler: Handler): void {
    guardMessage(this.cfg, this.roomId, client, type, message, handler);
  }

  private onAction(client: Client, d: ClientData, message: unknown): void {
    if (d.role !== 'player' || d.seat === null) throw new Refusal('not_a_player', 'Spectators cannot play');
    const game = this.game;
    if (!game) throw new Refusal('not_started', 'The game has not started');
    const sent = isObj(message) && typeof message.version === 'number' && Number.isInteger(message.version) ? message.version : undefined;
    if (!isObj(message) || sent === undefined || !('action' in message))
      throw new Refusal('invalid_action', 'Expected { version: integer, action: {...} }');
    const parsed = parseAction(message.action);
    if (!parsed.ok) throw new Refusal('invalid_action', parsed.message, sent);
    const rec = this.seats.records[d.seat]!;
    if (rec.away) {
      rec.away = false; // the player is back from the turn clock
      this.afterChange();
    }
    if (game.phase === 'ended') throw new Refusal('game_over', 'The game is over', sent);
    if (sent !== game.version) throw new Refusal('stale_version', `Sent against version ${sent}; the game is at ${game.version}`, sent);
    const result = applyAction(game, d.seat, parsed.action);
    if (!result.ok) throw new Refusal(result.error.code, result.error.message, sent);
    this.commit(result.state, d.seat, parsed.action, result.events);
    client.send(S2C.accepted, { version: result.state.version });
  }

  private requireHost(client: Client): void {
    if (client.sessionId !== this.hostSession) throw new Refusal('not_host', 'Only the host can do this');
    if (this.state.status !== 'lobby') throw new Refusal('not_in_lobby', 'The game has already started');
  }

  private onAddBots(client: Client, message: unknown): void {
    this.requireHost(client);
    let count = this.seats.count;
    if (message !== undefined && message !== null) {
      if (!isObj(message)) throw new Refusal('invalid_message', 'Expected { count?: integer }');
      if (message.count !== undefined) {
        const c = message.count;
        if (typeof c !== 'number' || !Number.isInteger(c) || c < 1 || c > 4)
          throw new Refusal('invalid_message', 'count must be an integer 1-4');
        count = c;
      }
    }
    if (this.seats.addBots(count) === 0) throw new Refusal('no_free_seat', 'There is no free seat');
    this.afterChange();
  }

  private onRemoveBot(client: Client, message: unknown): void {
    this.requireHost(client);
    const seat = isObj(message) ? message.seat : undefined;
    if (typeof seat !== 'number' || !Number.isInteger(seat) || this.seats.records[seat]?.kind !== 'bot')
      throw new Refusal('bad_seat', 'Expected { seat } of a bot seat');
    this.seats.vacate(seat);
    this.afterChange();
  }

  private onStart(client: Client, message: unknown): void {
    this.requireHost(client);
    if (message !== undefined && message !== null && !isObj(message))
      throw new Refusal('invalid_message', 'Expected { fillBots?: boolean }');
    const fill = isObj(message) ? message.fillBots : undefined;
    if (fill !== undefined && typeof fill !== 'boolean') throw new Refusal('invalid_message', 'fillBots must be a boolean');
    if (fill) this.seats.addBots(this.seats.count);
    if (!this.seats.isFull()) throw new Refusal('table_not_full', 'Fill every seat (players or bots) before starting');
    const players = this.seats.records.map((r) => ({ name: r.name, color: r.color! }));
    this.gameConfig = { players, seed: this.seed, roundLimit: this.opts.roundLimit, startPlayer: this.opts.startPlayer };
    this.game = createGame(this.gameConfig);
    this.botRng = this.seats.records.map((r) => Math.imul(this.seed ^ 0x9e3779b9, r.seat + 1) >>> 0 || 1);
    this.state.status = 'playing';
    this.state.game = new GameSchema();
    this.syncGame();
    this.afterChange();
    this.broadcastPatch();
  }

  private onResume(d: ClientData): void {
    if (d.role !== 'player' || d.seat === null) throw new Refusal('not_a_player', 'Spectators have no seat');
    const rec = this.seats.records[d.seat]!;
    rec.away = false;
    this.afterChange();
  }

  // ---------------------------------------------------------------- the game

  /**
   * Takes the next engine state: mirrors it, then sends the patch and each recipient its redacted
   * events, with every socket corked so both frames leave in one write per client.
   */
  private commit(next: GameState, actor: Seat, action: Action, events: GameEvent[]): void {
    const probe = this.cfg.onAccepted;
    const acceptedAt = probe ? monotonicMs() : 0;
    this.game = next;
    this.actionLog.push({ seat: actor, action });
    this.history.push(next.version, actor, events);
    if (next.phase === 'ended') this.state.status = 'ended';
    this.syncGame();
    this.afterChange(); // seats, turn clock and bot timer go out in the same patch
    withCorkedSockets(this.clients, () => {
      this.broadcastPatch();
      this.sendEvents(next.version, actor, events);
    });
    if (probe) {
      try {
        probe({ version: next.version, ended: next.phase === 'ended', acceptedAt, sentAt: monotonicMs() });
      } catch (e) {
        console.error(`[table ${this.roomId}] onAccepted probe failed:`, e);
      }
    }
  }

  /** Seats get their own redaction; spectators all get the same bytes, redacted and encoded once. */
  private sendEvents(version: number, actor: Seat, events: GameEvent[]): void {
    let spectatorBytes: Buffer | null = null;
    for (const c of this.clients) {
      const d = c.userData as ClientData | undefined;
      if (!d) continue;
      if (d.role === 'player' && d.seat !== null) {
        c.send(S2C.events, encodeEvents(version, actor, redactEvents(events, d.seat)));
      } else {
        spectatorBytes ??= getMessageBytes.raw(
          Protocol.ROOM_DATA,
          S2C.events,
          encodeEvents(version, actor, redactEvents(events, 'spectator')),
        );
        c.enqueueRaw(spectatorBytes);
      }
    }
  }

  private syncGame(): void {
    const game = this.game;
    const target = this.state.game;
    if (!game || !target) return;
    const pub = viewFor(game, 'spectator');
    const hands = game.players.map((_, seat) => viewFor(game, seat).players[seat]?.hand ?? []);
    syncSchema(target, pub, hands, (seat, card) => this.seatViews[seat]?.add(card));
  }

  /** After any change: seats, turn clock, bot scheduling, lobby listing. */
  private afterChange(): void {
    if (this.disposed) return; // a late reconnection rejection must not restart timers
    syncSeats(this.state.seats, this.seats);
    const host = this.seats.records.find((r) => r.kind === 'human' && r.sessionId === this.hostSession);
    this.state.hostSeat = host ? host.seat : -1;
    const g = this.game;
    const running = g !== null && g.phase !== 'ended';
    const botTurn = running && this.seats.botControlled(g.activeSeat);
    const turnKey = running ? `${g.round}:${g.phase}:${g.turnIndex}:${g.activeSeat}` : null;
    this.state.turnDeadline = this.turnClock.update(turnKey, running && !botTurn);
    if (botTurn) {
      if (!this.timers.has('bot')) this.timers.set('bot', this.opts.botDelayMs, () => this.botTick());
    } else this.timers.clear('bot');
    this.updateListing();
  }

  private botTick(): void {
    const g = this.game;
    if (!g || g.phase === 'ended' || !this.seats.botControlled(g.activeSeat)) return;
    const seat = g.activeSeat;
    try {
      const r = botMove(g, seat, this.botRng[seat] ?? 1);
      if (!r) {
        console.error(`[table ${this.roomId}] bot for seat ${seat} found no legal action at version ${g.version}`);
        return;
      }
      this.botRng[seat] = r.rng;
      this.commit(r.state, seat, r.action, r.events);
    } catch (e) {
      console.error(`[table ${this.roomId}] bot move failed:`, e);
    }
  }

  private onClockExpired(): void {
    const g = this.game;
    if (!g || g.phase === 'ended') return;
    const rec = this.seats.records[g.activeSeat];
    if (rec && rec.kind === 'human') rec.away = true;
    this.afterChange();
  }

  /** The game so far as config + action log (for replays, audits and tests); null before the start. */
  gameRecord(): { config: GameConfig; log: { seat: Seat; action: Action }[]; state: GameState } | null {
    if (!this.gameConfig || !this.game) return null;
    return { config: this.gameConfig, log: [...this.actionLog], state: this.game };
  }

  // ---------------------------------------------------------------- lobby listing

  private updateListing(): void {
    if (this.creator.opening) return; // not listed before its creator joined
    const listing = tableListing(
      this.opts,
      this.seats,
      this.state.status as TableListing['status'],
      this.state.spectatorCount,
      this.game?.round ?? 0,
    );
    const key = JSON.stringify(listing);
    if (key === this.listingKey) return;
    this.listingKey = key;
    this.setMetadata(listing).catch((e) => console.error(`[table ${this.roomId}] setMetadata failed:`, e));
  }
}

/** A TableRoom class bound to these server settings (one per server). */
export function makeTableRoom(cfg: ServerConfig): typeof TableRoom {
  return class ConfiguredTableRoom extends TableRoom {
    protected override cfg = cfg;
  };
}
