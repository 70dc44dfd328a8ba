/**
 * Kill and restart through real processes (issue 10): the server (`node --import tsx server/main.ts`)
 * runs a 3-seat table with two human clients (colyseus.js, playing legal actions from their own view),
 * one bot and a spectator; it is killed (SIGKILL) mid-game and started again on the same data; the
 * table is back under the same id, the humans take their seats back with their seat keys, the
 * spectator watches again, they finish the game, and the final state equals a straight replay of the
 * stored log. Then a crash injected between an action's write and its send: after the restart the
 * action is there exactly once (versions 1..n, no gap) and the client sending it again gets stale_version.
 * The game is reached through its module and its clients' wire (Emberforge's, as the conformance kit's
 * server checks do: server/tests/conformance/); the restored state itself, compared canonically with
 * the one the server held, is the kit's restartCheck.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatIndex } from '../../shared/platform/gameModule.js';
import type { WelcomeMessage } from '../../shared/protocol/protocol.js';
import { openStore } from '../store/openStore.js';
import type { GameStore } from '../store/gameStore.js';
import { Inbox, json, tables, TestClient, waitFor } from './helpers.js';
import { shouldTestPostgres, startPostgres, type PostgresServer } from './support/postgres.js';
import { AutoPlayer } from './support/autoPlayer.js';
import { emberforgeSubject } from './conformance/emberforgeSubject.js';
import { sparePort, startServerProcess, type ServerProcess } from './support/serverProcess.js';

const dirs: string[] = [];
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const p of running) await p.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

interface Backend {
  name: string;
  /** Environment for the server process (DATA_DIR or DATABASE_URL). */
  env: Record<string, string>;
  open(): Promise<GameStore>;
}

async function postgresBackend(server: PostgresServer): Promise<Backend> {
  const url = await server.newDatabase();
  return { name: 'PostgreSQL', env: { DATABASE_URL: url }, open: () => openStore({ dataDir: '', databaseUrl: url }) };
}

function sqliteBackend(): Backend {
  const dir = mkdtempSync(path.join(tmpdir(), 'emberforge-restart-'));
  dirs.push(dir);
  return { name: 'SQLite', env: { DATA_DIR: dir }, open: () => openStore({ dataDir: dir }) };
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const p = await startServerProcess(env);
  running.push(p);
  return p;
}

/** A joined room with its inbox and its welcome. */
async function joined(connect: () => Promise<Room>) {
  const room = await connect();
  const inbox = new Inbox(room);
  room.onLeave(() => {}); // the kill drops it: expected
  room.send('hello', {});
  const welcome = await inbox.next<WelcomeMessage>('welcome', 10_000, 0);
  return { room, inbox, welcome };
}

const { module, wire } = emberforgeSubject;
const viewOf = (room: Room, viewer: SeatIndex | 'spectator'): unknown => wire.view(json(room), viewer);
const versionOf = (room: Room): number => {
  const view = viewOf(room, 'spectator');
  return view === null ? 0 : module.viewVersion(view);
};

/** Seats 0 and 1 human (Ann, Bob), `bots` more seats bots, and a spectator; the game started. */
async function tableOfTwo(srv: ServerProcess, bots: number) {
  const client = () => new TestClient(srv.ws);
  const table = { game: module.id, name: 'Kill me', seats: 2 + bots, botDelayMs: 0, turnSeconds: 0, roundLimit: 3 };
  const ann = await joined(() => client().create('table', { table, name: 'Ann', color: 'blue' }));
  const id = ann.room.roomId;
  const bob = await joined(() => client().joinById(id, { name: 'Bob', color: 'green' }));
  if (bots > 0) {
    ann.room.send('addBots', { count: bots });
    await waitFor('the bot seated', () => json(ann.room).seats?.[2]?.kind === 'bot');
  }
  const spec = await joined(() => client().joinById(id, { spectator: true }));
  ann.room.send('start', {});
  await waitFor('the game', () => json(spec.room).game, 10_000);
  expect(ann.welcome.seatKey).toBeTruthy();
  expect(bob.welcome.seatKey).toBeTruthy();
  return { id, ann, bob, spec, keys: [ann.welcome.seatKey!, bob.welcome.seatKey!] as const };
}

