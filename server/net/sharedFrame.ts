/**
 * One websocket frame, built once, written to every spectator's socket.
 *
 * A room's broadcast encodes a message once, but `ws` still frames it for each socket: a new header
 * buffer, then cork, two writes and uncork of the TCP socket (a `writev` of two pieces). For an
 * audience of thousands that is most of the JavaScript work per spectator. A `SharedFrame` holds the
 * message already framed (header and payload in one buffer) and writes that one buffer to each socket.
 *
 * The direct write keeps the order of everything else sent to the socket. It is taken only when `ws`
 * would itself write at once: the socket is open, its sender is idle (nothing waiting behind a
 * compression or a blob read) and the connection has no per-message compression. The client must also
 * be past its join (Colyseus queues a joining client's messages until it has the room's state). Any
 * other client, or a transport that is not `ws`, gets the bytes the usual way (`enqueueRaw`).
 */
import type { Client } from '@colyseus/core';
import { ClientState } from '@colyseus/core';
import * as ws from 'ws';

/** `ws`'s frame builder (exported by `ws`, not in its type definitions). */
const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, options: object): Buffer[] } };
const OPEN = 1; // WebSocket.OPEN

/** The parts of a `ws` WebSocket the direct write relies on (private in `ws` 8; checked, never assumed). */
interface WsInternals {
  readyState: number;
  _socket?: { write(chunk: Buffer): boolean };
  _sender?: { _state?: number; _queue?: unknown[] };
  _extensions?: Record<string, unknown>;
}

const SERVER_BINARY_FRAME = { fin: true, opcode: 0x2, mask: false, readOnly: true, rsv1: false };
const PER_MESSAGE_DEFLATE = 'permessage-deflate'; // the only extension ws negotiates
const SENDER_IDLE = 0; // ws's Sender DEFAULT state: frames go to the socket as soon as they are sent

/** Whether `client`'s socket takes a prebuilt frame now, in order with what `ws` wrote before it. */
export function takesSharedFrame(client: Client): boolean {
  if (client.state === ClientState.JOINING) return false;
  const socket = client.ref as unknown as WsInternals | undefined;
  if (!socket || socket.readyState !== OPEN) return false;
  const sender = socket._sender;
  return (
    typeof socket._socket?.write === 'function' &&
    sender?._state === SENDER_IDLE &&
    (sender._queue?.length ?? 0) === 0 &&
    !!socket._extensions &&
    !socket._extensions[PER_MESSAGE_DEFLATE] // ws's own test for a compressed connection
  );
}

export class SharedFrame {
  private framed: Buffer | null = null;

  readonly bytes: Buffer;

  /** `bytes`: a message as Colyseus encodes it (`getMessageBytes.raw`), the websocket payload. */
  constructor(bytes: Uint8Array) {
    this.bytes = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** The whole websocket frame (built on first use). */
  get frame(): Buffer {
    this.framed ??= Buffer.concat(Sender.frame(this.bytes, SERVER_BINARY_FRAME));
    return this.framed;
  }

  sendTo(client: Client): void {
    if (takesSharedFrame(client)) (client.ref as unknown as Required<Pick<WsInternals, '_socket'>>)._socket.write(this.frame);
    else client.enqueueRaw(this.bytes);
  }

  sendToAll(clients: Iterable<Client>): void {
    for (const c of clients) this.sendTo(c);
  }
}
