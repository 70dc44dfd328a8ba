/**
 * The Colyseus behaviour patches.ts relies on, checked on the installed Colyseus: these fail when an
 * upgrade changes it (then re-read the patch against the new source, and update COLYSEUS_CHECKED_AGAINST).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { ClientState, getMessageBytes, matchMaker, Protocol, Room, Server, type Client } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as wsModule from 'ws';
import type { TableState } from '../schema/TableState.js';
import { emberforgeSchema } from '../games/emberforge/schema/emberforgeSchema.js';
import {
  COLYSEUS_CHECKED_AGAINST,
  HardenedRoom,
  matchmakeMethod,
  MATCHMAKE_ROUTE,
  MATCHMAKE_URL_PARTS,
  messageHandlersOf,
  patchReservations,
  ROOM_DISPOSING,
  transportSockets,
  type PendingReservation,
} from './patches.js';

const packageFile = (name: string) => new URL(`../../node_modules/${name}/package.json`, import.meta.url);

/** A joined client as Room._onMessage sees it; `left` records a disconnect. */
function fakeClient() {
  const left: number[] = [];
  const client = { sessionId: 's1', reconnectionToken: 't1', state: ClientState.JOINED, leave: (code: number) => left.push(code) };
  return { client: client as unknown as Client, left };
}

const roomData = (type: string, message: unknown): Buffer => Buffer.from(getMessageBytes.raw(Protocol.ROOM_DATA, type, message));

type Internals = Room & {
  _onMessage(client: Client, buffer: Buffer): void;
  _disposeIfEmpty(): boolean;
  _events: { on(event: string, fn: () => void): void };
  reservedSeats: Record<string, unknown>;
};

class PlainRoom extends Room {}

class TestRoom extends HardenedRoom<object> {
  readonly undecodable: string[] = [];
  readonly failures: unknown[] = [];
  harden(): void {
    this.hardenMessageHandlers();
  }
  protected onUndecodableMessage(_client: Client, type: string): void {
    this.undecodable.push(type);
  }
  protected onDispatchFailure(_client: Client, error: unknown): void {
    this.failures.push(error);
  }
}

afterEach(() => vi.restoreAllMocks());

describe('the Colyseus versions the patches were checked against', () => {
  it('are the installed ones', () => {
    for (const [name, version] of Object.entries(COLYSEUS_CHECKED_AGAINST)) {
      const installed = (JSON.parse(readFileSync(packageFile(name), 'utf8')) as { version: string }).version;
      expect({ name, version: installed }).toEqual({ name, version });
    }
  });
});

describe('Room message dispatch (what HardenedRoom replaces)', () => {
  it('keeps handlers in a plain object with a disconnecting "__no_message_handler" fallback', () => {
    const room = new PlainRoom();
    const handlers = messageHandlersOf(room);
    expect(Object.getPrototypeOf(handlers)).toBe(Object.prototype);
    expect(typeof handlers['__no_message_handler']?.callback).toBe('function');
    const got: unknown[] = [];
    room.onMessage('hello', (_c, m) => got.push(m));
    (room as Internals)._onMessage(fakeClient().client, roomData('hello', { a: 1 }));
    expect(got).toEqual([{ a: 1 }]);
  });

  it('throws outside any handler on a type named after an Object.prototype member', () => {
    const room = new PlainRoom() as Internals;
    room.onMessage('*', () => {});
    expect(() => room._onMessage(fakeClient().client, roomData('constructor', {}))).toThrow(TypeError);
  });

  it('disconnects the sender (4002) on a payload msgpack cannot decode', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // Colyseus logs the decoding error
    const room = new PlainRoom() as Internals;
    room.onMessage('hello', () => {});
    const { client, left } = fakeClient();
    const whole = roomData('hello', { a: 1 });
    room._onMessage(client, whole.subarray(0, whole.length - 1));
    expect(left).toEqual([Protocol.WS_CLOSE_WITH_ERROR]);
  });
});

