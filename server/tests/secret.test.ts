/**
 * SECRET: the key of a table's shuffle (a 256-bit server secret, see server/game/gameSecret.ts) never
 * leaves the server while the game runs. Full games over real websockets: seated clients (playing the
 * heuristic bot on their own decoded view, with a few refused moves for error messages), server bots,
 * a spectator from the start, a late spectator and a seat that drops and reconnects (history messages).
 * Every raw websocket frame each client receives (as `ws` hands it over, before any decoding), every
 * HTTP response body the server writes (matchmaking, listings, errors) and every line the server prints
 * (verbose logs on) is scanned for the key and the generator's state: raw bytes, hex, base64, decimal
 * bytes, in any window of 8 bytes. A create request naming a seed is refused.
 */
import http from 'node:http';
import type { Room } from 'colyseus.js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameView, Seat } from '../../shared/games/emberforge/index.js';
import { heuristicBot } from '../../shared/games/emberforge/bots/heuristicBot.js';
import { stateToView } from '../../shared/games/emberforge/wire/stateToView.js';
import { bootServer, json, serverRoom, waitFor, type TestServer } from './helpers.js';
import type { EmberforgeRecord } from './support/emberforgeRecord.js';

/** Bytes received per client socket (keyed by the socket; the URL names the room and session). */
const frames = new Map<WebSocket, { url: string; bytes: Buffer[] }>();
const httpBodies: Buffer[] = [];
const printed: string[] = [];
/** The log line the test provokes on purpose (a stray websocket upgrade): scanned, then kept off the console. */
const STRAY_LINE = '[colyseus error] Error: seat reservation expired.';
const strayLines: string[] = [];
const restore: (() => void)[] = [];

function toBuffer(data: unknown): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  if (Array.isArray(data)) return Buffer.concat(data.map(toBuffer));
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(String(data));
}

function hook<T extends object, K extends keyof T>(target: T, key: K, wrap: (orig: T[K]) => T[K]): void {
  const orig = target[key];
  target[key] = wrap(orig);
  restore.push(() => {
    target[key] = orig;
  });
}

let server: TestServer;
beforeAll(async () => {
  // Client sockets (they have a URL; the server's own sockets do not): every message as received.
  hook(
    WebSocket.prototype,
    'emit',
    (orig) =>
      function (this: WebSocket, event: string | symbol, ...args: unknown[]) {
        if (event === 'message' && this.url) {
          let rec = frames.get(this);
          if (!rec) frames.set(this, (rec = { url: this.url, bytes: [] }));
          rec.bytes.push(toBuffer(args[0]));
        }
        return (orig as (...a: unknown[]) => boolean).call(this, event, ...args);
      } as WebSocket['emit'],
  );
  // Every HTTP response body of the server (matchmaking, /api/tables, errors).
  const res = http.ServerResponse.prototype;
  hook(
    res,
    'write',
    (orig) =>
      function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
        if (chunk !== undefined && typeof chunk !== 'function') httpBodies.push(toBuffer(chunk));
        return (orig as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
      } as typeof res.write,
  );
  hook(
    res,
    'end',
    (orig) =>
      function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
        if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') httpBodies.push(toBuffer(chunk));
        return (orig as (...a: unknown[]) => http.ServerResponse).call(this, chunk, ...rest);
      } as typeof res.end,
  );
  // Everything the process prints.
  for (const stream of [process.stdout, process.stderr])
    hook(
      stream,
      'write',
      (orig) =>
        function (this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]) {
          printed.push(toBuffer(chunk).toString('utf8'));
          return (orig as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
        } as NodeJS.WriteStream['write'],
    );
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
    hook(console, level, (orig) => (...args: unknown[]) => {
      const line = args
        .map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a)))
        .join(' ');
      printed.push(line);
      if (level === 'error' && line === STRAY_LINE) strayLines.push(line);
      else (orig as (...a: unknown[]) => void)(...args);
    });
  server = await bootServer({ rateLimit: { burst: 1000, perSecond: 1000 }, graceSeconds: 0, verbose: true });
});
afterAll(async () => {
  await server.close();
  for (const undo of restore.reverse()) undo();
});

/** Every encoding of every 8-byte window of the key that a leak could take. */
function needles(keyHex: string): { text: string[]; raw: Buffer[] } {
  const key = Buffer.from(keyHex, 'hex');
  const text = new Set<string>();
  const raw: Buffer[] = [];
  for (let i = 0; i + 8 <= key.length; i++) {
    const w = key.subarray(i, i + 8);
    raw.push(Buffer.from(w));
    text.add(w.toString('hex'));
    text.add(w.toString('hex').toUpperCase());
    text.add(Array.from(w).join(','));
    text.add(Array.from(w).join(', '));
  }
  // base64 / base64url of the key from each byte alignment: whole 4-character groups (no padding).
  for (let off = 0; off < 3; off++) {
    for (const enc of ['base64', 'base64url'] as const) {
      const b = key.subarray(off).toString(enc).replace(/=+$/, '');
      for (let i = 0; i + 12 <= b.length - 4; i += 4) text.add(b.slice(i, i + 12));
    }
  }
  return { text: [...text], raw };
}

function findLeaks(what: string, data: Buffer, keyHex: string): string[] {
  const { text, raw } = needles(keyHex);
  const s = data.toString('latin1');
  const found: string[] = [];
  for (const r of raw) if (data.includes(r)) found.push(`${what}: raw key bytes ${r.toString('hex')}`);
  for (const t of text) if (s.includes(t)) found.push(`${what}: ${t}`);
  return found;
}

