/** Opening PostgreSQL: migrations from several servers at once, and the one-line errors a real server gives. */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { shouldTestPostgres, startPostgres, type PostgresServer } from '../tests/support/postgres.js';
import { recordedGame } from '../tests/support/storedGames.js';
import { openStore } from './openStore.js';

describe.skipIf(!shouldTestPostgres())('opening PostgreSQL', () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(async () => {
    await server?.stop();
  });

  test('servers opening a new database at once take turns to migrate it', async () => {
    const databaseUrl = await server.newDatabase();
    const stores = await Promise.all([0, 1, 2, 3].map(() => openStore({ dataDir: './unused', databaseUrl })));
    const g = recordedGame(41);
    await stores[3]!.createTable(g.table);
    await stores[3]!.startGame(g.table.id, g.start);
    for (const a of g.actions.slice(0, 5)) await stores[3]!.appendAction(g.table.id, a);
    expect((await stores[0]!.unfinishedTables())[0]!.log).toEqual(g.actions.slice(0, 5));
    await Promise.all(stores.map((s) => s.close()));
  });

  test('a user who may not create tables gets one clear line about the migration', async () => {
    const url = new URL(await server.newDatabase());
    const admin = new pg.Client({ connectionString: server.databaseUrl });
    await admin.connect();
    await admin.query("CREATE ROLE visitor LOGIN PASSWORD 'visitor-pw'");
    await admin.end();
    url.username = 'visitor';
    url.password = 'visitor-pw';
    const error = await openStore({ dataDir: './unused', databaseUrl: url.toString() }).catch((e: Error) => e);
    const db = url.pathname.slice(1);
    expect((error as Error).message).toBe(
      `Cannot migrate the PostgreSQL database at postgres://visitor@127.0.0.1:${server.port}/${db} (42501: permission denied for database ${db}): grant the user CREATE on the database and schema, or connect as its owner.`,
    );
  });

  test('describe names the server without its password', async () => {
    const s = await openStore({ dataDir: './unused', databaseUrl: server.databaseUrl });
    const password = new URL(server.databaseUrl).password;
    expect(s.kind).toBe('postgres');
    expect(s.describe).toBe(`PostgreSQL postgres://emberforge@127.0.0.1:${server.port}/emberforge`);
    expect(s.describe).not.toContain(password);
    await s.close();
  });

  test('a wrong password or a missing database gives one clear line, never the password', async () => {
    const wrong = new URL(server.databaseUrl);
    wrong.password = 'not-the-password';
    const refused = await openStore({ dataDir: './unused', databaseUrl: wrong.toString() }).catch((e: Error) => e);
    expect((refused as Error).message).toBe(
      `Cannot open PostgreSQL at postgres://emberforge@127.0.0.1:${server.port}/emberforge (28P01: login refused for user emberforge: password authentication failed for user "emberforge"): check the user and password in DATABASE_URL.`,
    );
    const missing = new URL(server.databaseUrl);
    missing.pathname = '/nowhere';
    const none = await openStore({ dataDir: './unused', databaseUrl: missing.toString() }).catch((e: Error) => e);
    expect((none as Error).message).toBe(
      `Cannot open PostgreSQL at postgres://emberforge@127.0.0.1:${server.port}/nowhere (3D000: there is no database "nowhere"): create it (createdb nowhere) or fix DATABASE_URL.`,
    );
    expect((none as Error).message).not.toContain(new URL(server.databaseUrl).password);
  });
});