describe('HardenedRoom', () => {
  function hardened() {
    const room = new TestRoom();
    room.harden();
    const star: unknown[][] = [];
    const got: unknown[] = [];
    room.onMessage('hello', (_c, m) => got.push(m));
    room.onMessage('*', (_c, type, m) => star.push([type, m]));
    return { room, star, got, internals: room as unknown as Internals };
  }

  it('dispatches as Colyseus does, and sends every odd type name to "*"', () => {
    const { star, got, internals } = hardened();
    const { client, left } = fakeClient();
    internals._onMessage(client, roomData('hello', { a: [1, 'x'] }));
    for (const type of ['constructor', 'toJSON', '__proto__', '__no_message_handler', 'nope'])
      internals._onMessage(client, roomData(type, 7));
    expect(got).toEqual([{ a: [1, 'x'] }]);
    expect(star).toEqual(['constructor', 'toJSON', '__proto__', '__no_message_handler', 'nope'].map((t) => [t, 7]));
    expect(left).toEqual([]);
  });

  it('answers an undecodable payload instead of disconnecting', () => {
    const { room, got, internals } = hardened();
    const { client, left } = fakeClient();
    const whole = roomData('hello', { a: 1 });
    internals._onMessage(client, whole.subarray(0, whole.length - 1));
    expect(room.undecodable).toEqual(['hello']);
    expect(got).toEqual([]);
    expect(left).toEqual([]);
    expect(room.failures).toEqual([]);
  });
});

describe('HardenedRoom.withoutStateViews', () => {
  /** A room of a game's TableState (Emberforge's: @view fields, so the serializer has filters), as the matchmaker sets it up. */
  function tableStateRoom(withoutStateViews: boolean) {
    class Ticking extends TestRoom {
      constructor() {
        super();
        this.withoutStateViews = withoutStateViews;
      }
    }
    const room = new Ticking() as unknown as {
      broadcastPatch(): boolean;
      clock: Room['clock'];
      clients: { push(c: unknown): void };
      __init(): void;
      _autoDisposeTimeout?: NodeJS.Timeout;
      _serializer: { hasFilters: boolean; encoder: { hasChanges: boolean }; applyPatches(...a: unknown[]): boolean };
      patchRate: number | null;
      state: TableState;
    };
    room.__init();
    clearTimeout(room._autoDisposeTimeout);
    room.patchRate = null; // ticks are called by hand below
    room.state = emberforgeSchema.tableState(); // a game's table state: its hands are @view fields
    // One joined spectator without a StateView (with none, Colyseus keeps the changes for later).
    const sent = vi.fn();
    room.clients.push({ sessionId: 's1', state: ClientState.JOINED, raw: sent, enqueueRaw: sent });
    const applied = vi.spyOn(room._serializer, 'applyPatches');
    const done = () => {
      room.clock.clear();
      room.clock.stop();
    };
    return { room, applied, sent, done };
  }

  it("skips the serializer's walk of the clients when nothing changed, and still ticks the clock", async () => {
    const { room, applied, sent, done } = tableStateRoom(true);
    try {
      expect(room._serializer.hasFilters).toBe(true); // Emberforge's table state has @view fields: the walk would run
      room.broadcastPatch(); // the state's first encode
      expect(applied).toHaveBeenCalledTimes(1);
      expect(sent).toHaveBeenCalledTimes(1);
      expect(room._serializer.encoder.hasChanges).toBe(false);
      let fired = 0;
      room.clock.setTimeout(() => fired++, 0);
      await new Promise((r) => setTimeout(r, 2));
      expect(room.broadcastPatch()).toBe(false);
      expect(applied).toHaveBeenCalledTimes(1);
      expect(fired).toBe(1); // the tick ran the room's timers
      room.state.turnDeadline = 5;
      expect(room._serializer.encoder.hasChanges).toBe(true);
      room.broadcastPatch();
      expect(applied).toHaveBeenCalledTimes(2); // a change goes out as before
      expect(sent).toHaveBeenCalledTimes(2);
      expect(room._serializer.encoder.hasChanges).toBe(false);
    } finally {
      done();
    }
  });

  it('leaves a room that may give StateViews as Colyseus runs it', () => {
    const { room, applied, done } = tableStateRoom(false);
    try {
      room.broadcastPatch();
      room.broadcastPatch();
      expect(applied).toHaveBeenCalledTimes(2);
    } finally {
      done();
    }
  });
});

