/**
 * The store's retention policy through the real server (issue 38, 6; server/store/retention.ts):
 * tables that never started leave the store when their lobby closes; table creation is limited per
 * address per minute; a public table of bots only plays no faster than botsOnlyMinDelayMs and its game
 * is listed only if a person watched it end; unlisted games are pruned RETENTION_DAYS later. Real
 * websockets and HTTP, a real SQLite store; the tables and the pruner run on a manual clock.
 */
import { postFrom } from './support/loopbackClient.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Room } from 'colyseus.js';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../shared/host/manualClock.js';
import type { GamesPage } from '../../shared/protocol/gamesApi.js';
import { DEFAULT_CONFIG, type ServerConfig } from '../config.js';
import type { GameStore } from '../store/gameStore.js';
import { openStore } from '../store/openStore.js';
import { DAY_MS } from '../store/retention.js';
import { bootServer, Inbox, refused, seedFromTableName, serverRoom, waitFor, type TestServer } from './helpers.js';
import { recordedGame, type RecordedGame } from './support/storedGames.js';
import type { EmberforgeRecord } from './support/emberforgeRecord.js';

const dirs: string[] = [];
const servers: { server: TestServer; store: GameStore }[] = [];
afterEach(async () => {
  for (const { server, store } of servers.splice(0)) {
    await server.close();
    await store.close();
  }
});
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A real server on a fresh SQLite store (returned too, to look at what it keeps). */
async function serverWithStore(cfg: Partial<ServerConfig>, before?: (store: GameStore) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'emberforge-retention-'));
  dirs.push(dir);
  const store = await openStore({ dataDir: dir });
  await before?.(store);
  const server = await bootServer({ store, tableSeed: seedFromTableName, ...cfg });
  servers.push({ server, store });
  return { server, store };
}

/** Lets the server finish what a clock step started (store writes, disposal on Colyseus's own timers). */
const settle = () => new Promise((r) => setTimeout(r, 5));

/** Writes a recorded game through the store API, up to `upTo` actions. */
async function put(s: GameStore, g: RecordedGame, upTo = g.actions.length): Promise<void> {
  await s.createTable(g.table);
  await s.saveSeats(g.table.id, g.seats);
  await s.startGame(g.table.id, g.start);
  for (const a of g.actions.slice(0, upTo)) await s.appendAction(g.table.id, a, a.version === g.actions.length ? g.result : undefined);
}

/** POST /matchmake/create/table from `localAddress` (127.0.0.x), without connecting. */
async function createFrom(
  server: TestServer,
  localAddress: string,
  options: object,
): Promise<{ status: number; retryAfter: string | undefined; body: { room?: { roomId: string }; error?: string } }> {
  const answer = await postFrom(server.port, localAddress, '/matchmake/create/table', options);
  if (answer.status === 0) throw new Error(answer.text);
  return { status: answer.status, retryAfter: answer.headers['retry-after'], body: JSON.parse(answer.text) };
}

/** A bots-only table (its host watching, as a spectator), started. */
async function botTable(server: TestServer, table: object): Promise<Room> {
  const host = await server.client().create('table', { table: { seats: 2, roundLimit: 2, ...table }, spectator: true });
  new Inbox(host);
  host.send('start', { fillBots: true });
  await waitFor('the game', () => serverRoom(host.roomId).gameRecord<EmberforgeRecord>());
  return host;
}

const versionOf = (id: string) => serverRoom(id).gameRecord<EmberforgeRecord>()!.state.version;

/** Moves the clock on, `stepMs` at a time, until the table's game has ended. */
async function playOut(clock: ManualClock, id: string, stepMs: number): Promise<void> {
  for (let i = 0; i < 5000; i++) {
    if (serverRoom(id).gameRecord<EmberforgeRecord>()!.state.phase === 'ended') return;
    clock.advance(stepMs);
    await settle();
  }
  throw new Error(`table ${id}: the game did not end`);
}