/** A seated client that plays its turns with the heuristic bot, and now and then sends a refused move. */
function autoPlay(room: Room, seat: Seat): void {
  let acted = -1;
  let rng = 777 + seat;
  room.onMessage('*', () => {});
  room.onStateChange((s) => {
    const j = (s as { toJSON(): Record<string, unknown> }).toJSON() as { game?: unknown; status?: string };
    if (!j.game || j.status !== 'playing') return;
    const view = stateToView(j, seat) as GameView;
    if (view.activeSeat !== seat || view.winner || acted === view.version) return;
    acted = view.version;
    if (view.version % 7 === 0) room.send('action', { version: view.version, action: { type: 'placeEmber', zone: 'nowhere' } });
    const pick = heuristicBot(view, rng);
    rng = pick.rng;
    room.send('action', { version: view.version, action: pick.action });
  });
}

async function playWatchedGame(seats: number, clientSeats: number) {
  const rooms: Room[] = [];
  const first = await server.client().create('table', { table: { seats, botDelayMs: 0, tableName: 'Secret' }, name: 'P0', seat: 0 });
  rooms.push(first);
  autoPlay(first, 0);
  for (let s = 1; s < clientSeats; s++) {
    const r = await server.client().joinById(first.roomId, { name: `P${s}`, seat: s });
    autoPlay(r, s as Seat);
    rooms.push(r);
  }
  const spectator = await server.client().joinById(first.roomId, { spectator: true });
  spectator.onMessage('*', () => {});
  rooms.push(spectator);
  first.send('start', { fillBots: true });
  const table = serverRoom(first.roomId);
  const version = () => table.gameRecord<EmberforgeRecord>()?.state.version ?? 0;
  await waitFor('version 20', () => version() >= 20, 30_000, 5);
  const late = await server.client().joinById(first.roomId, { spectator: true });
  late.onMessage('*', () => {});
  rooms.push(late);
  await fetch(`${server.http}/api/tables`).then((r) => r.text());
  if (clientSeats > 1) {
    // A seat drops and comes back: its history message too.
    const back = rooms[1]!;
    const token = back.reconnectionToken;
    await back.leave(false);
    await waitFor('a few actions without it', () => version() >= 30, 30_000, 5);
    const again = await server.client().reconnect(token);
    autoPlay(again, 1);
    rooms[1] = again;
  }
  await waitFor('the game to end', () => rooms.every((r) => json(r).status === 'ended'), 90_000, 20);
  const rec = table.gameRecord<EmberforgeRecord>()!;
  await fetch(`${server.http}/api/tables`).then((r) => r.text());
  const sessions = rooms.map((r) => r.sessionId);
  for (const r of rooms) await r.leave();
  return { seed: rec.config.seed, key: rec.state.rng.key, actions: rec.log.length, roomId: first.roomId, sessions };
}

describe('SECRET: the shuffle key never reaches a client, a response or a log line', () => {
  it('is refused as a create option', async () => {
    await expect(server.client().create('table', { table: { seats: 2, seed: 7 }, name: 'Chooser' })).rejects.toThrow(
      /seed cannot be chosen/,
    );
    await expect(server.client().create('table', { seats: 2, seed: 7, name: 'Chooser' })).rejects.toThrow(/seed cannot be chosen/);
  });

  it('full games: every byte received by players and spectators, every HTTP body and every log line', async () => {
    const games = [await playWatchedGame(2, 2), await playWatchedGame(4, 2)];
    // A client-caused error the server logs (a websocket upgrade with no seat reservation), so that
    // the server's own log lines are part of the scan too.
    const stray = new WebSocket(`ws://localhost:${server.port}/${games[0]!.roomId}?sessionId=no-such-reservation`);
    await new Promise<void>((resolve) => stray.once('close', () => resolve()).once('error', () => resolve()));
    await waitFor('a server log line', () => strayLines.length > 0);
    expect(strayLines).toEqual([STRAY_LINE]);
    const leaks: string[] = [];
    let bytes = 0;
    for (const g of games) {
      expect(g.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(g.key).toBe(g.seed);
      expect(g.actions).toBeGreaterThan(20);
      // Each of this table's clients (players, spectators, the reconnected seat) received frames.
      const mine = [...frames.values()].filter((f) => f.url.includes(g.roomId));
      for (const id of g.sessions)
        expect(
          mine.some((f) => f.url.includes(id)),
          `frames of session ${id}`,
        ).toBe(true);
      for (const f of frames.values()) {
        const all = Buffer.concat(f.bytes);
        bytes += all.length;
        leaks.push(...findLeaks(`frame to ${f.url}`, all, g.key));
        // The generator's state has no field in any view: its names never travel either.
        if (f.url.includes(g.roomId)) expect(/"rng"|"seed"/.test(all.toString('latin1')), f.url).toBe(false);
      }
      leaks.push(...findLeaks('HTTP bodies', Buffer.concat(httpBodies), g.key));
      leaks.push(...findLeaks('printed lines', Buffer.from(printed.join('')), g.key));
    }
    // The scan is not empty: many frames, the listing and the server's own logs were all there.
    expect(bytes).toBeGreaterThan(100_000);
    expect(httpBodies.length).toBeGreaterThan(4);
    expect(printed.join('').length).toBeGreaterThan(0);
    // The scanner does find a key where there is one.
    expect(findLeaks('probe', Buffer.from(`x${games[0]!.key.slice(10, 26).toUpperCase()}y`), games[0]!.key)).not.toEqual([]);
    expect(findLeaks('probe', Buffer.from(Buffer.from(games[0]!.key, 'hex').toString('base64')), games[0]!.key)).not.toEqual([]);
    expect(leaks).toEqual([]);
    console.log(
      `secret scan: ${games.length} games, ${frames.size} client sockets, ${bytes} bytes of frames, ${httpBodies.length} HTTP bodies`,
    );
  }, 240_000);
});