describe('Room lifecycle members the table uses', () => {
  it('allowReconnection(client, "manual") holds the seat until its Deferred is rejected', async () => {
    const room = new PlainRoom() as Internals;
    const pending = room.allowReconnection(fakeClient().client, 'manual');
    expect(typeof pending.reject).toBe('function');
    expect(Object.keys(room.reservedSeats)).toEqual(['s1']);
    pending.reject(new Error('time is up'));
    await expect(Promise.resolve(pending)).rejects.toThrow('time is up');
    expect(Object.keys(room.reservedSeats)).toEqual([]);
  });

  it('an empty room is disposed only while autoDispose is on', () => {
    const room = new PlainRoom() as unknown as {
      __init(): void;
      _autoDisposeTimeout?: NodeJS.Timeout;
      _disposeIfEmpty(): boolean;
      _events: { on(event: string, fn: () => void): void; removeAllListeners(event: string): void };
      autoDispose: boolean;
      patchRate: number | null;
      clock: { clear(): void; stop(): void };
    };
    room.__init(); // what the matchmaker does before onCreate
    const clearAutoDisposeTimer = () => {
      clearTimeout(room._autoDisposeTimeout);
      room._autoDisposeTimeout = undefined;
    };
    try {
      clearAutoDisposeTimer();
      const disposed = vi.fn();
      room._events.removeAllListeners('dispose'); // the real disposal needs a matchmaker listing
      room._events.on('dispose', disposed);
      room.autoDispose = false; // what EmptyTableCountdown does while it runs
      expect(room._disposeIfEmpty()).toBe(false);
      room.autoDispose = true; // the setter arms Colyseus's own 1 s check
      expect(room._autoDisposeTimeout).toBeDefined();
      clearAutoDisposeTimer();
      expect(room._disposeIfEmpty()).toBe(true);
      expect(disposed).toHaveBeenCalledTimes(1);
    } finally {
      clearAutoDisposeTimer();
      room.patchRate = null;
      room.clock.clear();
      room.clock.stop();
    }
  });
});

