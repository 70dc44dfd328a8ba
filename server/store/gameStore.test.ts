/**
 * The GameStore contract, run against SQLite (a temp directory) and PostgreSQL (a real server started
 * for this file: see server/tests/support/postgres.ts), with real games played by the engine.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { replay } from '../../shared/games/emberforge/engine/replay.js';
import { shouldTestPostgres, startPostgres, type PostgresServer } from '../tests/support/postgres.js';
import { recordedGame, type RecordedGame } from '../tests/support/storedGames.js';
import type { GameStore } from './gameStore.js';
import { openStore, type StoreConfig } from './openStore.js';
import { DuplicateVersionError } from './storeErrors.js';
import { END_SHOWN_MARGIN_MS } from '../../shared/protocol/gameRelease.js';

interface Backend {
  name: string;
  /** A fresh, empty database for one test. */
  fresh(): Promise<StoreConfig>;
}

const tempDirs: string[] = [];
const sqlite: Backend = {
  name: 'SQLite',
  fresh: async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emberforge-store-'));
    tempDirs.push(dir);
    return { dataDir: join(dir, 'data') };
  },
};
afterAll(() => tempDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Writes a recorded game up to `upTo` actions (all: it ends). */
async function store(s: GameStore, g: RecordedGame, upTo = g.actions.length): Promise<void> {
  await s.createTable(g.table);
  await s.saveSeats(g.table.id, g.seats);
  await s.startGame(g.table.id, g.start);
  for (const a of g.actions.slice(0, upTo)) await s.appendAction(g.table.id, a, a.version === g.actions.length ? g.result : undefined);
}

function gameStoreContract(backend: Backend): void {
  describe(`GameStore on ${backend.name}`, () => {
    const open: GameStore[] = [];
    const openIt = async (config: StoreConfig) => {
      const s = await openStore(config);
      open.push(s);
      return s;
    };
    afterEach(async () => {
      await Promise.all(open.splice(0).map((s) => s.close()));
    });

    test('a table from creation to the end of its game: everything stored replays to the same winner', async () => {
      const s = await openIt(await backend.fresh());
      const g = recordedGame(1);
      await s.createTable(g.table);
      expect(await s.tableStatus(g.table.id)).toBe('lobby');
      // Written again (a retry after a write whose failure may have come after its commit): kept, no error.
      await s.createTable({ ...g.table, name: 'a retry' });
      expect((await s.unfinishedTables())[0]!.name).toBe(g.table.name);
      await s.saveSeats(g.table.id, g.seats.slice(0, 1));
      await s.saveSeats(g.table.id, g.seats);
      let [lobby] = await s.unfinishedTables();
      expect(lobby).toEqual({
        ...g.table,
        game: 'emberforge',
        status: 'lobby',
        seats: g.seats,
        config: null,
        botSeed: null,
        startedAt: null,
        endedAt: null,
        result: null,
        log: [],
      });

      await s.startGame(g.table.id, g.start);
      const half = Math.floor(g.actions.length / 2);
      for (const a of g.actions.slice(0, half)) await s.appendAction(g.table.id, a);
      [lobby] = await s.unfinishedTables();
      expect(lobby).toMatchObject({ status: 'playing', config: g.start.config, botSeed: g.start.botSeed, startedAt: g.start.startedAt });
      expect(lobby!.log).toEqual(g.actions.slice(0, half));
      expect(await s.finishedGame(g.table.id)).toBeNull();

      for (const a of g.actions.slice(half, -1)) await s.appendAction(g.table.id, a);
      const last = g.actions.at(-1)!;
      await s.appendAction(g.table.id, last, g.result);
      expect(await s.tableStatus(g.table.id)).toBe('ended');
      expect(await s.unfinishedTables()).toEqual([]);

      const game = await s.finishedGame(g.table.id);
      expect(game).not.toBeNull();
      expect(game!.config).toEqual(g.start.config);
      expect(game!.log).toEqual(g.actions);
      expect(game!.result).toEqual(g.result);
      expect(game!.summary).toEqual({
        id: g.table.id,
        game: 'emberforge',
        tableName: g.table.name,
        players: [
          { name: 'Ada', color: g.start.config.players[0]!.color, kind: 'human' },
          { name: 'Brokk', color: g.start.config.players[1]!.color, kind: 'bot' },
        ],
        winners: g.result.winners,
        victory: g.result.victory,
        rounds: g.result.rounds,
        actions: g.actions.length,
        startedAt: g.start.startedAt,
        endedAt: last.at,
        caster: null,
      });
      const final = replay(game!.config as typeof g.start.config, game!.log as typeof g.actions);
      expect(final.version).toBe(g.actions.length);
      expect(final.winner?.seats).toEqual(g.result.winners);
    });

    test('a version stored twice is refused and nothing of it is written, not even its end of game', async () => {
      const s = await openIt(await backend.fresh());
      const g = recordedGame(2);
      await store(s, g, 3);
      const again = { ...g.actions[1]!, seat: 1, action: g.actions[3]!.action, at: g.actions[1]!.at + 1 };
      await expect(s.appendAction(g.table.id, again)).rejects.toBeInstanceOf(DuplicateVersionError);
      await expect(s.appendAction(g.table.id, { ...g.actions[2]!, at: 1 }, g.result)).rejects.toThrow(/already has an action at version 3/);
      expect(await s.tableStatus(g.table.id)).toBe('playing');
      const [t] = await s.unfinishedTables();
      expect(t!.log).toEqual(g.actions.slice(0, 3));
      await s.appendAction(g.table.id, g.actions[3]!);
      expect((await s.unfinishedTables())[0]!.log).toEqual(g.actions.slice(0, 4));
    });

    test('a table stored without a caster key (before they were stored) keeps the first one set; a stored key is never replaced', async () => {
      const s = await openIt(await backend.fresh());
      const old = recordedGame(3, { id: 'oldTable' });
      const made = { ...recordedGame(4, { id: 'keyedTable' }).table, casterKey: 'key-made-at-creation' };
      await s.createTable(old.table); // no caster key, as a table from before the column
      await s.createTable(made);
      const keyOf = async (id: string) => (await s.unfinishedTables()).find((t) => t.id === id)!.casterKey;
      expect(await keyOf('oldTable')).toBeUndefined();
      await s.setCasterKey('oldTable', 'key-made-at-restore');
      expect(await keyOf('oldTable')).toBe('key-made-at-restore');
      // The next restore, or a second server, never changes it; nor the key a table was created with.
      await s.setCasterKey('oldTable', 'another-key');
      await s.setCasterKey('keyedTable', 'another-key');
      expect(await keyOf('oldTable')).toBe('key-made-at-restore');
      expect(await keyOf('keyedTable')).toBe('key-made-at-creation');
    });

    test('unfinishedTables: only lobby and playing tables, each with its own log in version order', async () => {
      const s = await openIt(await backend.fresh());
      const [a, b, ended, closed, broken] = [3, 4, 5, 6, 7].map((n) => recordedGame(n));
      const lobby = recordedGame(8);
      await s.createTable(lobby.table);
      await s.saveSeats(lobby.table.id, lobby.seats.slice(0, 1));
      for (const g of [a!, b!]) {
        await s.createTable(g.table);
        await s.saveSeats(g.table.id, g.seats);
        await s.startGame(g.table.id, g.start);
      }
      // Interleaved, as two rooms write at once.
      for (let i = 0; i < 20; i++) {
        await s.appendAction(b!.table.id, b!.actions[i]!);
        await s.appendAction(a!.table.id, a!.actions[i]!);
      }
      await store(s, ended!);
      await store(s, closed!, 5);
      await s.closeTable(closed!.table.id, 'closed', 'emptied');
      await store(s, broken!, 5);
      await s.closeTable(broken!.table.id, 'broken', 'action 3 no longer applies');

      const back = await s.unfinishedTables();
      expect(back.map((t) => [t.id, t.status]).sort()).toEqual([
        [a!.table.id, 'playing'],
        [b!.table.id, 'playing'],
        [lobby.table.id, 'lobby'],
      ]);
      const byId = new Map(back.map((t) => [t.id, t]));
      expect(byId.get(a!.table.id)!.log).toEqual(a!.actions.slice(0, 20));
      expect(byId.get(b!.table.id)!.log).toEqual(b!.actions.slice(0, 20));
      expect(byId.get(b!.table.id)!.seats).toEqual(b!.seats);
      expect(byId.get(lobby.table.id)).toMatchObject({ seats: lobby.seats.slice(0, 1), log: [], config: null });
      expect(await s.tableStatus(closed!.table.id)).toBe('closed');
      expect(await s.tableStatus(broken!.table.id)).toBe('broken');
      expect(await s.finishedGame(closed!.table.id)).toBeNull();
    });

    test('finishedGames: newest first, with limit and before; finishedGame is null until the end', async () => {
      const s = await openIt(await backend.fresh());
      // recordedGame(n) starts its clock later for a larger n: 11 ends first, 13 last.
      const games = [12, 11, 13].map((n) => recordedGame(n));
      for (const g of games) await store(s, g);
      const playing = recordedGame(14);
      await store(s, playing, 10);
      const ends = new Map(games.map((g) => [g.table.id, g.actions.at(-1)!.at]));

      const all = await s.finishedGames({ limit: 10 });
      expect(all.map((g) => g.id)).toEqual(['table13', 'table12', 'table11']);
      expect(all.map((g) => g.endedAt)).toEqual(['table13', 'table12', 'table11'].map((id) => ends.get(id)));
      expect(all.map((g) => g.actions)).toEqual(
        ['table13', 'table12', 'table11'].map((id) => games.find((g) => g.table.id === id)!.actions.length),
      );
      expect((await s.finishedGames({ limit: 2 })).map((g) => g.id)).toEqual(['table13', 'table12']);
      expect((await s.finishedGames({ limit: 2, before: ends.get('table12') })).map((g) => g.id)).toEqual(['table11']);
      expect(await s.finishedGames({ limit: 5, before: ends.get('table11') })).toEqual([]);
      // Games ending in the same millisecond: ordered by id, and a cursor with the id skips none of them.
      const tieAt = ends.get('table11')! - 1;
      for (const id of ['tieA', 'tieB', 'tieC']) await store(s, recordedGame(30 + id.charCodeAt(3), { id, endedAt: tieAt }));
      const tied = await s.finishedGames({ limit: 10, before: ends.get('table11') });
      expect(tied.map((g) => [g.id, g.endedAt])).toEqual(['tieC', 'tieB', 'tieA'].map((id) => [id, tieAt]));
      expect((await s.finishedGames({ limit: 10, before: tieAt, beforeId: 'tieC' })).map((g) => g.id)).toEqual(['tieB', 'tieA']);
      expect((await s.finishedGames({ limit: 1, before: tieAt, beforeId: 'tieB' })).map((g) => g.id)).toEqual(['tieA']);

      expect(await s.finishedGame(playing.table.id)).toBeNull();
      expect(await s.finishedGame('no-such-table')).toBeNull();
      expect(await s.tableStatus(playing.table.id)).toBe('playing');
      expect(await s.tableStatus('no-such-table')).toBeNull();
    });

    test("a private table's finished game is never listed, and is served by its id", async () => {
      const s = await openIt(await backend.fresh());
      const open = recordedGame(25);
      const hidden = recordedGame(26);
      hidden.table.options = { ...hidden.table.options, isPrivate: true };
      for (const g of [open, hidden]) await store(s, g);
      const now = Math.max(...[open, hidden].map((g) => g.actions.at(-1)!.at)) + 1;
      expect((await s.finishedGames({ limit: 10, now })).map((g) => g.id)).toEqual([open.table.id]);
      expect((await s.finishedGames({ limit: 10 })).map((g) => g.id)).toEqual([open.table.id]);
      expect((await s.finishedGame(hidden.table.id))?.summary.id).toBe(hidden.table.id);
    });

    test('a delayed table (issue 12): listed with `now` only once endedAt + its broadcast delay + the margin has passed; releasedAt says when', async () => {
      const s = await openIt(await backend.fresh());
      const plain = recordedGame(21);
      const delayed = recordedGame(22);
      delayed.table.options = { ...delayed.table.options, broadcastDelaySeconds: 120, casterView: true };
      for (const g of [plain, delayed]) await store(s, g);
      const ends = [plain, delayed].map((g) => g.actions.at(-1)!.at);
      const shown = ends[1]! + 120_000 + END_SHOWN_MARGIN_MS; // the delay counts from the send, after the final write
      expect((await s.finishedGame(delayed.table.id))!.releasedAt).toBe(shown);
      expect((await s.finishedGame(plain.table.id))!.releasedAt).toBe(ends[0]);
      const listed = async (now: number) => (await s.finishedGames({ limit: 10, now })).map((g) => g.id);
      expect(await listed(ends[1]!)).toEqual([plain.table.id]);
      expect(await listed(shown - 1)).toEqual([plain.table.id]);
      expect(await listed(shown)).toEqual([delayed.table.id, plain.table.id]);
      expect(await listed(ends[0]! - 1)).toEqual([]);
      // Without `now` (the store's own callers): every finished game.
      expect((await s.finishedGames({ limit: 10 })).map((g) => g.id)).toEqual([delayed.table.id, plain.table.id]);
      // Its status as the broadcast shows it: still being played until the delay has shown the end.
      expect(await s.tableStatus(delayed.table.id, shown - 1)).toBe('playing');
      expect(await s.tableStatus(delayed.table.id, shown)).toBe('ended');
      expect(await s.tableStatus(delayed.table.id)).toBe('ended');
      expect(await s.tableStatus(plain.table.id, ends[0]!)).toBe('ended');
    });

    test('unfinishedTables(now): also an ended table whose delayed broadcast has not shown its end by then, with its whole log', async () => {
      const s = await openIt(await backend.fresh());
      const plain = recordedGame(23);
      const delayed = recordedGame(24);
      delayed.table.options = { ...delayed.table.options, broadcastDelaySeconds: 90 };
      for (const g of [plain, delayed]) await store(s, g);
      const end = delayed.actions.at(-1)!.at;
      const back = async (now?: number) => (await s.unfinishedTables(now)).map((t) => [t.id, t.status, t.log.length]);
      const shown = end + 90_000 + END_SHOWN_MARGIN_MS;
      expect(await back(shown - 1)).toEqual([[delayed.table.id, 'ended', delayed.actions.length]]);
      expect(await back(shown)).toEqual([]);
      expect(await back()).toEqual([]); // without `now`: lobby and playing tables only
    });

    test('a writer killed with SIGKILL mid-stream loses no acknowledged action and leaves no partial one', async () => {
      const config = await backend.fresh();
      const g = recordedGame(31);
      const gameFile = join(mkdtempSync(join(tmpdir(), 'emberforge-kill-')), 'game.json');
      tempDirs.push(dirname(gameFile));
      writeFileSync(gameFile, JSON.stringify(g));
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/tests/support/storeWriter.ts', JSON.stringify(config), gameFile], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const acked = new Map<string, number>();
      let out = '';
      await new Promise<void>((resolve, reject) => {
        child.on('exit', (code) => reject(new Error(`the writer exited (${code}) before it was killed`)));
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const lines = out.split('\n');
          out = lines.pop()!;
          for (const line of lines) {
            const [id, version] = line.split(' ');
            acked.set(id!, Number(version));
          }
          // Kill it in the middle of its third table.
          if ((acked.get('w2') ?? 0) >= 10 && child.kill('SIGKILL')) resolve();
        });
      });
      await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('close', resolve)));

      const s = await openIt(config);
      const unfinished = new Map((await s.unfinishedTables()).map((t) => [t.id, t]));
      for (const [id, version] of acked) {
        // Each acknowledged table is back with at least what was acknowledged: finished, or not. The writer
        // may be further on than the acknowledgements read before the kill (on a busy machine the pipe is
        // read late: once w5 was acknowledged at 20 of 86 actions and stored finished), so a table
        // acknowledged mid-game may be found finished.
        const finished = await s.finishedGame(id);
        const stored = finished ?? unfinished.get(id);
        const seen = `${id} acknowledged at version ${version} of ${g.actions.length}; acked: ${JSON.stringify([...acked])}; status: ${await s.tableStatus(id)}`;
        expect(stored, seen).toBeDefined();
        const log = stored!.log;
        expect(log.length).toBeGreaterThanOrEqual(version);
        expect(log).toEqual(g.actions.slice(0, log.length));
        if (finished) expect(log).toEqual(g.actions); // finished: the whole game, nothing partial
      }
      expect(await s.tableStatus('w0')).toBe('ended');
      expect(await s.tableStatus('w1')).toBe('ended');
    });

    test('reopening the same database keeps everything (the migrations run again and change nothing)', async () => {
      const config = await backend.fresh();
      const first = await openStore(config);
      const done = recordedGame(21);
      const live = recordedGame(22);
      await store(first, done);
      await store(first, live, 30);
      await first.close();

      const second = await openIt(config);
      expect(await second.finishedGame(done.table.id)).toMatchObject({ log: done.actions, result: done.result, config: done.start.config });
      const [back] = await second.unfinishedTables();
      expect(back).toMatchObject({ id: live.table.id, status: 'playing', seats: live.seats, log: live.actions.slice(0, 30) });
      await second.appendAction(live.table.id, live.actions[30]!);
      await expect(second.appendAction(live.table.id, live.actions[29]!)).rejects.toBeInstanceOf(DuplicateVersionError);
      await second.close();

      const third = await openIt(config);
      expect((await third.unfinishedTables())[0]!.log).toEqual(live.actions.slice(0, 31));
    });
  });
}

