/**
 * A database written by an older server upgrades in place: the migrations it lacks run on start
 * (here 0001, which rebuilds `actions` WITHOUT ROWID, and 0006, which names every table's game) and
 * everything it held is still there.
 */
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { recordedGame } from '../tests/support/storedGames.js';
import { openStore } from './openStore.js';
import { SQLITE_MIGRATIONS } from './sqliteStore.js';

const dir = mkdtempSync(join(tmpdir(), 'emberforge-upgrade-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The migrations folder as the first release shipped it: 0000 only. */
function firstReleaseMigrations(): string {
  const folder = join(dir, 'migrations-0000');
  mkdirSync(join(folder, 'meta'), { recursive: true });
  copyFileSync(join(SQLITE_MIGRATIONS, '0000_init.sql'), join(folder, '0000_init.sql'));
  const journal = JSON.parse(readFileSync(join(SQLITE_MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag === '0000_init');
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  return folder;
}

const actionsTableSql = (file: string): string => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare("SELECT sql FROM sqlite_master WHERE name = 'actions'").get() as { sql: string }).sql;
  } finally {
    db.close();
  }
};

test('a database of the first release (rowid actions) upgrades on open and keeps every action', async () => {
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  const file = join(dataDir, 'emberforge.db');
  const old = new Database(file);
  old.pragma('journal_mode = WAL');
  migrate(drizzle(old), { migrationsFolder: firstReleaseMigrations() });
  const g = recordedGame(41);
  // The first release stored options without a game (every such table plays Emberforge), with the game's own
  // options at their top level (before gameOptions, issue 39).
  const { game: _game, gameOptions, ...platformOptions } = g.table.options;
  const firstOptions = { ...platformOptions, ...gameOptions };
  old
    .prepare('INSERT INTO tables (id, name, options, status, created_at, started_at, config, bot_seed) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(
      g.table.id,
      g.table.name,
      JSON.stringify(firstOptions),
      'playing',
      g.table.createdAt,
      g.start.startedAt,
      JSON.stringify(g.start.config),
      g.start.botSeed,
    );
  const insert = old.prepare('INSERT INTO actions (table_id, version, seat, action, at) VALUES (?, ?, ?, ?, ?)');
  for (const a of g.actions.slice(0, 40)) insert.run(g.table.id, a.version, a.seat, JSON.stringify(a.action), a.at);
  old.close();
  expect(actionsTableSql(file)).not.toMatch(/WITHOUT ROWID/);

  const store = await openStore({ dataDir });
  const [back] = await store.unfinishedTables();
  expect(back).toMatchObject({ id: g.table.id, status: 'playing', config: g.start.config, log: g.actions.slice(0, 40) });
  expect(back!.game).toBe('emberforge');
  expect(back!.options.game).toBe('emberforge');
  expect(back!.options).toEqual(g.table.options);
  await store.appendAction(g.table.id, g.actions[40]!);
  expect((await store.unfinishedTables())[0]!.log).toEqual(g.actions.slice(0, 41));
  await store.close();
  expect(actionsTableSql(file)).toMatch(/WITHOUT ROWID/);
});
