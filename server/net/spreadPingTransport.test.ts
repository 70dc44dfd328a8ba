/**
 * Keep-alive pings spread over the interval: PingRounds alone (each socket once per round, however
 * many; terminated after the missed pongs), then the product's server over real websockets: pings
 * reach 30 spectators spread over the interval (the stock transport pinged them all in one burst), a
 * spectator that never answers is dropped, the others stay; an audience room's spectators are pinged
 * once every `audiencePingRounds` intervals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Room } from 'colyseus.js';
import { bootServer, waitFor, type TestServer } from '../tests/helpers.js';
import { PingRounds, type PingedSocket } from './spreadPingTransport.js';

function fakeSockets(n: number) {
  const pings = new Array<number>(n).fill(0);
  const terminated: number[] = [];
  const sockets = new Set<PingedSocket>();
  for (let i = 0; i < n; i++)
    sockets.add({ pingCount: 0, ping: () => pings[i]!++, terminate: () => terminated.push(i) } satisfies PingedSocket);
  return { sockets, pings, terminated };
}

describe('PingRounds', () => {
  it('pings each socket once per round, a share at each step, however few the sockets', () => {
    for (const n of [1, 2, 10, 1000]) {
      const { sockets, pings } = fakeSockets(n);
      const rounds = new PingRounds(30, 2);
      const perStep: number[] = [];
      for (let step = 0; step < 30; step++) {
        const before = pings.reduce((a, b) => a + b, 0);
        rounds.next(sockets);
        perStep.push(pings.reduce((a, b) => a + b, 0) - before);
      }
      expect(pings.every((p) => p === 1)).toBe(true);
      expect(Math.max(...perStep)).toBe(Math.ceil(n / 30));
    }
  });

  it('terminates a socket at its turn once it has missed maxRetries pongs; a pong (pingCount 0) keeps it', () => {
    const { sockets, terminated } = fakeSockets(4);
    const [answers] = [...sockets];
    const rounds = new PingRounds(2, 2);
    for (let round = 0; round < 3; round++) {
      rounds.next(sockets);
      rounds.next(sockets);
      answers!.pingCount = 0; // its pong
      if (round < 2) expect(terminated).toEqual([]);
    }
    expect(terminated).toEqual([1, 2, 3]);
  });

  it('pings a socket marked to be pinged less often once every so many rounds, and drops it as late', () => {
    const { sockets, pings, terminated } = fakeSockets(2);
    const [, rare] = [...sockets];
    rare!.pingEvery = 4;
    const rounds = new PingRounds(1, 2);
    for (let round = 0; round < 8; round++) rounds.next(sockets);
    expect(pings, 'the other socket every round (it never answers: dropped at its third turn)').toEqual([2, 2]);
    expect(new Set(terminated)).toEqual(new Set([0]));
    rounds.next(sockets);
    expect(new Set(terminated), 'the rare one at its third turn too, in round 9').toEqual(new Set([0, 1]));
  });

  it('a socket that connects during a round is pinged in the next one', () => {
    const { sockets, pings } = fakeSockets(3);
    const rounds = new PingRounds(3, 2);
    rounds.next(sockets);
    let late = 0;
    sockets.add({ pingCount: 0, ping: () => late++, terminate: () => {} });
    rounds.next(sockets);
    rounds.next(sockets);
    expect(pings).toEqual([1, 1, 1]);
    expect(late).toBe(0);
    for (let step = 0; step < 3; step++) rounds.next(sockets);
    expect(pings).toEqual([2, 2, 2]);
    expect(late).toBe(1);
  });
});

/**
 * A raw spectator socket (Colyseus's matchmaking, then the websocket and its join ack): of the table
 * itself, or with `audience` of one of its audience rooms.
 */