async function leaveAndWait(room: Room): Promise<void> {
  const id = room.roomId;
  await room.leave();
  await waitFor('the server to see the table empty', () => serverRoom(id).clients.length === 0);
}

async function listed(server: TestServer): Promise<string[]> {
  const page = (await (await fetch(`${server.http}/api/games?limit=100`)).json()) as GamesPage;
  return page.games.map((g) => g.id);
}

describe('a table that never started leaves the store when its lobby closes', () => {
  it('a create nobody connects to is gone once its reservation expires; an emptied lobby at once; a started game stays', async () => {
    const clock = new ManualClock(Date.now(), setImmediate);
    const closedLobby = recordedGame(1, { id: 'closedLobby' });
    const reservations = { ...DEFAULT_CONFIG.reservations, perAddress: 1000, seconds: 1 };
    const { server, store } = await serverWithStore({ clock, reservations, emptyTableSeconds: 1 }, async (s) => {
      // A lobby closed before the policy: pruned at the start.
      await s.createTable(closedLobby.table);
      await s.saveSeats(closedLobby.table.id, closedLobby.seats);
      await s.closeTable(closedLobby.table.id, 'closed', 'emptied');
    });
    await waitFor('the old closed lobby pruned at the start', async () => (await store.tableStatus('closedLobby')) === null);

    // The create call alone, as a script makes tables: written, then gone when its reservation expires
    // (Colyseus times it on the wall clock: 1 s here, 10 s by default).
    const made = await createFrom(server, '127.0.0.1', { table: { seats: 2 }, name: 'Ghost' });
    const ghost = made.body.room!.roomId;
    await waitFor('the new table stored', async () => (await store.tableStatus(ghost)) === 'lobby');
    await waitFor('the unused table deleted', async () => (await store.tableStatus(ghost)) === null, 10_000, 50);

    // A lobby its creator left: deleted with its seats as soon as it closes.
    const ann = await server.client().create('table', { table: { seats: 3 }, name: 'Ann' });
    new Inbox(ann);
    ann.send('addBots', { count: 1 });
    await waitFor('the seats stored', async () => (await store.unfinishedTables()).find((t) => t.id === ann.roomId)?.seats.length === 3);
    const lobby = ann.roomId;
    await ann.leave();
    await waitFor('the emptied lobby deleted', async () => (await store.tableStatus(lobby)) === null);

    // A game that started and was emptied before its end is kept (closed) for RETENTION_DAYS.
    const host = await botTable(server, { botDelayMs: 1000, tableName: 'Kept #3' });
    const started = host.roomId;
    await leaveAndWait(host);
    clock.advance(1000); // the empty-table countdown
    await waitFor('the emptied game closed', async () => (await store.tableStatus(started)) === 'closed');
    expect((await store.unfinishedTables()).map((t) => t.id)).toEqual([]);
  });
});

describe('table creation is limited per address per minute', () => {
  it(`past ${DEFAULT_CONFIG.createLimit.burst} at once, one more each 6 s (10 a minute), with a 429 that says so; other addresses are not held back`, async () => {
    const clock = new ManualClock(Date.now(), setImmediate);
    const { server } = await serverWithStore({ clock, createLimit: DEFAULT_CONFIG.createLimit });
    const table = { table: { seats: 2 }, name: 'Maker' };
    for (let i = 0; i < 3; i++) expect((await createFrom(server, '127.0.0.1', table)).status).toBe(200);
    const refusedCreate = await createFrom(server, '127.0.0.1', table);
    expect(refusedCreate.status).toBe(429);
    expect(refusedCreate.retryAfter).toBe('6');
    expect(refusedCreate.body.error).toBe('Too many tables created from your address: at most 10 a minute (3 at once). Try again in 6 s.');
    expect(refusedCreate.body.room).toBeUndefined();
    // A client sees the same words (the lobby shows them).
    const error = await refused(() => server.client().create('table', table));
    expect(error.message).toMatch(/^Too many tables created from your address: at most 10 a minute/);
    // Another address has its own allowance.
    expect((await createFrom(server, '127.0.0.2', table)).status).toBe(200);

    // One more each 6 s on the server's clock: ten a minute.
    clock.advance(5_999);
    expect((await createFrom(server, '127.0.0.1', table)).status).toBe(429);
    clock.advance(2);
    expect((await createFrom(server, '127.0.0.1', table)).status).toBe(200);
    expect((await createFrom(server, '127.0.0.1', table)).status).toBe(429);
    let made = 0;
    for (let s = 0; s < 60; s++) {
      clock.advance(1000);
      if ((await createFrom(server, '127.0.0.1', table)).status === 200) made++;
    }
    expect(made).toBe(10);
  });
});

