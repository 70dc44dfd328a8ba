/**
 * A raw Colyseus client from a chosen loopback address (127.0.0.x), for the per-address limits' tests
 * and the flood bench (scripts/bench/floodBench.ts): the matchmaking call over node:http
 * (`localAddress`), then the room's WebSocket, answering JOIN_ROOM with its one-byte acknowledgement
 * as colyseus.js does. Nothing is decoded unless asked (roomMessage).
 */
import http from 'node:http';
import { unpack } from '@colyseus/msgpackr';
import WebSocket from 'ws';

export const JOIN_ROOM = 10;
export const ROOM_DATA = 13;

/** A ROOM_DATA frame: the type as a msgpack fixstr, then the msgpack payload as is. */
export function roomData(type: string, payload: Uint8Array): Buffer {
  const name = Buffer.from(type);
  return Buffer.concat([Buffer.from([ROOM_DATA, 0xa0 | name.length]), name, payload]);
}

/** A ROOM_DATA frame's type and decoded payload (a type sent as a fixstr, as the server sends them), or null. */
export function roomMessage(b: Buffer): { type: string; message: unknown } | null {
  if (b[0] !== ROOM_DATA || (b[1]! & 0xe0) !== 0xa0) return null;
  const end = 2 + (b[1]! & 0x1f);
  return { type: b.subarray(2, end).toString(), message: end < b.length ? unpack(b.subarray(end)) : undefined };
}

/** `ping` with an empty map: the table answers `pong`. */
export const PING_FRAME = roomData('ping', Uint8Array.of(0x80));
const PONG_PREFIX = Buffer.from([ROOM_DATA, 0xa4, ...Buffer.from('pong')]);
export const isPong = (b: Buffer) => b.length >= PONG_PREFIX.length && b.subarray(0, PONG_PREFIX.length).equals(PONG_PREFIX);

/**
 * The flood frame: an `action` whose payload is a msgpack array of `maps` maps { a: 1 }
 * (4 bytes each), so 2,000 maps make a frame just under 8 KiB.
 */
export function mapsFrame(maps: number): Buffer {
  const body = Buffer.alloc(3 + maps * 4);
  body[0] = 0xdc; // array16
  body.writeUInt16BE(maps, 1);
  for (let i = 0; i < maps; i++) body.set([0x81, 0xa1, 0x61, 0x01], 3 + i * 4);
  return roomData('action', body);
}

export interface Seat {
  room: { roomId: string; processId: string };
  sessionId: string;
}

/**
 * The matchmaking answer: a seat, or the HTTP status, the error and its code (the JSON's `code`, e.g.
 * MATCHMAKE_CODE.crowded) of a refusal (status 0: no answer).
 */
export type MatchmakeAnswer = { ok: true; seat: Seat } | { ok: false; status: number; error: string; code?: number };

/** An HTTP answer as it came: status (0: none came, `text` then says why), headers and body. */
export interface PostAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * POST `path` (a matchmaking call, `/matchmake/<method>/<room or id>`) with `options` as JSON, from
 * `localAddress` over a fresh connection, or over `agent` (keep-alive; its own local address). Never
 * rejects: a call that got no answer has status 0.
 */
export function postFrom(port: number, localAddress: string, path: string, options: object, agent?: http.Agent): Promise<PostAnswer> {
  const body = JSON.stringify(options);
  return new Promise((resolve) => {
    const none = (e: Error) => resolve({ status: 0, headers: {}, text: e.message });
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        ...(agent ? { agent } : { localAddress, agent: false }),
        path,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Content-Length': Buffer.byteLength(body) },
        timeout: 20_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }));
        res.on('error', none);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', none);
    req.end(body);
  });
}

export async function matchmake(port: number, localAddress: string, path: string, options: object): Promise<MatchmakeAnswer> {
  const { status, text } = await postFrom(port, localAddress, path, options);
  try {
    const r = JSON.parse(text) as Partial<Seat> & { error?: string; code?: number };
    if (status === 200 && r.room && r.sessionId) return { ok: true, seat: r as Seat };
    return { ok: false, status, error: String(r.error ?? text).slice(0, 120), code: r.code };
  } catch {
    return { ok: false, status, error: text.slice(0, 120) };
  }
}

/**
 * Connects a seat's WebSocket and completes the join. Resolves with the socket once JOIN_ROOM came
 * (acknowledged), or null when the server closed or refused it first (`closed` gets the code).
 */
export function connect(
  port: number,
  localAddress: string,
  seat: Seat,
  onFrame: (b: Buffer) => void,
  closed: (code: number) => void,
): Promise<WebSocket | null> {
  const url = `ws://127.0.0.1:${port}/${seat.room.processId}/${seat.room.roomId}?sessionId=${seat.sessionId}`;
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { perMessageDeflate: false, localAddress, handshakeTimeout: 10_000 });
    ws.binaryType = 'nodebuffer';
    let joined = false;
    let ended = false;
    const end = (code: number) => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      if (!joined) resolve(null);
      closed(code);
    };
    // No JOIN_ROOM within 10 s: given up (the bench counts it as closed with 0).
    const timer = setTimeout(() => {
      end(0);
      ws.terminate();
    }, 10_000);
    ws.on('message', (data: Buffer) => {
      if (!joined && data[0] === JOIN_ROOM) {
        joined = true;
        clearTimeout(timer);
        ws.send(Buffer.from([JOIN_ROOM]));
        resolve(ws);
        return;
      }
      onFrame(data);
    });
    ws.on('error', () => {}); // the close that follows says it
    // An upgrade answered with an HTTP status instead of a WebSocket (a refused address).
    ws.on('unexpected-response', (req, res) => {
      end(res.statusCode ?? 0);
      req.destroy();
    });
    ws.on('close', (code) => end(code));
  });
}
