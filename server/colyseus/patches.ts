/**
 * Every place the server leans on Colyseus internals, in one file. Checked against
 * @colyseus/core 0.16.20, @colyseus/ws-transport 0.16.1 and @colyseus/schema 3.0.76
 * (COLYSEUS_CHECKED_AGAINST); patches.test.ts fails when an upgrade changes any behaviour relied on here.
 *
 * 1. HardenedRoom: message dispatch a client cannot break.
 *    - Colyseus looks message types up in a plain object (`onMessageHandlers`): a type named "toJSON",
 *      "constructor" or "__proto__" would find Object.prototype members and throw outside any handler (a
 *      process-wide uncaughtException). Without a prototype, such types fall through to the "*" handler.
 *    - Its fallback `__no_message_handler` disconnects the sender, and a message *named*
 *      "__no_message_handler" reaches it directly; with a "*" handler it is never needed otherwise.
 *    - `_onMessage` decodes ROOM_DATA itself here (as Room._onMessage does) so that a payload msgpack
 *      cannot decode (truncated, or nested deep enough to overflow the stack) gets an answer instead of
 *      Colyseus's disconnect (code 4002).
 * 2. guardMatchmaking: wraps the HTTP `request` listener Colyseus's Server puts on the HTTP server
 *    (`attachMatchMakingRoutes`) and recognises matchmaking URLs exactly as Colyseus does.
 * 3. ws default export: @colyseus/ws-transport's ESM build calls `new WebSocket.Server()` on ws's default
 *    export, which ws's own ESM wrapper does not carry; the alias is set when this module loads (import
 *    it before creating a WebSocketTransport).
 * 4. patchReservations: seat reservations (`_reserveSeat`, `reservedSeats` tuples, `_onJoin`,
 *    `_internalState`) exposed as hooks; the policy (limits per address and per table, the capacity kept
 *    for seat keys) is plain logic in server/net/seatReservations.ts.
 * 5. routeMatchmaking: `matchMaker.controller.invokeMethod` wrapped, so that a delayed joinById of a table
 *    is answered with a reservation in a delayed room (server/delayed/delayedRouting.ts).
 * 6. HardenedRoom.withoutStateViews: a patch tick with nothing changed skips SchemaSerializer's walk of
 *    every client for StateView changes (`_serializer.encoder.hasChanges`, `_simulationInterval`,
 *    `_dequeueAfterPatchMessages`).
 * 7. transportSockets: the ws WebSocketServer inside @colyseus/ws-transport (`wss`), whose "connection"
 *    event gives each socket with its upgrade request (the per-address flood limits, net/floodGuard.ts),
 *    and which is built from the transport's own options (so `verifyClient` reaches it).
 */
import type http from 'node:http';
import { ClientState, ErrorCode, matchMaker, Protocol, Room, ServerError, type AuthContext, type Client } from '@colyseus/core';
// The msgpack decoder Colyseus itself uses for room messages (a dependency of @colyseus/core).
import { unpack } from '@colyseus/msgpackr';
import { decode } from '@colyseus/schema';
import * as wsModule from 'ws';
import type WebSocket from 'ws';
import type { RateLimitConfig } from '../config.js';
import { AddressBuckets } from '../net/rateLimit.js';
import { settlesWithin } from '../net/settlesWithin.js';
import { MATCHMAKE_CODE } from '../../shared/protocol/protocol.js';

export const COLYSEUS_CHECKED_AGAINST = {
  '@colyseus/core': '0.16.20',
  '@colyseus/ws-transport': '0.16.1',
  '@colyseus/schema': '3.0.76',
} as const;

// ---------------------------------------------------------------- 3. ws default export

const ws = wsModule as unknown as { default: { Server?: unknown }; WebSocketServer: unknown };
if (!ws.default.Server) ws.default.Server = ws.WebSocketServer;

// ---------------------------------------------------------------- 1. message dispatch