describe('a public table of bots only', () => {
  it(`plays no faster than ${DEFAULT_CONFIG.botsOnlyMinDelayMs} ms a move; a private one keeps its own pace`, async () => {
    const clock = new ManualClock(Date.now(), setImmediate);
    const { server } = await serverWithStore({ clock, botsOnlyMinDelayMs: DEFAULT_CONFIG.botsOnlyMinDelayMs });
    const pub = await botTable(server, { botDelayMs: 0, tableName: 'Fast #7' });
    await settle();
    clock.advance(299);
    await settle();
    expect(versionOf(pub.roomId)).toBe(0);
    clock.advance(1);
    await waitFor('the first bot move', () => versionOf(pub.roomId) === 1);
    clock.advance(299);
    await settle();
    expect(versionOf(pub.roomId)).toBe(1);
    clock.advance(1);
    await waitFor('the second bot move', () => versionOf(pub.roomId) === 2);

    // Private: its bots play at 0 ms, with the clock standing still.
    const own = await botTable(server, { botDelayMs: 0, private: true, tableName: 'Fast #8' });
    await waitFor('the private table playing on its own', () => versionOf(own.roomId) >= 10);
    for (const r of [pub, own]) await r.leave();
  });

  it('its game is listed in /api/games only if a person watched it end; unwatched, it is still served by its id', async () => {
    const clock = new ManualClock(Date.now(), setImmediate);
    const { server, store } = await serverWithStore({
      clock,
      botsOnlyMinDelayMs: DEFAULT_CONFIG.botsOnlyMinDelayMs,
      emptyTableSeconds: 3600,
    });
    // Started, and left to play itself out with nobody there (as a script does).
    const alone = await botTable(server, { botDelayMs: 0, tableName: 'Alone #11' });
    const aloneId = alone.roomId;
    await leaveAndWait(alone);
    // Watched to its end by a spectator (its host leaves: the spectator is the person).
    const seen = await botTable(server, { botDelayMs: 0, tableName: 'Seen #12' });
    const watcher = await server.client().joinById(seen.roomId, { spectator: true });
    new Inbox(watcher);
    await seen.leave();
    await waitFor('the host gone, the watcher there', () => serverRoom(watcher.roomId).clients.length === 1);
    await playOut(clock, aloneId, 300);
    await playOut(clock, watcher.roomId, 300);
    await waitFor(
      'both ends stored',
      async () => (await store.tableStatus(aloneId)) === 'ended' && (await store.tableStatus(watcher.roomId)) === 'ended',
    );

    expect(await listed(server)).toEqual([watcher.roomId]);
    const replay = await fetch(`${server.http}/api/games/${aloneId}`);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { log: unknown[] }).log.length).toBe(serverRoom(aloneId).gameRecord<EmberforgeRecord>()!.log.length);
    await watcher.leave();
  });
});

