/**
 * Security review findings, each reproduced over real HTTP / WebSockets against a real server:
 * - the matchmaking guard must classify URLs exactly as Colyseus does (no creation or body-size bypass);
 * - a payload msgpack cannot decode, or a message named after Colyseus's internal fallback handler,
 *   gets an error reply and never disconnects the sender;
 * - a table that refuses spectators keeps refusing them after every player left (nobody becomes "the creator" later);
 */
import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchmakeMethod } from '../colyseus/patches.js';
import { bootServer, Inbox, json, refused, serverRoom, sleep, waitFor, type TestServer } from './helpers.js';

let server: TestServer;
/** Its own server: the creation limit here is tiny. */
let guarded: TestServer;
beforeAll(async () => {
  server = await bootServer({ emptyTableSeconds: 10 });
  guarded = await bootServer({ createLimit: { burst: 3, perSecond: 0.001 }, maxJoinBodyBytes: 2048 });
});
afterAll(async () => {
  await server.close();
  await guarded.close();
});

async function post(path: string, body: string): Promise<number> {
  const res = await fetch(`${guarded.http}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  await res.text();
  return res.status;
}

/** Sends a raw ROOM_DATA frame: type `type`, then `payload` as the (msgpack) bytes. */
function sendRaw(room: Room, type: string, payload: number[]): void {
  const t = Buffer.from(type);
  (room as unknown as { connection: { send(b: Uint8Array): void } }).connection.send(
    new Uint8Array([13, 0xa0 | t.length, ...t, ...payload]),
  );
}

describe('matchmaking guard', () => {
  it('names the method Colyseus will call, however the URL is spelled', () => {
    expect(matchmakeMethod('/matchmake/create/table')).toBe('create');
    expect(matchmakeMethod('/matchmake//create/table')).toBe('create');
    expect(matchmakeMethod('/matchmake.create.table')).toBe('create');
    expect(matchmakeMethod('/create/table/matchmakeX')).toBe('create');
    expect(matchmakeMethod('/api/tables')).toBeNull();
  });

  it('rate limits creation and refuses big bodies on every URL spelling Colyseus accepts', async () => {
    const body = JSON.stringify({ table: { seats: 2 }, name: 'Flood' });
    const statuses: number[] = [];
    for (const path of [
      '/matchmake/create/table',
      '/matchmake//create/table',
      '/matchmake.create.table',
      '/create/table/matchmakeX',
      '/matchmake/joinOrCreate.table',
    ])
      statuses.push(await post(path, body));
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const big = JSON.stringify({ name: 'x', pad: 'y'.repeat(5000) });
    expect(await post('/matchmake.joinById.nosuchroom', big)).toBe(413);
    expect(await post('/joinById/nosuchroom/matchmakeZ', big)).toBe(413);
  });
});

describe('undecodable messages', () => {
  it('answer with an error, keep the client connected and change nothing', async () => {
    const host = await server.client().create('table', { table: { seats: 2 }, name: 'Probe' });
    const inbox = new Inbox(host);
    let closed: number | null = null;
    host.onLeave((code) => (closed = code));
    await inbox.next('welcome');
    const before = JSON.stringify(json(host));

    const cases: [string, number[]][] = [
      // 2,000 nested arrays (as deep as a frame of at most 2 KiB allows; deeper ones close at the transport, frames.test.ts)
      ['action', [...new Array(2_000).fill(0x91), 0xc0]],
      ['action', [0xdd, 0xff, 0xff, 0xff, 0xff]], // an array header claiming 4 billion entries, no data
      ['start', [0x82, 0xa1]], // a truncated map
    ];
    for (const [type, payload] of cases) {
      const from = inbox.all.length;
      sendRaw(host, type, payload);
      const reply = await inbox.next<{ code: string; refused: string }>('error', 5000, from);
      expect(reply.refused).toBe(type);
      expect(['invalid_message', 'payload_too_large']).toContain(reply.code); // too deep to decode, or to accept
      if (payload[0] !== 0x91) expect(reply.code).toBe('invalid_message');
    }
    const from = inbox.all.length;
    host.send('__no_message_handler', {});
    expect(await inbox.next<{ code: string }>('error', 5000, from)).toMatchObject({ code: 'unknown_message' });

    // Still connected and served: ping gets pong, the table is as it was.
    host.send('ping', {});
    await inbox.next('pong');
    expect(closed).toBeNull();
    expect(JSON.stringify(json(host))).toBe(before);
    await host.leave();
  });
});

describe('a table without spectators', () => {
  it('still refuses spectators once every player has left the running game', async () => {
    const ann = await server.client().create('table', { table: { seats: 2, spectatorsAllowed: false, botDelayMs: 200 }, name: 'Ann' });
    new Inbox(ann);
    ann.send('start', { fillBots: true });
    await waitFor('the game', () => json(ann).game);
    const id = ann.roomId;
    await ann.leave(true); // consented: the bot finishes the seat, the table lingers for emptyTableSeconds
    await sleep(100);
    expect(serverRoom(id)).toBeTruthy();
    expect((await refused(() => server.client().joinById(id, { spectator: true }))).message).toContain('does not allow spectators');
  });
});
