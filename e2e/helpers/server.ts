/**
 * Starts the real server as users run it (`node --import tsx server/main.ts`, serving dist/) on a
 * free port, waits until it answers, and stops it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { ARTIFACTS, ROOT } from './paths.js';

export interface RunningServer {
  url: string;
  port: number;
  /** Everything the server printed so far. */
  output(): string;
  /** The file its output goes to (artifacts/e2e/<logName>.log). */
  logFile: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

export interface ServerOptions {
  /** The log's name in artifacts/e2e/ (without .log). */
  logName?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  tableSeed?: number;
  /** Another entry file and its arguments (e.g. e2e/helpers/storedServer.ts), instead of server/main.ts. */
  entry?: string[];
}

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  mkdirSync(ARTIFACTS, { recursive: true });
  const logPath = path.join(ARTIFACTS, `${opts.logName ?? 'server'}.log`);
  const logFile = createWriteStream(logPath);
  let out = '';
  // tableSeed: the same server, every table seeded with that number (helpers/seededServer.ts).
  const entry = opts.entry ?? (opts.tableSeed === undefined ? ['server/main.ts'] : ['e2e/helpers/seededServer.ts', String(opts.tableSeed)]);
  // Each server its own store (a fresh DATA_DIR): no table of an earlier run comes back into its lobby.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emberforge-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', ...entry], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const take = (chunk: Buffer) => {
    const s = chunk.toString();
    out += s;
    logFile.write(s);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    logFile.end();
  };
  try {
    await waitForHealth(url, child, opts.timeoutMs ?? 60_000);
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message}\n--- server output ---\n${out}`);
  }
  return { url, port, output: () => out, logFile: logPath, stop };
}
