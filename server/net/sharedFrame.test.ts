import { ClientState, type Client } from '@colyseus/core';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import * as wsModule from 'ws';
import type WebSocket from 'ws';
import { SharedFrame, takesSharedFrame } from './sharedFrame.js';

// ws's ESM entry exports its classes by name (its type definitions only as a default export).
const { WebSocket: WebSocketClass, WebSocketServer } = wsModule as unknown as {
  WebSocket: typeof WebSocket;
  WebSocketServer: typeof WebSocket.Server;
};

/** A real ws server and client pair; `client` is what a Colyseus room holds for the server side. */
async function pair(perMessageDeflate = false) {
  const wss = new WebSocketServer({ port: 0, perMessageDeflate });
  const port = (wss.address() as AddressInfo).port;
  const accepted = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
  const peer = new WebSocketClass(`ws://127.0.0.1:${port}`, { perMessageDeflate });
  const received: Buffer[] = [];
  peer.on('message', (data: Buffer) => received.push(data));
  await new Promise((resolve) => peer.once('open', resolve));
  const ws = await accepted;
  const queued: Buffer[] = [];
  const client = {
    state: ClientState.JOINED,
    ref: ws,
    enqueueRaw: (bytes: Buffer) => {
      queued.push(bytes);
      ws.send(bytes);
    },
  } as unknown as Client & { state: ClientState };
  opened.push(() => {
    peer.terminate();
    wss.close();
  });
  const arrived = (n: number) =>
    new Promise<void>((resolve, reject) => {
      const deadline = setTimeout(() => reject(new Error(`${received.length} of ${n} messages arrived`)), 5000);
      const check = () => {
        if (received.length < n) return;
        clearTimeout(deadline);
        peer.off('message', check);
        resolve();
      };
      peer.on('message', check);
      check();
    });
  return { ws, client, received, queued, arrived };
}

const opened: (() => void)[] = [];
afterEach(() => opened.splice(0).forEach((close) => close()));

const bytes = (n: number, fill: number) => Buffer.alloc(n, fill);

describe('SharedFrame', () => {
  it('writes one prebuilt frame that arrives as the message, in order with what ws sends around it', async () => {
    const { ws, client, received, queued, arrived } = await pair();
    expect(takesSharedFrame(client)).toBe(true);
    const sizes = [3, 200, 70_000]; // the three websocket length encodings
    ws.send(bytes(5, 1));
    for (const [i, n] of sizes.entries()) new SharedFrame(bytes(n, 10 + i)).sendTo(client);
    ws.send(bytes(7, 2));
    await arrived(5);
    expect(received).toEqual([bytes(5, 1), ...sizes.map((n, i) => bytes(n, 10 + i)), bytes(7, 2)]);
    expect(queued).toEqual([]); // every frame took the direct write
  });

  it('builds the frame once for all its clients', async () => {
    const a = await pair();
    const b = await pair();
    const frame = new SharedFrame(Uint8Array.from([1, 2, 3]));
    frame.sendToAll([a.client, b.client]);
    await Promise.all([a.arrived(1), b.arrived(1)]);
    expect(a.received).toEqual([Buffer.from([1, 2, 3])]);
    expect(b.received).toEqual([Buffer.from([1, 2, 3])]);
    expect(frame.frame).toBe(frame.frame);
  });

  it('leaves a joining client, a compressed connection and a closed socket to the usual send', async () => {
    const joining = await pair();
    joining.client.state = ClientState.JOINING;
    expect(takesSharedFrame(joining.client)).toBe(false);

    const compressed = await pair(true);
    expect(takesSharedFrame(compressed.client)).toBe(false);
    new SharedFrame(bytes(300, 4)).sendTo(compressed.client);
    await compressed.arrived(1);
    expect(compressed.received).toEqual([bytes(300, 4)]);
    expect(compressed.queued).toEqual([bytes(300, 4)]);

    const closed = await pair();
    closed.ws.close();
    expect(takesSharedFrame(closed.client)).toBe(false);
    expect(() => new SharedFrame(bytes(3, 5)).sendTo(closed.client)).not.toThrow();
  });
});