describe('seat reservations', () => {
  type Reserving = Pick<Room, 'maxClients' | 'hasReachedMaxClients' | 'disconnect' | 'clock'> & {
    __init(): void;
    _reserveSeat(sid: string, options?: unknown, auth?: unknown, seconds?: number, reconnection?: boolean): Promise<boolean>;
    _onJoin(client: Client, context: object): Promise<void>;
    _decrementClientCount(): Promise<boolean>;
    _internalState: number;
    _autoDisposeTimeout?: NodeJS.Timeout;
    reservedSeats: Record<string, unknown>;
    reservedSeatTimeouts: Record<string, NodeJS.Timeout | undefined>;
    listing: { updateOne(update: { $inc?: { clients: number } }): Promise<void>; remove(): void };
    patchRate: number | null;
  };
  const rooms: Reserving[] = [];
  /** A room as the matchmaker prepares it, with a listing that records client-count updates. */
  function prepared<R extends Room>(klass: new () => R, maxClients: number) {
    const room = new klass() as unknown as Reserving;
    room.__init();
    room.maxClients = maxClients;
    const counts: number[] = [];
    room.listing = { updateOne: async (u) => void (u.$inc && counts.push(u.$inc.clients)), remove: () => {} };
    rooms.push(room);
    return { room, counts };
  }
  afterEach(() => {
    for (const room of rooms.splice(0)) {
      for (const t of Object.values(room.reservedSeatTimeouts)) clearTimeout(t);
      clearTimeout(room._autoDisposeTimeout);
      room.patchRate = null;
      room.clock.clear();
      room.clock.stop();
    }
  });

  it('Colyseus keeps [options, auth, consumed, reconnection] with a timeout, and counts them against maxClients', async () => {
    const { room, counts } = prepared(PlainRoom, 2);
    expect(room._internalState).toBe(0); // CREATING
    expect(await room._reserveSeat('a', { o: 1 }, { who: 'a' }, 5)).toBe(true);
    expect(room.reservedSeats).toEqual({ a: [{ o: 1 }, { who: 'a' }, false, false] });
    expect(room.reservedSeatTimeouts['a']).toBeDefined();
    expect(counts).toEqual([1]);
    expect(room.hasReachedMaxClients()).toBe(false);
    await room._reserveSeat('b', {}, undefined, 5);
    expect(room.hasReachedMaxClients()).toBe(true); // what patchReservations changes
    expect(await room._reserveSeat('c', {}, undefined, 5)).toBe(false);
    await room._reserveSeat('r', true, undefined, 5, true); // a reconnection: no count, no timeout
    expect(room.reservedSeats['r']).toEqual([true, undefined, false, true]);
    expect(room.reservedSeatTimeouts['r']).toBeUndefined();
    expect(await room._decrementClientCount()).toBe(false);
    expect(counts).toEqual([1, 1, -1]);
  });

  it('Colyseus marks a disposing room with _internalState DISPOSING and then refuses reservations', async () => {
    const { room } = prepared(PlainRoom, 10);
    room._internalState = 1; // CREATED, as the matchmaker sets it after onCreate
    await room.disconnect();
    expect(room._internalState).toBe(ROOM_DISPOSING);
    expect(room.hasReachedMaxClients()).toBe(true);
    expect(await room._reserveSeat('a', {}, undefined, 5)).toBe(false);
  });

  it('Colyseus _onJoin refuses a consumed reservation', async () => {
    const { room } = prepared(PlainRoom, 2);
    await room._reserveSeat('a', {}, undefined, 5);
    (room.reservedSeats['a'] as unknown[])[2] = true;
    await expect(room._onJoin(fakeClient().client, {})).rejects.toThrow(); // client s1 has no seat
    const client = { ...fakeClient().client, sessionId: 'a' } as Client;
    await expect(room._onJoin(client, {})).rejects.toThrow('already consumed');
    expect(room.reservedSeatTimeouts['a']).toBeUndefined();
  });

  function patched(connectedOnly = true) {
    const log: string[] = [];
    const seen: { sid: string; options: unknown; pending: PendingReservation[] }[] = [];
    const klass = patchReservations(PlainRoom, {
      seconds: 7,
      connectedOnly,
      admit: ({ sessionId, auth, options, room, pending }) => {
        expect(room).toBeInstanceOf(PlainRoom);
        if (auth !== undefined) log.push(`admit ${sessionId} ${JSON.stringify(auth)}`);
        seen.push({ sid: sessionId, options, pending: pending() });
        if (typeof auth === 'object' && auth !== null) (auth as { noted?: boolean }).noted = true; // kept with the reservation
        return !sessionId.startsWith('deny');
      },
      refused: (sid) => log.push(`refused ${sid}`),
      joined: (sid) => log.push(`joined ${sid}`),
    });
    return { ...prepared(klass, 2), log, seen };
  }

  it('patchReservations counts connected clients only, asks the policy with the pending ones, and never drops one', async () => {
    const { room, counts, seen, log } = patched();
    expect((room as unknown as { seatReservationTime: number }).seatReservationTime).toBe(7);
    for (const sid of ['a', 'b', 'c', 'd']) expect(await room._reserveSeat(sid, { o: sid }, { sid })).toBe(true);
    expect(room.hasReachedMaxClients()).toBe(false);
    expect(seen[3]).toEqual({
      sid: 'd',
      options: { o: 'd' },
      pending: ['a', 'b', 'c'].map((sid) => ({ sessionId: sid, auth: { sid, noted: true } })),
    });
    expect(Object.keys(room.reservedSeats)).toEqual(['a', 'b', 'c', 'd']);
    expect(Object.keys(room.reservedSeatTimeouts)).toEqual(['a', 'b', 'c', 'd']);
    expect(counts).toEqual([1, 1, 1, 1]);
    (room.reservedSeats['a'] as unknown[])[2] = true; // consumed: no longer pending
    await room._reserveSeat('r', true, undefined, 7, true);
    expect(seen).toHaveLength(4); // a reconnection is not a new reservation
    await room._reserveSeat('e', {}, { sid: 'e' });
    expect(seen[4]!.pending.map((p) => p.sessionId)).toEqual(['b', 'c', 'd']);
    room._internalState = ROOM_DISPOSING;
    expect(await room._reserveSeat('f', {}, undefined)).toBe(false);
    expect(log).toEqual(['a', 'b', 'c', 'd', 'e'].map((sid) => `admit ${sid} {"sid":"${sid}"}`).concat(['refused f']));
  });

  it("patchReservations keeps Colyseus's count of pending reservations against maxClients unless told otherwise", async () => {
    const { room, log } = patched(false);
    expect(await room._reserveSeat('a', {}, { sid: 'a' })).toBe(true);
    expect(await room._reserveSeat('b', {}, { sid: 'b' })).toBe(true);
    expect(room.hasReachedMaxClients()).toBe(true);
    expect(await room._reserveSeat('c', {}, { sid: 'c' })).toBe(false);
    expect(log.at(-1)).toBe('refused c');
  });

  it('patchReservations asks the policy before each new reservation, with its auth, in the room; a refusal reserves nothing', async () => {
    const { room, counts, log } = patched();
    expect(await room._reserveSeat('deny-1', {}, { address: 'x' })).toBe(false);
    expect(room.reservedSeats).toEqual({});
    expect(counts).toEqual([]);
    expect(await room._reserveSeat('ok-1', {}, { address: 'x' })).toBe(true);
    expect(log).toEqual(['admit deny-1 {"address":"x"}', 'admit ok-1 {"address":"x"}']);
  });

  it('patchReservations tells the policy of a join before Colyseus consumes the reservation', async () => {
    const { room, log } = patched();
    await room._reserveSeat('a', {}, undefined);
    (room.reservedSeats['a'] as unknown[])[2] = true;
    const client = { ...fakeClient().client, sessionId: 'a' } as Client;
    await expect(room._onJoin(client, {})).rejects.toThrow('already consumed');
    expect(log).toEqual(['joined a']);
  });
});

