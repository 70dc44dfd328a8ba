/**
 * A PostgreSQL database written before games were named (migrations up to 0004) upgrades in place: 0005
 * gives every table the game 'emberforge', and options stored with the game's own at their top level
 * (before gameOptions, issue 39) read as today's.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { shouldTestPostgres, startPostgres, type PostgresServer } from '../tests/support/postgres.js';
import { recordedGame } from '../tests/support/storedGames.js';
import { openStore } from './openStore.js';
import { PG_MIGRATIONS } from './pgStore.js';

const dir = mkdtempSync(join(tmpdir(), 'emberforge-pg-upgrade-'));

/** The migrations folder as it was before the game column: every migration before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = join(dir, `before-${tag}`);
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(join(PG_MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  for (const e of journal.entries) copyFileSync(join(PG_MIGRATIONS, `${e.tag}.sql`), join(folder, `${e.tag}.sql`));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  return folder;
}

describe.skipIf(!shouldTestPostgres())('upgrading PostgreSQL', () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a table stored before games were named plays Emberforge, its options as today', async () => {
    const databaseUrl = await server.newDatabase();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await migrate(drizzle(client), { migrationsFolder: migrationsBefore('0005_tables_game') });
    const g = recordedGame(43);
    const { game: _game, gameOptions, ...platformOptions } = g.table.options;
    await client.query('INSERT INTO tables (id, name, options, status, created_at) VALUES ($1, $2, $3, $4, $5)', [
      g.table.id,
      g.table.name,
      JSON.stringify({ ...platformOptions, ...gameOptions }),
      'lobby',
      g.table.createdAt,
    ]);
    await client.end();

    const store = await openStore({ dataDir: './unused', databaseUrl });
    const [back] = await store.unfinishedTables();
    expect(back!.game).toBe('emberforge');
    expect(back!.options).toEqual(g.table.options);
    await store.close();
  });
});
