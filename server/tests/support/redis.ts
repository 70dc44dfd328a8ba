/**
 * A real Redis for a test: Debian's `redis-server` (or one on PATH) in a temp directory on a spare
 * local port, no persistence (`--save '' --appendonly no`); start waits until it answers PING, stop()
 * shuts it down and deletes the directory. Tests skip only where Redis cannot run here; on CI
 * (CI=true) it must: shouldTestRedis() throws.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { sparePort } from './serverProcess.js';

export interface RedisServer {
  url: string;
  port: number;
  /** Stops the server and deletes its directory. */
  stop(): Promise<void>;
}

function findRedisServer(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/sbin'];
  for (const dir of dirs) if (dir && existsSync(join(dir, 'redis-server'))) return join(dir, 'redis-server');
  return null;
}

/** Whether Redis can run here. */
export function available(): boolean {
  return findRedisServer() !== null;
}

/** Whether a test should run against Redis: false where it cannot run, but on CI that is an error. */
export function shouldTestRedis(): boolean {
  if (available()) return true;
  if (process.env.CI === 'true') throw new Error('Redis must run on CI, but there is no redis-server (apt-get install redis-server)');
  return false;
}

/** One PING over a raw socket: true when the server answers +PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(1000, () => done(false));
    s.once('error', () => done(false));
    s.once('connect', () => s.write('PING\r\n'));
    s.once('data', (b) => done(b.toString().startsWith('+PONG')));
  });
}

const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((c) => c.kill('SIGKILL')));

/** Starts a private redis-server and resolves once it answers. */
export async function startRedis(timeoutMs = 20_000): Promise<RedisServer> {
  const bin = findRedisServer();
  if (!bin) throw new Error('Redis cannot run here: no redis-server (apt-get install redis-server)');
  const dir = mkdtempSync(join(tmpdir(), 'emberforge-redis-'));
  for (let attempt = 1; ; attempt++) {
    const port = await sparePort();
    const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    running.add(child);
    const started = Date.now();
    let up = false;
    while (!up && child.exitCode === null && Date.now() - started < timeoutMs) {
      up = await ping(port);
      if (!up) await new Promise((r) => setTimeout(r, 25));
    }
    if (up)
      return {
        url: `redis://127.0.0.1:${port}`,
        port,
        async stop() {
          running.delete(child);
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
          rmSync(dir, { recursive: true, force: true });
        },
      };
    running.delete(child);
    child.kill('SIGKILL');
    await exited;
    if (attempt >= 3) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`redis-server did not answer on port ${port}:\n${out.slice(-2000)}`);
    }
  }
}
