/** openStore's choices from the environment and its one-line errors (no database server needed). */
import { createServer } from 'node:net';
import { describe, expect, test } from 'vitest';
import { openStore, storeConfigFromEnv } from './openStore.js';

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('storeConfigFromEnv', () => {
  test('SQLite in ./data with synchronous=NORMAL unless told otherwise', () => {
    expect(storeConfigFromEnv({})).toEqual({ dataDir: './data', databaseUrl: undefined, sqliteSync: 'NORMAL' });
    expect(storeConfigFromEnv({ DATA_DIR: '/srv/ember', SQLITE_SYNC: 'full', DATABASE_URL: '' })).toEqual({
      dataDir: '/srv/ember',
      databaseUrl: undefined,
      sqliteSync: 'FULL',
    });
    expect(storeConfigFromEnv({ DATABASE_URL: 'postgres://u:p@db/ember' }).databaseUrl).toBe('postgres://u:p@db/ember');
  });

  test('a bad SQLITE_SYNC stops the start with one line', () => {
    expect(() => storeConfigFromEnv({ SQLITE_SYNC: 'OFF' })).toThrow('SQLITE_SYNC must be NORMAL or FULL (got "OFF").');
  });
});

describe('opening PostgreSQL that cannot be reached or named', () => {
  test('nothing listening: one line with the address, never the password', async () => {
    const port = await closedPort();
    const error = await openStore({ dataDir: './unused', databaseUrl: `postgres://ember:s3cret-pw@127.0.0.1:${port}/emberforge` }).catch(
      (e: Error) => e,
    );
    expect(error).toMatchObject({ name: 'StoreOpenError' });
    expect((error as Error).message).toBe(
      `Cannot reach PostgreSQL at postgres://ember@127.0.0.1:${port}/emberforge (ECONNREFUSED): is it running? Check DATABASE_URL.`,
    );
  });

  test('an address that is not a postgres:// URL is refused without echoing it', async () => {
    const error = await openStore({ dataDir: './unused', databaseUrl: 'mysql://root:hunter2@db/x' }).catch((e: Error) => e);
    expect((error as Error).message).toBe(
      'DATABASE_URL must start with postgres:// (it starts with mysql://): expected postgres://user:password@host:5432/database.',
    );
    const bad = await openStore({ dataDir: './unused', databaseUrl: 'hunter2 not a url' }).catch((e: Error) => e);
    expect((bad as Error).message).not.toContain('hunter2');
    expect((bad as Error).name).toBe('StoreOpenError');
  });
});
