/**
 * Scale-out through real processes (issue 11): two or more `node --import tsx server/main.ts` joined
 * by a real Redis (REDIS_URL), each on its own PORT and PUBLIC_ADDRESS.
 * - The lobby of process B lists a table created on A, and a client that asks B to join it is sent to
 *   A by the reservation's address (no sticky routing needed).
 * - Delayed connections (issue 12) asked of B land in delayed rooms on B that follow A's table through Redis.
 * - Restart recovery with one shared PostgreSQL: after A is killed mid-game, two processes starting at
 *   once bring its table back exactly once; a process started later leaves the running table alone;
 *   the player takes the seat back with the seat key through either process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WelcomeMessage } from '../../shared/protocol/protocol.js';
import { stateToView } from '../../shared/games/emberforge/wire/stateToView.js';
import { Inbox, json, tables, TestClient, waitFor } from './helpers.js';
import { shouldTestPostgres, startPostgres, type PostgresServer } from './support/postgres.js';
import { shouldTestRedis, startRedis, type RedisServer } from './support/redis.js';
import { sparePort, startServerProcess, type ServerProcess } from './support/serverProcess.js';

const withRedis = shouldTestRedis();
const withPostgres = withRedis && shouldTestPostgres();
const dirs: string[] = [];
const running: ServerProcess[] = [];
let redis: RedisServer | null = null;
let postgres: PostgresServer | null = null;

beforeAll(async () => {
  if (withRedis) redis = await startRedis();
  if (withPostgres) postgres = await startPostgres();
}, 120_000);
afterAll(async () => {
  for (const p of running) await p.kill('SIGKILL');
  await redis?.stop();
  await postgres?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** One process of the cluster on a port of its own; `store` = DATA_DIR or DATABASE_URL. */
async function node(store: Record<string, string>): Promise<ServerProcess> {
  const port = await sparePort();
  const p = await startServerProcess({
    PORT: String(port),
    REDIS_URL: redis!.url,
    PUBLIC_ADDRESS: `localhost:${port}`,
    GRACE_SECONDS: '600',
    ...store,
  });
  running.push(p);
  return p;
}

function ownSqlite(): Record<string, string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'emberforge-scale-'));
  dirs.push(dir);
  return { DATA_DIR: dir };
}

async function joined(connect: () => Promise<Room>) {
  const room = await connect();
  const inbox = new Inbox(room);
  room.onLeave(() => {});
  room.send('hello', {});
  const welcome = await inbox.next<WelcomeMessage>('welcome', 10_000, 0);
  return { room, inbox, welcome };
}

/** The port a colyseus.js room's websocket went to. */
function socketPort(room: Room): number {
  const ws = (room.connection as unknown as { transport: { ws: { url: string } } }).transport.ws;
  return Number(new URL(ws.url).port);
}