/** After the restart: the humans back with their seat keys, the spectator as a spectator. */
async function rejoin(srv: ServerProcess, id: string, keys: readonly [string, string]) {
  const client = () => new TestClient(srv.ws);
  const ann = await joined(() => client().joinById(id, { seatKey: keys[0] }));
  const bob = await joined(() => client().joinById(id, { seatKey: keys[1] }));
  const spec = await joined(() => client().joinById(id, { spectator: true }));
  expect(ann.welcome).toMatchObject({ role: 'player', seat: 0 });
  expect(bob.welcome).toMatchObject({ role: 'player', seat: 1 });
  expect(spec.welcome).toMatchObject({ role: 'spectator' });
  return { ann, bob, spec };
}

async function killAndRestart(backend: Backend): Promise<void> {
  const env = { PORT: String(await sparePort()), GRACE_SECONDS: '600', ...backend.env };
  const first = await start(env);
  const t = await tableOfTwo(first, 1);
  const players = [new AutoPlayer(t.ann.room, 0, 11), new AutoPlayer(t.bob.room, 1, 12)];
  await waitFor('the game to be well under way', () => versionOf(t.spec.room) >= 12, 30_000);
  expect((await first.kill('SIGKILL')).signal).toBe('SIGKILL');
  const seenBeforeKill = versionOf(t.spec.room);
  expect(json(t.spec.room).status).toBe('playing'); // mid-game

  const second = await start(env);
  expect(second.output()).toContain('Restored 1 unfinished table');
  expect((await tables(second.http)).map((x) => x.id)).toContain(t.id); // the lobby lists it, same id
  const back = await rejoin(second, t.id, t.keys);
  // Nothing a client saw is lost: the game is at least where the spectator saw it.
  await waitFor('the spectator view back', () => versionOf(back.spec.room) >= seenBeforeKill, 10_000);
  players[0]!.follow(back.ann.room);
  players[1]!.follow(back.bob.room);
  await waitFor('the game to end', () => json(back.spec.room).status === 'ended', 90_000);
  await waitFor('every client at the end', () =>
    [back.ann.room, back.bob.room].every((r) => {
      const view = viewOf(r, 0);
      return view !== null && module.viewVersion(view) === versionOf(back.spec.room);
    }),
  );
  const seen = {
    spectator: viewOf(back.spec.room, 'spectator'),
    ann: viewOf(back.ann.room, 0),
    bob: viewOf(back.bob.room, 1),
  };
  const stop = await second.kill('SIGTERM');
  expect(stop.code).toBe(0);

  const store = await backend.open();
  try {
    const game = await store.finishedGame(t.id);
    expect(game).not.toBeNull();
    const log = game!.log;
    expect(log.map((a) => a.version)).toEqual(log.map((_, i) => i + 1));
    expect(new Set(log.map((a) => a.seat))).toEqual(new Set<SeatIndex>([0, 1, 2]));
    const final = module.replay(game!.config, log);
    const outcome = module.outcome(final);
    expect(outcome).not.toBeNull(); // the game is over
    expect(seen.spectator).toEqual(module.viewFor(final, 'spectator'));
    expect(seen.ann).toEqual(module.viewFor(final, 0));
    expect(seen.bob).toEqual(module.viewFor(final, 1));
    expect(game!.result.winners).toEqual(outcome!.kind === 'winners' ? outcome!.seats : []);
  } finally {
    await store.close();
  }
}

