/**
 * A client joining while changes wait for the next patch (Colyseus patch 8, server/colyseus/patches.ts),
 * through a real server and colyseus.js: a list pushed with no client in (a restored table's bots play
 * before anyone is back), a client joins, one of the pushed items is replaced and patched. The joiner
 * must hold the server's list. With Colyseus's own Room it gets an extra item (@colyseus/schema 3.0.76):
 * when that case starts to pass, an upgrade fixed it and the patch can go.
 */
import '../colyseus/patches.js';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Room, Server, type Client as ServerClient } from '@colyseus/core';
import { ArraySchema, Schema, type } from '@colyseus/schema';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HardenedRoom } from '../colyseus/hardenedRoom.js';

class Counts extends Schema {
  @type(['uint8']) counts = new ArraySchema<number>();
}

/** Pushes two counts at creation (no client in: the changes wait), replaces the first on request and patches at once. */
function setUp(room: Room<Counts>): void {
  (room as { patchRate: number | null }).patchRate = null; // patches only when asked, as a table does after each action
  room.setState(new Counts());
  room.state.counts.push(2, 2);
  room.onMessage('replace', (client: ServerClient) => {
    room.state.counts[0] = 1;
    room.broadcastPatch();
    client.send('patched', room.state.counts.toJSON());
  });
}

class PlainRoom extends Room<Counts> {
  onCreate(): void {
    setUp(this);
  }
}

class PatchedRoom extends HardenedRoom<Counts> {
  onCreate(): void {
    this.hardenMessageHandlers();
    setUp(this as unknown as Room<Counts>);
    this.onMessage('*', () => {});
  }
  protected onUndecodableMessage(): void {}
  protected onDispatchFailure(): void {}
}

let server: Server;
let url = '';
beforeAll(async () => {
  const httpServer = http.createServer();
  server = new Server({ transport: new WebSocketTransport({ server: httpServer }), greet: false });
  server.define('plain', PlainRoom);
  server.define('patched', PatchedRoom);
  await server.listen(0);
  url = `ws://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.gracefullyShutdown(false);
});

/** Joins, lets the room replace the first pushed count, and gives what the client then holds beside the server's list. */
async function joinThenReplace(roomName: string): Promise<{ client: number[]; server: number[] }> {
  const room = await new Client(url).create<Counts>(roomName);
  await new Promise<void>((resolve) => room.onStateChange.once(() => resolve()));
  const serverCounts = await new Promise<number[]>((resolve) => {
    room.onMessage('patched', (counts: number[]) => resolve(counts));
    room.send('replace');
  });
  const clientCounts = room.state.counts.toJSON();
  await room.leave();
  return { client: clientCounts, server: serverCounts };
}

describe('a client joining while changes wait for the next patch', () => {
  it('holds the list the server holds once a pushed item is replaced (HardenedRoom)', async () => {
    const { client, server: held } = await joinThenReplace('patched');
    expect(held).toEqual([1, 2]);
    expect(client).toEqual(held);
  });

  it("gets an extra item from Colyseus's own Room with @colyseus/schema 3.0.76 (the bug the patch works around)", async () => {
    const { client, server: held } = await joinThenReplace('plain');
    expect(held).toEqual([1, 2]);
    expect(client).toEqual([1, 2, 2]);
  });
});