export interface MessageHandlerEntry {
  callback: (...args: unknown[]) => void;
}
export type MessageHandlers = Record<string, MessageHandlerEntry | undefined>;

/** Room's own handler table (`Room.onMessageHandlers`, a private member in 0.16). */
export function messageHandlersOf(room: Room): MessageHandlers {
  return (room as unknown as { onMessageHandlers: MessageHandlers }).onMessageHandlers;
}

/** What Room.broadcastPatch (0.16) reads and calls besides the serializer's applyPatches. */
interface PatchTickInternals {
  _serializer: { encoder?: { hasChanges: boolean } };
  _simulationInterval?: unknown;
  _dequeueAfterPatchMessages(): void;
  onBeforePatch?(state: unknown): void;
  clock: { tick(): void };
  state: unknown;
}

export abstract class HardenedRoom<S extends object> extends Room<S> {
  /**
   * Set by a room none of whose clients ever gets a StateView (a public audience room). Every patch
   * tick (patchRate, 20 a second) of a state type with @view fields, when nothing changed, still walks
   * every client for StateView changes in SchemaSerializer.applyPatches: for 500 spectators 10,000
   * checks a second for nothing. Such a room skips that walk when its encoder holds no change, and
   * does the rest of Room.broadcastPatch (the clock's tick, messages queued after the patch).
   */
  protected withoutStateViews = false;

  override broadcastPatch(): boolean {
    const room = this as unknown as PatchTickInternals;
    if (!this.withoutStateViews || room._serializer.encoder?.hasChanges !== false) return super.broadcastPatch();
    room.onBeforePatch?.(room.state);
    if (!room._simulationInterval) room.clock.tick();
    room._dequeueAfterPatchMessages();
    return false;
  }

  /** Call first in onCreate, and register a "*" handler: every unknown type then goes there. */
  protected hardenMessageHandlers(): void {
    const handlers = messageHandlersOf(this as unknown as Room);
    Object.setPrototypeOf(handlers, null);
    delete handlers['__no_message_handler'];
  }

  /** Whether to look at this frame at all (false drops it undecoded). */
  protected admitFrame(_client: Client, _buffer: Buffer): boolean {
    return true;
  }

  /** A ROOM_DATA payload msgpack cannot decode: answer the sender (it is not disconnected). */
  protected abstract onUndecodableMessage(client: Client, type: string): void;
  /** Dispatch threw despite every guard: log it and answer the sender. */
  protected abstract onDispatchFailure(client: Client, error: unknown): void;

  /** Last line of defence: nothing a client sends may throw out of message dispatch or disconnect it. */
  protected override _onMessage(client: Client & Parameters<Room['_onMessage']>[0], buffer: Buffer): void {
    if (!this.admitFrame(client, buffer)) return; // e.g. a rate limit, before any decoding
    try {
      if (buffer?.[0] === Protocol.ROOM_DATA) this.dispatchRoomData(client, buffer);
      else super._onMessage(client, buffer);
    } catch (e) {
      this.onDispatchFailure(client, e);
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
      this.onUndecodableMessage(client, String(type).slice(0, 40));
      return;
    }
    const handlers = messageHandlersOf(this as unknown as Room);
    const handler = handlers[type];
    if (handler) handler.callback(client, message);
    else handlers['*']!.callback(client, type, message);
  }
}

// ---------------------------------------------------------------- 7. the transport's sockets

/** What the transport's WebSocketServer offers the flood guard (ws's WebSocketServer). */
export interface TransportSockets {
  prependListener(event: 'connection', fn: (ws: WebSocket, req: http.IncomingMessage) => void): unknown;
  options: { verifyClient?: unknown; maxPayload?: number };
}

/** The ws WebSocketServer of a @colyseus/ws-transport WebSocketTransport (its `wss`, 0.16). */
export function transportSockets(transport: object): TransportSockets {
  return (transport as { wss: TransportSockets }).wss;
}

// ---------------------------------------------------------------- 2. matchmaking routes

