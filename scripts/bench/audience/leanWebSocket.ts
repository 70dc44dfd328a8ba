/**
 * The audience bench's websocket client: the opening handshake over a plain TCP socket (RFC 6455 §4,
 * with the server's Sec-WebSocket-Accept checked), then frames read straight off each data chunk.
 *
 * Why not `ws` here: the spectators stand for viewers on other machines, but on this 2-core machine
 * they share the cores with the servers they measure. At 10,000 spectators the `ws` clients took
 * about half a core per process, most of it in the client library's stream machinery per message
 * (receiver stream, event emitter, buffer lists), not in the kernel, and that CPU was taken from the
 * servers under test. This client only does what a bench spectator needs: binary and text messages
 * (unfragmented: Colyseus never fragments), ping answered, close; anything else is an error, never a
 * silent miscount. The product's clients and every test still use `ws` and colyseus.js.
 */
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const OP_TEXT = 0x1;
const OP_BINARY = 0x2;
const OP_CLOSE = 0x8;
const OP_PING = 0x9;
const OP_PONG = 0xa;

export interface LeanWebSocket {
  /** Sends one binary message (masked, as a client must). */
  send(payload: Buffer): void;
  /** Drops the connection at once. */
  terminate(): void;
}

export interface LeanHandlers {
  /**
   * One whole message: its payload (a view valid only during the call: the read buffer is reused), its
   * size on the wire (frame header included), and the socket.
   */
  message(payload: Buffer, wireBytes: number, socket: LeanWebSocket): void;
  close(): void;
}

/** Opens `ws://host:port/path?query`; resolves once the server accepted the upgrade. */
export function openLeanWebSocket(url: string, on: LeanHandlers, timeoutMs = 30_000): Promise<LeanWebSocket> {
  const u = new URL(url);
  if (u.protocol !== 'ws:') throw new Error(`only ws:// is supported, not ${u.protocol}`);
  const key = randomBytes(16).toString('base64');
  const accept = createHash('sha1')
    .update(key + GUID)
    .digest('base64');
  let onChunk = (_chunk: Buffer): void => {};
  // `onread`: the socket reads into one buffer shared by every socket of the process and calls back with
  // the byte count, without a stream or a fresh buffer per read (what is kept is copied out first).
  const socket = net.connect({
    host: u.hostname,
    port: Number(u.port || 80),
    noDelay: true,
    onread: {
      buffer: READ_BUFFER,
      callback: (n: number, buf: Uint8Array) => {
        onChunk(Buffer.from(buf.buffer, buf.byteOffset, n));
        return true; // keep reading
      },
    },
  });
  const client: LeanWebSocket = {
    send: (payload) => socket.write(maskedFrame(OP_BINARY, payload)),
    terminate: () => socket.destroy(),
  };
  return new Promise((resolve, reject) => {
    let head: Buffer | null = Buffer.alloc(0); // the HTTP response until its blank line
    let rest: Buffer | null = null; // a frame cut between two chunks
    let closed = false;
    const timer = setTimeout(() => fail(new Error(`no upgrade within ${timeoutMs} ms`)), timeoutMs);
    const fail = (err: Error) => {
      clearTimeout(timer);
      socket.destroy();
      reject(err);
    };
    socket.once('connect', () =>
      socket.write(
        `GET ${u.pathname}${u.search} HTTP/1.1\r\nHost: ${u.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      ),
    );
    socket.on('error', (err) => (head ? fail(err) : undefined));
    socket.on('close', () => {
      if (head) return fail(new Error('closed before the upgrade'));
      if (!closed) {
        closed = true;
        on.close();
      }
    });
    onChunk = (chunk: Buffer): void => {
      if (head) {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        const response = head.subarray(0, end).toString('latin1');
        const body = head.subarray(end + 4);
        head = null;
        if (!/^HTTP\/1\.1 101 /.test(response)) return fail(new Error(`upgrade refused: ${response.split('\r\n')[0]}`));
        if (!new RegExp(`^sec-websocket-accept: *${escapeRegExp(accept)} *$`, 'im').test(response))
          return fail(new Error('wrong Sec-WebSocket-Accept'));
        clearTimeout(timer);
        resolve(client);
        if (body.length === 0) return;
        chunk = body;
      }
      const buf: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
      rest = null;
      let at = 0;
      while (buf.length - at >= 2) {
        const b0 = buf[at]!;
        const b1 = buf[at + 1]!;
        if (b1 & 0x80) throw new Error('a server frame must not be masked');
        let len = b1 & 0x7f;
        let hdr = 2;
        if (len === 126) {
          if (buf.length - at < 4) break;
          len = buf.readUInt16BE(at + 2);
          hdr = 4;
        } else if (len === 127) {
          if (buf.length - at < 10) break;
          len = Number(buf.readBigUInt64BE(at + 2));
          hdr = 10;
        }
        if (buf.length - at < hdr + len) break;
        const payload = buf.subarray(at + hdr, at + hdr + len);
        at += hdr + len;
        const opcode = b0 & 0x0f;
        if ((b0 & 0x80) === 0 || opcode === 0) throw new Error('fragmented message: not supported by the bench client');
        if (opcode === OP_BINARY || opcode === OP_TEXT) on.message(payload, hdr + len, client);
        else if (opcode === OP_PING) socket.write(maskedFrame(OP_PONG, payload));
        else if (opcode === OP_CLOSE) {
          socket.end(maskedFrame(OP_CLOSE, payload.subarray(0, 2)));
          closed = true;
          on.close();
          return;
        } else if (opcode !== OP_PONG) throw new Error(`unknown opcode ${opcode}`);
      }
      if (at < buf.length) rest = Buffer.from(buf.subarray(at)); // a copy: the read buffer is reused
    };
  });
}

const READ_BUFFER = Buffer.alloc(256 * 1024);

/** A client frame (RFC 6455 §5.3: always masked), payloads under 64 KiB. */
function maskedFrame(opcode: number, payload: Buffer): Buffer {
  const hdr = payload.length < 126 ? 2 : 4;
  const out = Buffer.allocUnsafe(hdr + 4 + payload.length);
  out[0] = 0x80 | opcode;
  if (hdr === 2) out[1] = 0x80 | payload.length;
  else {
    out[1] = 0x80 | 126;
    out.writeUInt16BE(payload.length, 2);
  }
  const mask = randomBytes(4);
  mask.copy(out, hdr);
  for (let i = 0; i < payload.length; i++) out[hdr + 4 + i] = payload[i]! ^ mask[i & 3]!;
  return out;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