async function rawSpectator(
  server: TestServer,
  roomId: string,
  autoPong: boolean,
  audience = false,
): Promise<{ ws: WebSocket; pingsAt: number[] }> {
  const res = await fetch(`${server.http}/matchmake/${audience ? 'joinOrCreate/audience' : `joinById/${roomId}`}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(audience ? { tableId: roomId } : { spectator: true }),
  });
  const r = (await res.json()) as { room: { roomId: string; processId: string }; sessionId: string };
  // ws 8.16+ option (answering pings by itself), not in @types/ws yet.
  const options = { autoPong } as WebSocket.ClientOptions;
  const ws = new WebSocket(`ws://localhost:${server.port}/${r.room.processId}/${r.room.roomId}?sessionId=${r.sessionId}`, options);
  const pingsAt: number[] = [];
  ws.on('ping', () => pingsAt.push(performance.now()));
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (data: Buffer) => {
      if (data[0] !== 10) return; // JOIN_ROOM
      ws.send(Buffer.from([10]));
      resolve();
    });
  });
  return { ws, pingsAt };
}

describe('the server pings its sockets spread over the interval', () => {
  const INTERVAL = 600; // 6 slices of PING_SLICE_MS
  const AUDIENCE_ROUNDS = 3;
  let server: TestServer;
  let host: Room;
  beforeAll(async () => {
    server = await bootServer({ pingIntervalMs: INTERVAL, audiencePingRounds: AUDIENCE_ROUNDS });
    host = await server.client().create('table', { table: { seats: 2 }, name: 'Host', color: 'green' });
  });
  afterAll(async () => {
    await host?.leave();
    await server?.close();
  });

  it('reaches every spectator once per interval, not in one burst, and drops one that never answers', async () => {
    const watchers = await Promise.all(Array.from({ length: 30 }, () => rawSpectator(server, host.roomId, true)));
    const silent = await rawSpectator(server, host.roomId, false);
    let silentClosedAt = 0;
    silent.ws.on('close', () => (silentClosedAt = performance.now()));
    const from = performance.now();
    await waitFor('three rounds of pings', () => watchers.every((w) => w.pingsAt.filter((t) => t > from).length >= 3), 10_000);
    // One round: each watcher's first ping after `from`; spread over the interval, not one burst.
    const firsts = watchers.map((w) => w.pingsAt.find((t) => t > from)!).sort((a, b) => a - b);
    expect(firsts.at(-1)! - firsts[0]!).toBeGreaterThan(INTERVAL / 3);
    // Once per interval each, counted rather than timed: a busy test process delays arrivals by hundreds
    // of ms (a parallel CI run measured two pings sent an interval apart arriving 199.7 ms apart), but a
    // delay never adds a ping. Over the window, at most one per interval begun, plus one sent before it
    // that arrived late; a second ping per round would double the count.
    const to = performance.now();
    const allowed = Math.ceil((to - from) / INTERVAL) + 1;
    for (const w of watchers) expect(w.pingsAt.filter((t) => t > from && t <= to).length).toBeLessThanOrEqual(allowed);
    // The silent one is dropped after two unanswered pings (at its third turn), the others stay.
    await waitFor('the silent socket to be dropped', () => silentClosedAt > 0, 10_000);
    expect(silent.pingsAt.length).toBe(2);
    expect(watchers.every((w) => w.ws.readyState === WebSocket.OPEN)).toBe(true);
    for (const w of watchers) w.ws.close();
  });

  it("pings an audience room's spectators once every audiencePingRounds intervals, and drops a silent one as late", async () => {
    const watcher = await rawSpectator(server, host.roomId, true, true);
    const silent = await rawSpectator(server, host.roomId, false, true);
    let silentClosedAt = 0;
    silent.ws.on('close', () => (silentClosedAt = performance.now()));
    await waitFor('three pings of the audience spectator', () => watcher.pingsAt.length >= 3, 15_000);
    const gaps = watcher.pingsAt.slice(1).map((t, i) => t - watcher.pingsAt[i]!);
    expect(Math.min(...gaps), `pinged every ${AUDIENCE_ROUNDS} intervals`).toBeGreaterThan((AUDIENCE_ROUNDS - 0.5) * INTERVAL);
    await waitFor('the silent audience socket to be dropped', () => silentClosedAt > 0, 15_000);
    expect(silent.pingsAt.length).toBe(2);
    expect(watcher.ws.readyState).toBe(WebSocket.OPEN);
    watcher.ws.close();
  });
});