/**
 * Guards Colyseus's matchmaking HTTP routes, which read any request body whole and let anyone create
 * rooms: bodies over `maxBodyBytes` get 413, and table creation is rate limited per IP address.
 * Installed in front of the listeners Colyseus put on the HTTP server.
 *
 * Which requests are matchmaking, and which method they call, is decided exactly as Colyseus decides
 * it (`Server.attachMatchMakingRoutes` / `handleMatchMakeRequest`): any URL containing "/matchmake",
 * split into runs of [a-zA-Z0-9_-]; the method is the run after "matchmake" (or the first run when
 * there is no such run). A stricter pattern here would let `/matchmake//create/table`,
 * `/matchmake.create.table` or `/create/table/matchmakeX` reach Colyseus's create unguarded.
 */
export interface MatchmakeGuardOptions {
  maxBodyBytes: number;
  create: RateLimitConfig;
  /** The key a request's creations are counted under (server/net/clientAddress.ts). */
  addressOf: (req: http.IncomingMessage) => string;
  /**
   * Matchmaking requests wait for it (the tables of the last run being restored): until then a
   * restored table's id would be answered "not found", and a client would give its seat up for lost.
   */
  ready?: Promise<void>;
  /** How long a request waits for `ready` before it is told to try again (503, the 'crowded' code: clients retry). */
  readyWaitMs?: number;
  /** The clock the creation limit refills on (ms; the server's, so tests move it); default performance.now. */
  now?: () => number;
}

/** Seconds until one more table may be created once an address is past `limit`: one token's refill. */
export function createRetrySeconds(limit: RateLimitConfig): number {
  return Math.ceil(1 / limit.perSecond);
}

/** The 429 answer past the creation limit: what the limit is, and when to try again. */
export function tooManyTablesMessage(limit: RateLimitConfig): string {
  const perMinute = Math.round(limit.perSecond * 60 * 10) / 10;
  return `Too many tables created from your address: at most ${perMinute} a minute (${limit.burst} at once). Try again in ${createRetrySeconds(limit)} s.`;
}

export const MATCHMAKE_ROUTE = 'matchmake';
/** Colyseus's `matchMaker.controller.allowedRoomNameChars`. */
export const MATCHMAKE_URL_PARTS = /[a-zA-Z_\-0-9]+/g;
const CREATING = new Set(['create', 'joinOrCreate']);

/** The matchmaking method Colyseus 0.16 will invoke for this URL, or null if it is not a matchmaking URL. */
export function matchmakeMethod(url: string): string | null {
  if (!url.includes(`/${MATCHMAKE_ROUTE}`)) return null;
  const parts: string[] = url.match(MATCHMAKE_URL_PARTS) ?? [];
  const i = parts.indexOf(MATCHMAKE_ROUTE);
  return parts[i + 1] ?? '';
}

/** The room name of a matchmaking URL (`/matchmake/<method>/<room>`), or null. */
export function matchmakeRoomName(url: string): string | null {
  if (!url.includes(`/${MATCHMAKE_ROUTE}`)) return null;
  const parts: string[] = url.match(MATCHMAKE_URL_PARTS) ?? [];
  return parts[parts.indexOf(MATCHMAKE_ROUTE) + 2] ?? null;
}

/** Audience rooms (shared/protocol AUDIENCE_ROOM_NAME): their joinOrCreate is not a table creation. */
const AUDIENCE_ROOM = 'audience';