describe.skipIf(!withRedis)('two processes over Redis', () => {
  it('the lobby of B lists a table created on A, and a join asked of B is sent to A', async () => {
    const [a, b] = await Promise.all([node(ownSqlite()), node(ownSqlite())]);
    expect(a.output()).toContain(`scale-out over Redis redis://127.0.0.1:${redis!.port}, public address localhost:${a.port}`);
    const table = { name: 'Made on A', seats: 2, botDelayMs: 0, turnSeconds: 0 };
    const ann = await joined(() => new TestClient(a.ws).create('table', { table, name: 'Ann', color: 'blue' }));
    const id = ann.room.roomId;
    const listed = await tables(b.http);
    expect(listed.map((t) => t.id)).toEqual([id]);
    expect(listed[0]).toMatchObject({ status: 'lobby' });
    expect(JSON.stringify(listed)).not.toContain('publicAddress'); // the listing stays the product's own

    const bob = await joined(() => new TestClient(b.ws).joinById(id, { name: 'Bob', color: 'green' }));
    expect(socketPort(bob.room)).toBe(a.port); // the reservation pointed at A
    expect(bob.welcome).toMatchObject({ role: 'player', seat: 1 });
    await waitFor('Ann sees Bob seated', () => json(ann.room).seats?.[1]?.name === 'Bob');
    // A table B creates itself is B's, and A's lobby lists both.
    const cat = await joined(() =>
      new TestClient(b.ws).create('table', { table: { ...table, name: 'Made on B' }, name: 'Cat', color: 'red' }),
    );
    expect(socketPort(cat.room)).toBe(b.port);
    expect((await tables(a.http)).map((t) => t.id).sort()).toEqual([id, cat.room.roomId].sort());
    await Promise.all([ann.room.leave(), bob.room.leave(), cat.room.leave()]);
    await Promise.all([a.kill('SIGTERM'), b.kill('SIGTERM')]);
  }, 90_000);

  it('delayed connections asked of B follow a table on A through Redis: public and seat views, 1 s behind', async () => {
    const [a, b] = await Promise.all([node(ownSqlite()), node(ownSqlite())]);
    const table = { name: 'Delayed on A', seats: 2, botDelayMs: 20, turnSeconds: 0, broadcastDelaySeconds: 1, liveSpectators: true };
    const ann = await joined(() => new TestClient(a.ws).create('table', { table, name: 'Ann', color: 'blue' }));
    const id = ann.room.roomId;
    const live = await joined(() => new TestClient(a.ws).joinById(id, { spectator: true }));
    const pub = await joined(() => new TestClient(b.ws).joinById(id, { spectator: true, delayed: true }));
    const own = await joined(() => new TestClient(b.ws).joinById(id, { spectator: true, delayed: true, seatKey: ann.welcome.seatKey! }));
    // Delayed rooms of their own on B (the routing answered there), fed from A through Redis.
    for (const d of [pub, own]) expect(socketPort(d.room)).toBe(b.port);
    expect(pub.welcome).toMatchObject({ view: 'public', tableId: id, delaySeconds: 1 });
    expect(own.welcome).toMatchObject({ view: 'seat', seat: 0, tableId: id });
    ann.room.send('start', { fillBots: true });
    await waitFor('the game live', () => json(live.room).status === 'playing', 10_000);
    await ann.room.leave(); // the bot finishes her seat
    await waitFor('the end live', () => json(live.room).status === 'ended', 60_000, 20);
    expect(json(pub.room).status).toBe('playing'); // a second behind
    await waitFor('the end delayed', () => json(pub.room).status === 'ended' && json(own.room).status === 'ended', 15_000, 20);
    expect(pub.inbox.view).toEqual(stateToView(json(live.room), 'spectator'));
    const players = json(own.room).game.players as { hand?: unknown[]; handCount: number }[];
    expect(players[0]!.hand ?? []).toHaveLength(players[0]!.handCount);
    expect(players[1]!.hand ?? []).toEqual([]);
    expect(pub.inbox.of('events').length).toBe(live.inbox.of('events').length);
    await Promise.all([live.room.leave(), pub.room.leave(), own.room.leave()]);
    await Promise.all([a.kill('SIGTERM'), b.kill('SIGTERM')]);
  }, 90_000);

  it.skipIf(!withPostgres)(
    'the table of a killed process comes back exactly once in a cluster sharing PostgreSQL',
    async () => {
      const store = { DATABASE_URL: await postgres!.newDatabase('restore_once') };
      const a = await node(store);
      const table = { name: 'Survivor', seats: 2, botDelayMs: 0, turnSeconds: 0 };
      const ann = await joined(() => new TestClient(a.ws).create('table', { table, name: 'Ann', color: 'blue' }));
      const id = ann.room.roomId;
      ann.room.send('addBots', { count: 1 });
      await waitFor('the bot seated', () => json(ann.room).seats?.[1]?.kind === 'bot');
      ann.room.send('start', {});
      await waitFor('the game', () => json(ann.room).game, 10_000);
      expect((await a.kill('SIGKILL')).signal).toBe('SIGKILL');

      const [b, c] = await Promise.all([node(store), node(store)]);
      const restoredBy = [b, c].filter((p) => p.output().includes('Restored 1 unfinished table'));
      expect(restoredBy).toHaveLength(1);
      const holder = restoredBy[0]!;
      const other = holder === b ? c : b;
      expect(other.output()).not.toContain('Restored');
      for (const p of [b, c]) expect((await tables(p.http)).filter((t) => t.id === id)).toHaveLength(1);

      const d = await node(store); // started while the table runs in `holder`
      expect(d.output()).not.toContain('Restored');
      expect((await tables(d.http)).filter((t) => t.id === id)).toHaveLength(1);

      // The seat key works through a process that does not hold the table.
      const back = await joined(() => new TestClient(other.ws).joinById(id, { seatKey: ann.welcome.seatKey! }));
      expect(back.welcome).toMatchObject({ role: 'player', seat: 0 });
      expect(socketPort(back.room)).toBe(holder.port);
      await back.room.leave();
    },
    180_000,
  );
});