describe('matchmaking routes', () => {
  it('are recognised with the route name and URL pattern of Colyseus', () => {
    expect(matchMaker.controller.matchmakeRoute).toBe(MATCHMAKE_ROUTE);
    expect(matchMaker.controller.allowedRoomNameChars.source).toBe(`(${MATCHMAKE_URL_PARTS.source})`);
    const colyseus = (url: string) => {
      if (url.indexOf(`/${matchMaker.controller.matchmakeRoute}`) === -1) return null;
      const parts: string[] = url.match(matchMaker.controller.allowedRoomNameChars) ?? [];
      return parts[parts.indexOf(matchMaker.controller.matchmakeRoute) + 1] ?? '';
    };
    const urls = [
      '/matchmake/create/table',
      '/matchmake//create/table',
      '/matchmake.joinOrCreate.table',
      '/create/table/matchmakeX',
      '/api/tables',
      '/x/matchmake',
    ];
    for (const url of urls) expect(matchmakeMethod(url)).toBe(colyseus(url));
  });

  it('are served by one "request" listener Colyseus puts on the HTTP server (which guardMatchmaking wraps)', async () => {
    const mine = () => {};
    const server = http.createServer(mine);
    const game = new Server({ transport: new WebSocketTransport({ server }), greet: false });
    const listeners = server.listeners('request');
    expect(listeners).toHaveLength(1);
    expect(listeners[0]).not.toBe(mine);
    await game.transport.shutdown();
  });
});

describe("the transport's sockets", () => {
  it("are a ws WebSocketServer built from the transport's options, verifyClient and maxPayload included", async () => {
    const server = http.createServer();
    const verifyClient = () => true;
    const transport = new WebSocketTransport({ server, maxPayload: 2048, verifyClient });
    const sockets = transportSockets(transport);
    expect(sockets).toBeInstanceOf((wsModule as unknown as { WebSocketServer: new () => unknown }).WebSocketServer);
    expect(sockets.options.verifyClient).toBe(verifyClient);
    expect(sockets.options.maxPayload).toBe(2048);
    await transport.shutdown();
  });
});

describe('ws default export', () => {
  it('carries Server (set by patches.ts), which the ws-transport ESM build constructs', () => {
    const ws = wsModule as unknown as { default: { Server?: unknown }; WebSocketServer: unknown };
    expect(ws.default.Server).toBe(ws.WebSocketServer);
    const transport = readFileSync(
      new URL('../../node_modules/@colyseus/ws-transport/build/WebSocketTransport.mjs', import.meta.url),
      'utf8',
    );
    expect(transport).toContain('new WebSocket.Server(');
  });
});