export function guardMatchmaking(server: http.Server, opts: MatchmakeGuardOptions): void {
  const inner = server.listeners('request') as ((req: http.IncomingMessage, res: http.ServerResponse) => void)[];
  server.removeAllListeners('request');
  const creations = new AddressBuckets(opts.create, { forgetAfterMs: 10 * 60_000 }, opts.now);
  let ready = opts.ready === undefined;
  void opts.ready?.then(() => (ready = true));
  const waitMs = opts.readyWaitMs ?? 15_000;
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (ready || matchmakeMethod(req.url ?? '') === null) return handle(req, res);
    // The body is not read while it waits: the stream stays paused for Colyseus. A restore that takes
    // too long (a database that does not answer) never leaves a request hanging.
    void settlesWithin(opts.ready!, waitMs).then((inTime) => (inTime ? handle(req, res) : refuseStarting(res)));
  });
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const method = matchmakeMethod(req.url ?? '');
    if (method !== null) {
      const length = Number(req.headers['content-length'] ?? 0);
      if (!(length <= opts.maxBodyBytes)) return refuseRequest(res, 413, 'request too large');
      let seen = 0;
      req.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > opts.maxBodyBytes) req.destroy();
      });
      // Creating tables is limited per address; joining an audience room (which may open one) is a spectator's join.
      if (req.method === 'POST' && CREATING.has(method) && matchmakeRoomName(req.url ?? '') !== AUDIENCE_ROOM) {
        if (!creations.take(opts.addressOf(req)))
          return refuseRequest(res, 429, tooManyTablesMessage(opts.create), { 'Retry-After': String(createRetrySeconds(opts.create)) });
      }
    }
    for (const listener of inner) listener.call(server, req, res);
  };
}

/** 503 with the 'crowded' code: colyseus.js rejects with it, and the client tries again shortly (client/net/comeBack.ts). */
function refuseStarting(res: http.ServerResponse): void {
  res.writeHead(503, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', 'Retry-After': '2' });
  res.end(JSON.stringify({ code: MATCHMAKE_CODE.crowded, error: 'The server is starting: try again in a moment' }));
}

function refuseRequest(res: http.ServerResponse, status: number, error: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', ...headers });
  res.end(JSON.stringify({ code: status, error }));
}

// ---------------------------------------------------------------- 5. matchmaking routed elsewhere

/** What a route's promise resolves to when, having looked, it lets Colyseus answer the call after all. */
export const PASS_ROUTE = Symbol('pass to Colyseus');

/**
 * Answers a matchmaking call itself (a seat reservation, possibly in another room), or undefined to let
 * Colyseus do it (or a promise of PASS_ROUTE, when that takes a look first).
 */
export type MatchmakeRoute = (
  method: string,
  roomName: string,
  clientOptions: unknown,
  authOptions: unknown,
) => Promise<unknown> | undefined;

/**
 * Routes matchmaking calls before Colyseus handles them: `matchMaker.controller.invokeMethod` is what
 * the HTTP matchmaking route calls; colyseus.js connects to whatever room the returned reservation
 * names (`consumeSeatReservation` reads `response.room`), so a joinById may land in another room.
 * Errors keep Colyseus's shape ({ code, message } → the client's MatchMakeError). Installed once per
 * process for a given route; returns an undo (tests).
 */
const installedRoutes = new Set<MatchmakeRoute>();

export function routeMatchmaking(route: MatchmakeRoute): () => void {
  const controller = matchMaker.controller as unknown as { invokeMethod: (...args: unknown[]) => Promise<unknown> };
  // Once per process (the controller is a module singleton; several servers in one test process share it).
  if (installedRoutes.has(route)) return () => {};
  installedRoutes.add(route);
  const inner = controller.invokeMethod;
  controller.invokeMethod = async function (
    this: unknown,
    method: unknown,
    roomName: unknown,
    clientOptions: unknown = {},
    authOptions?: unknown,
  ) {
    const routed = route(String(method), String(roomName), clientOptions, authOptions);
    if (routed === undefined) return inner.call(this, method, roomName, clientOptions, authOptions);
    try {
      const answer = await routed;
      return answer === PASS_ROUTE ? await inner.call(this, method, roomName, clientOptions, authOptions) : answer;
    } catch (e) {
      const err = e as { code?: number; message?: string };
      throw new ServerError(err.code || ErrorCode.MATCHMAKE_UNHANDLED, err.message ?? String(e));
    }
  };
  return () => {
    controller.invokeMethod = inner;
    installedRoutes.delete(route);
  };
}

// ---------------------------------------------------------------- 4. seat reservations

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
