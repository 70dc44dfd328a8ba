/**
 * A real PostgreSQL for a test: Debian's `postgresql` binaries (initdb, pg_ctl) run a private server
 * in a temp directory on a spare local port, with a password login; stop() shuts it down and deletes
 * it. initdb refuses to run as root, so as root the server runs as the `postgres` system user (the
 * package creates it) in a directory that user owns.
 *
 * Tests skip only where PostgreSQL cannot run here; on CI (CI=true) it must: shouldTestPostgres() throws.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import pg from 'pg';

export interface PostgresServer {
  /** postgres://emberforge:<password>@127.0.0.1:<port>/emberforge: a database created for the caller. */
  databaseUrl: string;
  port: number;
  /** Creates another empty database on this server and returns its URL. */
  newDatabase(name?: string): Promise<string>;
  /** Stops the server and deletes its directory. */
  stop(): Promise<void>;
}

type Found = { ok: true; bin: string; runAs: { uid: number; gid: number; user: string } | null } | { ok: false; reason: string };

function binDirOnPath(): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const pgCtl = join(dir, 'pg_ctl');
    if (dir && existsSync(pgCtl)) return dirname(realpathSync(pgCtl));
  }
  return null;
}

function debianBinDirs(): string[] {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => join(root, v, 'bin'));
}

function systemUser(name: string): { uid: number; gid: number; user: string } | null {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid), user: name };
}

let found: Found | null = null;

/** Where PostgreSQL's binaries are and which user runs them, or why it cannot run here. */
export function findPostgres(): Found {
  if (found) return found;
  const bin = [binDirOnPath(), ...debianBinDirs()].find(
    (d): d is string => !!d && ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(join(d, b))),
  );
  if (!bin)
    found = { ok: false, reason: 'no initdb/pg_ctl/postgres on PATH or under /usr/lib/postgresql/*/bin (apt-get install postgresql)' };
  else if (process.getuid?.() !== 0) found = { ok: true, bin, runAs: null };
  else {
    const runAs = systemUser('postgres');
    if (!runAs) found = { ok: false, reason: 'running as root and there is no `postgres` system user to run initdb as' };
    else if (!existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser'))
      found = { ok: false, reason: 'running as root without runuser' };
    else found = { ok: true, bin, runAs };
  }
  return found;
}

/** Whether PostgreSQL can run here. */
export function available(): boolean {
  return findPostgres().ok;
}

/** Whether a test should run against PostgreSQL: false where it cannot run, but on CI that is an error. */
export function shouldTestPostgres(): boolean {
  const f = findPostgres();
  if (f.ok) return true;
  if (process.env.CI === 'true') throw new Error(`PostgreSQL must run on CI, but ${f.reason}`);
  return false;
}

/** Runs one of the binaries (as the postgres user when we are root); throws with its output if it fails. */
function run(f: Extract<Found, { ok: true }>, cwd: string, program: string, args: string[]): void {
  const exe = join(f.bin, program);
  const [cmd, argv] = f.runAs ? ['runuser', ['-u', f.runAs.user, '--', exe, ...args]] : [exe, args];
  const r = spawnSync(cmd, argv, { cwd, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C', LANG: 'C' }, timeout: 60_000 });
  if (r.status !== 0)
    throw new Error(`${program} ${args.join(' ')} failed (${r.error?.message ?? `exit ${r.status}`}): ${r.stderr || r.stdout}`);
}

async function sparePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const running = new Set<() => void>();
process.once('exit', () => running.forEach((stopNow) => stopNow()));

/** Starts a private PostgreSQL server and creates a database on it. */
export async function startPostgres(): Promise<PostgresServer> {
  const f = findPostgres();
  if (!f.ok) throw new Error(`PostgreSQL cannot run here: ${f.reason}`);
  // As root, under /tmp: the postgres user must be able to reach the directory (TMPDIR may be root's own).
  const dir = mkdtempSync(join(f.runAs ? '/tmp' : tmpdir(), 'emberforge-pg-'));
  const data = join(dir, 'data');
  const password = randomBytes(12).toString('hex');
  const user = 'emberforge';
  if (f.runAs) chownSync(dir, f.runAs.uid, f.runAs.gid);
  const pwFile = join(dir, 'pw');
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (f.runAs) chownSync(pwFile, f.runAs.uid, f.runAs.gid);
  run(f, dir, 'initdb', [
    '-D',
    data,
    '-U',
    user,
    `--pwfile=${pwFile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
  ]);

  const stopNow = (): void => {
    if (existsSync(join(data, 'postmaster.pid'))) {
      try {
        run(f, dir, 'pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
      } catch {
        // already gone
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };

  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await sparePort();
    // No unix socket (its directory would need sharing); fsync off: a test server, thrown away after.
    const opts = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    try {
      run(f, dir, 'pg_ctl', ['start', '-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', '-o', opts]);
      break;
    } catch (err) {
      if (attempt >= 3) {
        const log = existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8').slice(-2000) : '';
        stopNow();
        throw new Error(`${(err as Error).message}\n${log}`);
      }
    }
  }
  running.add(stopNow);

  const urlOf = (db: string) => `postgres://${user}:${password}@127.0.0.1:${port}/${db}`;
  let created = 0;
  const newDatabase = async (name = `db${++created}`): Promise<string> => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
    const client = new pg.Client({ connectionString: urlOf('postgres') });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${name}`);
    } finally {
      await client.end();
    }
    return urlOf(name);
  };
  const databaseUrl = await newDatabase('emberforge');
  return {
    databaseUrl,
    port,
    newDatabase,
    stop: async () => {
      running.delete(stopNow);
      if (existsSync(join(data, 'postmaster.pid'))) run(f, dir, 'pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
