/** openStore's choices from the environment and its one-line errors (no database server needed). */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openStore, storeConfigFromEnv } from './openStore.js';

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const sqlite = {
  fresh: async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emberforge-open-'));
    tempDirs.push(dir);
    return { dataDir: join(dir, 'data') };
  },
};

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** openStore's error for dataDir, as a user without root's power to write anywhere would get it. */
async function openErrorUnprivileged(dataDir: string): Promise<string> {
  if (process.getuid?.() !== 0)
    return openStore({ dataDir }).then(
      () => 'opened',
      (e: Error) => e.message,
    );
  // As root: ask from a child process that has lost root's power to pass over file permissions (its
  // bounding set without the DAC capabilities), so that the directory's mode binds it as any user's. Not
  // as another user: that one could not read the checkout when it lies under a private (0700) directory.
  const script = `import('./server/store/openStore.ts').then((m) => m.openStore({ dataDir: ${JSON.stringify(dataDir)} })).then(() => console.log('opened'), (e) => console.log(e.message))`;
  const r = spawnSync(
    'setpriv',
    ['--bounding-set=-dac_override,-dac_read_search,-fowner', '--', process.execPath, '--import', 'tsx', '-e', script],
    { encoding: 'utf8' },
  );
  return r.stdout.trim() || r.stderr;
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

describe('opening SQLite', () => {
  test('describe names the file, WAL and the synchronous mode (NORMAL by default, FULL on request)', async () => {
    const { dataDir } = await sqlite.fresh();
    const normal = await openStore({ dataDir });
    expect(normal.kind).toBe('sqlite');
    expect(normal.describe).toBe(`SQLite ${dataDir}/emberforge.db (WAL, synchronous=NORMAL)`);
    await normal.close();
    const full = await openStore({ dataDir, sqliteSync: 'FULL' });
    expect(full.describe).toBe(`SQLite ${dataDir}/emberforge.db (WAL, synchronous=FULL)`);
    await full.close();
  });

  test('a DATA_DIR that cannot be created gives one clear line', async () => {
    const { dataDir } = await sqlite.fresh();
    const parent = join(dataDir, '..', 'not-a-dir');
    writeFileSync(parent, 'a file where a directory should be');
    const error = await openStore({ dataDir: join(parent, 'data') }).catch((e: Error) => e);
    expect(error).toMatchObject({ name: 'StoreOpenError' });
    expect((error as Error).message).toBe(
      `Cannot open the SQLite database ${parent}/data/emberforge.db: a part of the path is a file, not a directory. Set DATA_DIR to a writable directory.`,
    );
  });

  test('a directory the server may not write to gives one clear line (DATA_DIR to create, or there but read-only)', async () => {
    const { dataDir } = await sqlite.fresh();
    const locked = join(dataDir, '..', 'locked');
    mkdirSync(locked);
    chmodSync(join(locked, '..'), 0o755);
    chmodSync(locked, 0o555);
    for (const dir of [join(locked, 'data'), locked]) {
      expect(await openErrorUnprivileged(dir)).toBe(
        `Cannot open the SQLite database ${dir}/emberforge.db: permission denied. Set DATA_DIR to a writable directory.`,
      );
    }
  });

  test('one server owns its file: a second one on the same DATA_DIR gets one clear line, and the first goes on', async () => {
    const { dataDir } = await sqlite.fresh();
    const first = await openStore({ dataDir });
    await first.createTable({ id: 't1', name: 't1', options: {} as never, createdAt: 1 });
    const error = await openStore({ dataDir }).catch((e: Error) => e);
    expect((error as Error).message).toBe(
      `Cannot open the SQLite database ${dataDir}/emberforge.db: another process holds a lock on it (one server owns its database file: is another one running on this DATA_DIR?). Stop the other server, or set DATA_DIR to another directory.`,
    );
    expect(await first.tableStatus('t1')).toBe('lobby');
    await first.close();
    const again = await openStore({ dataDir });
    expect(await again.tableStatus('t1')).toBe('lobby');
    await again.close();
  }, 20_000);

  test('a file that is not a SQLite database gives one clear line', async () => {
    const { dataDir } = await sqlite.fresh();
    const first = await openStore({ dataDir });
    await first.close();
    writeFileSync(join(dataDir, 'emberforge.db'), 'x'.repeat(8192));
    const error = await openStore({ dataDir }).catch((e: Error) => e);
    expect((error as Error).message).toBe(
      `Cannot open the SQLite database ${dataDir}/emberforge.db: the file is not a SQLite database. Move the file away (or restore a backup), or set DATA_DIR to another directory.`,
    );
  });
});