gameStoreContract(sqlite);

describe('SQLite: a row corrupted on disk', () => {
  test('marks only its own table broken, with one line; the other tables still come back', async () => {
    const config = await sqlite.fresh();
    let s = await openStore(config);
    const [a, b] = [recordedGame(7, { id: 'tableA' }), recordedGame(8, { id: 'tableB' })];
    await store(s, a, 4);
    await store(s, b, 4);
    await s.close();
    const db = new Database(join(config.dataDir, 'emberforge.db'));
    db.prepare("UPDATE actions SET action = '{not json' WHERE table_id = 'tableA' AND version = 2").run();
    db.close();
    s = await openStore(config);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const back = await s.unfinishedTables();
      expect(back.map((t) => t.id)).toEqual(['tableB']);
      expect(back[0]!.log).toEqual(b.actions.slice(0, 4));
      expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([
        expect.stringMatching(/^\[table tableA\] broken: its stored rows cannot be read \(.+\)\. The table is not restored\.$/),
      ]);
      expect(await s.tableStatus('tableA')).toBe('broken');
      expect((await s.unfinishedTables()).map((t) => t.id)).toEqual(['tableB']);
    } finally {
      errors.mockRestore();
      await s.close();
    }
  });
});

describe.skipIf(!shouldTestPostgres())('PostgreSQL', () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(async () => {
    await server?.stop();
  });

  gameStoreContract({ name: 'PostgreSQL', fresh: async () => ({ dataDir: './unused', databaseUrl: await server.newDatabase() }) });
});
