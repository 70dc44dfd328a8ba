/**
 * The store's retention (issue 38, 6; retention.ts): what deleteUnstartedTable and pruneTables delete
 * and what they never touch, run against SQLite and a real PostgreSQL (server/tests/support/postgres.ts),
 * where two processes sharing the database prune at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { shouldTestPostgres, startPostgres, type PostgresServer } from '../tests/support/postgres.js';
import { recordedGame, type RecordedGame } from '../tests/support/storedGames.js';
import type { GameStore } from './gameStore.js';
import { openStore, type StoreConfig } from './openStore.js';
import { DAY_MS } from './retention.js';

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Writes a recorded game up to `upTo` actions (all: it ends, `watched` as given). */
async function put(s: GameStore, g: RecordedGame, upTo = g.actions.length, watched?: boolean): Promise<void> {
  await s.createTable(g.table);
  await s.saveSeats(g.table.id, g.seats);
  await s.startGame(g.table.id, g.start);
  for (const a of g.actions.slice(0, upTo))
    await s.appendAction(g.table.id, a, a.version === g.actions.length ? g.result : undefined, watched);
}

/** A game whose clock puts its end at `endedAt`. */
const endingAt = (n: number, id: string, endedAt: number) => recordedGame(n, { id, endedAt });

function retentionContract(name: string, fresh: () => Promise<StoreConfig>): void {
  describe(`retention on ${name}`, () => {
    const open: GameStore[] = [];
    const openIt = async (config: StoreConfig) => {
      const s = await openStore(config);
      open.push(s);
      return s;
    };
    afterEach(async () => {
      await Promise.all(open.splice(0).map((s) => s.close()));
    });

    test('deleteUnstartedTable deletes a lobby table with its seats, and nothing that started', async () => {
      const s = await openIt(await fresh());
      const lobby = recordedGame(1, { id: 'lobby1' });
      const started = recordedGame(2, { id: 'started2' });
      await s.createTable(lobby.table);
      await s.saveSeats(lobby.table.id, lobby.seats);
      await put(s, started, 3);
      expect(await s.deleteUnstartedTable(lobby.table.id)).toBe(true);
      expect(await s.tableStatus(lobby.table.id)).toBeNull();
      expect(await s.deleteUnstartedTable(started.table.id)).toBe(false);
      expect(await s.deleteUnstartedTable('no-such-table')).toBe(false);
      expect((await s.unfinishedTables()).map((t) => [t.id, t.status, t.log.length])).toEqual([[started.table.id, 'playing', 3]]);
      // Its seats went with it: the same id can be created again from nothing.
      await s.createTable(lobby.table);
      expect((await s.unfinishedTables()).find((t) => t.id === lobby.table.id)!.seats).toEqual([]);
    });

    test('a bots-only game nobody watched end is not listed, and is served by its id', async () => {
      const s = await openIt(await fresh());
      const watched = recordedGame(3, { id: 'watched3' });
      const unwatched = recordedGame(4, { id: 'unwatched4' });
      await put(s, watched);
      await put(s, unwatched, undefined, false);
      expect((await s.finishedGames({ limit: 10 })).map((g) => g.id)).toEqual([watched.table.id]);
      expect((await s.finishedGame(unwatched.table.id))?.log).toEqual(unwatched.actions);
      expect(await s.tableStatus(unwatched.table.id)).toBe('ended');
    });

    test('pruneTables: never-started closed tables always; unlisted games and closed tables once older than the cutoff; never a listed, lobby or playing one', async () => {
      const s = await openIt(await fresh());
      const now = 1_800_000_000_000;
      const old = now - 40 * DAY_MS;
      const recent = now - 2 * DAY_MS;
      const cutoff = now - 30 * DAY_MS;
      // Kept: a listed game however old, recent unlisted games, running tables however old.
      const listedOld = endingAt(10, 'listedOld', old);
      const unwatchedRecent = endingAt(11, 'unwatchedRecent', recent);
      const lobbyOld = recordedGame(12, { id: 'lobbyOld', t0: old });
      const playingOld = recordedGame(13, { id: 'playingOld', t0: old });
      const closedRecent = recordedGame(14, { id: 'closedRecent', t0: old }); // started long ago, closed lately
      // Deleted.
      const neverStarted = recordedGame(20, { id: 'neverStarted', t0: now - 1000 });
      const unwatchedOld = endingAt(21, 'unwatchedOld', old);
      const privateOld = endingAt(22, 'privateOld', old);
      privateOld.table.options = { ...privateOld.table.options, isPrivate: true };
      const closedOld = recordedGame(23, { id: 'closedOld', t0: old });
      const brokenOld = recordedGame(24, { id: 'brokenOld', t0: old });
      const closedLongAgo = recordedGame(25, { id: 'closedLongAgo', t0: old }); // closed before closedAt was stored

      await put(s, listedOld);
      await put(s, unwatchedRecent, undefined, false);
      await s.createTable(lobbyOld.table);
      await s.saveSeats(lobbyOld.table.id, lobbyOld.seats);
      await put(s, playingOld, 5);
      await put(s, closedRecent, 5);
      await s.closeTable(closedRecent.table.id, 'closed', 'emptied', recent);
      await s.createTable(neverStarted.table);
      await s.saveSeats(neverStarted.table.id, neverStarted.seats);
      await s.closeTable(neverStarted.table.id, 'closed', 'emptied', now - 500);
      await put(s, unwatchedOld, undefined, false);
      await put(s, privateOld);
      await put(s, closedOld, 5);
      await s.closeTable(closedOld.table.id, 'closed', 'emptied', old + 60_000);
      await put(s, brokenOld, 5);
      await s.closeTable(brokenOld.table.id, 'broken', 'action 3 no longer applies', old + 60_000);
      await put(s, closedLongAgo, 5);
      await s.closeTable(closedLongAgo.table.id, 'closed');

      const status = async (ids: string[]) => Promise.all(ids.map(async (id) => [id, await s.tableStatus(id)]));
      const kept = ['listedOld', 'unwatchedRecent', 'lobbyOld', 'playingOld', 'closedRecent'];
      const gone = ['unwatchedOld', 'privateOld', 'closedOld', 'brokenOld', 'closedLongAgo'];

      // Without a cutoff (RETENTION_DAYS=0): only the table that never started.
      expect(await s.pruneTables({ limit: 100 })).toBe(1);
      expect(await s.tableStatus('neverStarted')).toBeNull();
      expect(await s.pruneTables({ limit: 100 })).toBe(0);

      // With one, in batches of `limit`.
      expect(await s.pruneTables({ unlistedBefore: cutoff, limit: 2 })).toBe(2);
      expect(await s.pruneTables({ unlistedBefore: cutoff, limit: 2 })).toBe(2);
      expect(await s.pruneTables({ unlistedBefore: cutoff, limit: 2 })).toBe(1);
      expect(await s.pruneTables({ unlistedBefore: cutoff, limit: 2 })).toBe(0);
      expect(await status(gone)).toEqual(gone.map((id) => [id, null]));
      expect(await status(kept)).toEqual([
        ['listedOld', 'ended'],
        ['unwatchedRecent', 'ended'],
        ['lobbyOld', 'lobby'],
        ['playingOld', 'playing'],
        ['closedRecent', 'closed'],
      ]);
      // Their actions and seats went with them: the running tables come back whole, the listed game too.
      expect((await s.unfinishedTables()).map((t) => [t.id, t.log.length, t.seats.length])).toEqual([
        ['lobbyOld', 0, lobbyOld.seats.length],
        ['playingOld', 5, playingOld.seats.length],
      ]);
      expect((await s.finishedGame('listedOld'))?.log).toEqual(listedOld.actions);
      expect((await s.finishedGames({ limit: 10 })).map((g) => g.id)).toEqual(['listedOld']);
    });

    test('a delayed game still being broadcast is never pruned, even past the cutoff', async () => {
      const s = await openIt(await fresh());
      const end = 1_800_000_000_000;
      const delayed = endingAt(30, 'delayedPrivate', end);
      delayed.table.options = { ...delayed.table.options, isPrivate: true, broadcastDelaySeconds: 900 };
      await put(s, delayed);
      expect(await s.pruneTables({ unlistedBefore: end + 60_000, limit: 10 })).toBe(0); // shown at end + 905 s
      expect((await s.unfinishedTables(end + 60_000)).map((t) => t.id)).toEqual(['delayedPrivate']);
      expect(await s.pruneTables({ unlistedBefore: end + 906_000, limit: 10 })).toBe(1);
    });
  });
}