describe('RETENTION_DAYS', () => {
  it('prunes unlisted games and tables closed before their end once older than RETENTION_DAYS; never a listed game or a running table', async () => {
    const clock = new ManualClock(Date.now(), setImmediate);
    const t0 = clock.now();
    const closedEarly = recordedGame(21, { id: 'closedEarly', t0: t0 - 3_600_000 }); // started an hour before
    const { server, store } = await serverWithStore({
      clock,
      retentionDays: 30,
      pruneEveryMs: DAY_MS,
      emptyTableSeconds: 3600,
      reclaimSeconds: 3600,
    });
    // Played here: a bots-only game nobody watched end, one watched, a private game watched by its host.
    const alone = await botTable(server, { botDelayMs: 10, tableName: 'Alone #31' });
    const aloneId = alone.roomId;
    await leaveAndWait(alone);
    await playOut(clock, aloneId, 10);
    const seen = await botTable(server, { botDelayMs: 10, tableName: 'Seen #32' });
    await playOut(clock, seen.roomId, 10);
    const privateGame = await botTable(server, { botDelayMs: 10, private: true, tableName: 'Private #33' });
    await playOut(clock, privateGame.roomId, 10);
    // Running: a lobby its creator sits in, and a game waiting for its human player (no turn clock).
    const lobby = await server.client().create('table', { table: { seats: 2 }, name: 'Lia' });
    new Inbox(lobby);
    const ann = await server.client().create('table', { table: { seats: 2, botDelayMs: 10, tableName: 'Waiting #34' }, name: 'Ann' });
    new Inbox(ann);
    ann.send('start', { fillBots: true });
    await waitFor('Ann to play', () => serverRoom(ann.roomId).gameRecord<EmberforgeRecord>()?.state.activeSeat === 0);
    // Written by another process sharing the database: one closed before its end, one still running there.
    await put(store, closedEarly, 5);
    await store.closeTable(closedEarly.table.id, 'closed', 'emptied', clock.now());
    const elsewhere = recordedGame(22, { id: 'runningElsewhere', t0: t0 - 40 * DAY_MS });
    await put(store, elsewhere, 5);
    await waitFor('every end stored', async () => {
      const all = await Promise.all([aloneId, seen.roomId, privateGame.roomId].map((id) => store.tableStatus(id)));
      return all.every((s) => s === 'ended');
    });
    const everyId = [aloneId, seen.roomId, privateGame.roomId, lobby.roomId, ann.roomId, 'closedEarly', 'runningElsewhere'];
    const statuses = async () => Object.fromEntries(await Promise.all(everyId.map(async (id) => [id, await store.tableStatus(id)])));
    const before = await statuses();
    expect(Object.values(before)).toEqual(['ended', 'ended', 'ended', 'lobby', 'playing', 'closed', 'playing']);

    // 29 days on (the pruner runs daily on the server's clock): everything is still there.
    for (let day = 0; day < 29; day++) {
      clock.advance(DAY_MS);
      await settle();
    }
    expect(await statuses()).toEqual(before);
    // Past 30 days: the unlisted games and the table closed early are gone, with their actions.
    for (let day = 0; day < 2; day++) {
      clock.advance(DAY_MS);
      await settle();
    }
    await waitFor('the prune', async () => (await store.tableStatus(aloneId)) === null);
    expect(await statuses()).toEqual({
      ...before,
      [aloneId]: null,
      [privateGame.roomId]: null,
      closedEarly: null,
    });
    expect(await listed(server)).toEqual([seen.roomId]);
    const gone = await fetch(`${server.http}/api/games/${aloneId}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ reason: 'unknown' });
    expect((await fetch(`${server.http}/api/games/${seen.roomId}`)).status).toBe(200);
    // The running tables run on: Ann plays her turn and the lobby still takes a player.
    expect(serverRoom(ann.roomId).gameRecord<EmberforgeRecord>()!.state.activeSeat).toBe(0);
    const bo = await server.client().joinById(lobby.roomId, { name: 'Bo' });
    new Inbox(bo);
    for (const r of [seen, privateGame, lobby, ann, bo]) await r.leave();
  });
});