async function crashBetweenWriteAndSend(backend: Backend): Promise<void> {
  const CRASH_AT = 6;
  const env = { PORT: String(await sparePort()), GRACE_SECONDS: '600', ...backend.env };
  const first = await start({ ...env, EMBERFORGE_FAULT_CRASH_AFTER_WRITE: String(CRASH_AT) });
  const t = await tableOfTwo(first, 0); // two humans: every action is a client's
  const players = [new AutoPlayer(t.ann.room, 0, 21), new AutoPlayer(t.bob.room, 1, 22)];
  const ended = await first.exited; // it kills itself right after writing version CRASH_AT
  expect(ended.signal).toBe('SIGKILL');
  expect(first.output()).toContain(`EMBERFORGE_FAULT_CRASH_AFTER_WRITE=${CRASH_AT}`);
  // Nothing of that version was sent: no client saw it.
  expect(versionOf(t.spec.room)).toBe(CRASH_AT - 1);
  expect(t.spec.inbox.of<[number]>('events').map((e) => e[0])).not.toContain(CRASH_AT);
  const sender = players.find((p) => p.sent.has(CRASH_AT - 1))!;
  const lost = sender.sent.get(CRASH_AT - 1)!;

  const second = await start(env);
  const back = await rejoin(second, t.id, t.keys);
  await waitFor('the written action back', () => versionOf(back.spec.room) >= CRASH_AT, 10_000);
  const room = sender.seat === 0 ? back.ann : back.bob;
  const from = room.inbox.all.length;
  room.room.send('action', { version: CRASH_AT - 1, action: lost }); // the client sends it again
  const error = await room.inbox.next<{ code: string }>('error', 10_000, from);
  expect(error.code).toBe('stale_version');
  expect((await second.kill('SIGTERM')).code).toBe(0); // a graceful stop keeps the table for the next start

  const store = await backend.open();
  try {
    const table = (await store.unfinishedTables()).find((x) => x.id === t.id);
    expect(table?.status).toBe('playing');
    const versions = table!.log.map((a) => a.version);
    expect(versions).toEqual(versions.map((_, i) => i + 1)); // no gap, no duplicate
    expect(versions.filter((v) => v === CRASH_AT)).toHaveLength(1);
    expect(table!.log[CRASH_AT - 1]!.action).toEqual(lost);
  } finally {
    await store.close();
  }
}

describe('a store that cannot be opened', () => {
  it('stops the start with one clear line and exit code 1, no stack trace', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'emberforge-notadir-'));
    dirs.push(dir);
    const file = path.join(dir, 'file');
    writeFileSync(file, 'not a directory');
    const p = await startServerProcess({ PORT: String(await sparePort()), DATA_DIR: file }).then(
      () => null,
      (e: unknown) => String(e),
    );
    expect(p).toMatch(/exited before listening \(code 1,/);
    const lines = p!.split('\n').filter((l) => l.includes('Cannot start'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`DATA_DIR`);
    expect(p).not.toMatch(/\n\s+at /);
  }, 60_000);
});

describe('kill and restart (SQLite)', () => {
  it('brings the table back under its id; the players and the spectator get back in and finish; the end equals a replay of the log', async () => {
    await killAndRestart(sqliteBackend());
  }, 240_000);

  it('loses and duplicates nothing when the process dies between the write and the send', async () => {
    await crashBetweenWriteAndSend(sqliteBackend());
  }, 180_000);
});

describe.skipIf(!shouldTestPostgres())('kill and restart (PostgreSQL)', () => {
  let pgServer: PostgresServer;
  beforeAll(async () => {
    pgServer = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await pgServer?.stop();
  });

  it('brings the table back under its id; the players and the spectator get back in and finish; the end equals a replay of the log', async () => {
    await killAndRestart(await postgresBackend(pgServer));
  }, 240_000);

  it('loses and duplicates nothing when the process dies between the write and the send', async () => {
    await crashBetweenWriteAndSend(await postgresBackend(pgServer));
  }, 180_000);
});