retentionContract('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'emberforge-retention-'));
  tempDirs.push(dir);
  return { dataDir: join(dir, 'data') };
});

describe.skipIf(!shouldTestPostgres())('PostgreSQL', () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(async () => {
    await server?.stop();
  });

  retentionContract('PostgreSQL', async () => ({ dataDir: './unused', databaseUrl: await server.newDatabase() }));

  test('several processes sharing the database prune at once: each table deleted once, running tables untouched', async () => {
    const databaseUrl = await server.newDatabase();
    const stores = await Promise.all([1, 2, 3].map(() => openStore({ dataDir: './unused', databaseUrl })));
    try {
      const [first] = stores;
      const old = 1_700_000_000_000;
      const ids: string[] = [];
      for (let i = 0; i < 30; i++) {
        const g = endingAt(100 + i, `old${i}`, old);
        g.table.options = { ...g.table.options, isPrivate: true };
        await put(first!, g, undefined);
        ids.push(g.table.id);
      }
      const running = recordedGame(200, { id: 'running', t0: old });
      await put(first!, running, 7);
      // Three "processes" (three pools), each in batches of 4, all at once.
      const prune = async (s: GameStore) => {
        let total = 0;
        for (let n = -1; n !== 0; total += n) n = await s.pruneTables({ unlistedBefore: old + DAY_MS, limit: 4 });
        return total;
      };
      const counts = await Promise.all(stores.map(prune));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
      for (const id of ids) expect(await first!.tableStatus(id)).toBeNull();
      expect((await first!.unfinishedTables()).map((t) => [t.id, t.log.length])).toEqual([['running', 7]]);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });
});
