/**
 * What the audience and delayed benches share: their command-line options, the machine line, the
 * spectator and server processes, the servers' usage, and one bench table's life (created on a server,
 * its accepted actions recorded, started by a host, played to its end or a time limit, closed).
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { Client, type Room } from 'colyseus.js';
import { sparePort } from '../../../server/tests/support/serverProcess.js';
import { Proc } from './procs.js';
import type { ServerCmd, ServerEv, SpectatorCmd, SpectatorEv, Usage } from './wire.js';

export type Server = Proc<ServerCmd, ServerEv>;
export type Spectators = Proc<SpectatorCmd, SpectatorEv>;

/** The value after `--name` on the command line, or `fallback`. */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

/** The first line of a bench's output: the machine, and whether it is busy. */
export function printMachine(bench: string): void {
  console.log(
    `${bench} bench: cores ${availableParallelism()} (${cpus()[0]?.model ?? '?'}), node ${process.version}, load average ${loadavg()[0]!.toFixed(1)}` +
      (loadavg()[0]! > 1 ? ' (the machine is shared with other work: absolute figures are noisy)' : ''),
  );
}

/** Starts `n` spectator processes (audience/spectatorProcess.ts); each goes into `into` at once, so the caller can kill it. */
export async function startSpectatorProcesses(n: number, into: Spectators[]): Promise<void> {
  for (let i = 0; i < n; i++) {
    const c: Spectators = new Proc('./spectatorProcess.ts');
    into.push(c);
    if ((await c.next(60_000)).ev !== 'ready') throw new Error('spectator process not ready');
  }
}

/**
 * BENCH_SERVER_PROF=dir: V8 CPU profiles of the server (wall-clock samples: a write that wakes a
 * spectator process is charged the time the server waits for the core). BENCH_PERF=1: JIT symbols
 * for Linux perf (`perf record -e cpu-clock -g -p PID`), which samples only time on the CPU.
 */
function profilingFlags(): string[] {
  const flags = process.env.BENCH_PERF ? ['--perf-basic-prof'] : [];
  const dir = process.env.BENCH_SERVER_PROF;
  return dir ? [...flags, '--cpu-prof', `--cpu-prof-dir=${dir}`] : flags;
}

/** Starts a bench server process (audience/benchServer.ts) on a spare port; `env` adds to its environment. */
export async function startBenchServer(roomClients: string, env: (port: number) => Record<string, string> = () => ({})) {
  const port = await sparePort();
  const proc: Server = new Proc(
    './benchServer.ts',
    { PORT: String(port), AUDIENCE_ROOM_CLIENTS: roomClients, COLYSEUS_SEAT_RESERVATION_TIME: '60', ...env(port) },
    ['--expose-gc', ...profilingFlags()],
  );
  try {
    const ready = await proc.next(60_000);
    if (ready.ev !== 'ready') throw new Error(`server not ready: ${JSON.stringify(ready)}`);
    return { proc, base: `http://127.0.0.1:${port}`, processId: ready.processId };
  } catch (e) {
    proc.kill();
    throw e;
  }
}

/** Each server process's usage, in the order given. */
export async function usagesOf(servers: Server[]): Promise<Usage[]> {
  const all = await Promise.all(servers.map((s) => s.ask({ cmd: 'usage' })));
  return all.map((e) => (e as Extract<ServerEv, { ev: 'usage' }>).usage);
}

/** The servers' CPU time and memory, summed. */
export async function usageOf(servers: Server[]): Promise<Usage> {
  const u = await usagesOf(servers);
  return {
    cpuMicros: u.reduce((a, b) => a + b.cpuMicros, 0),
    rss: u.reduce((a, b) => a + b.rss, 0),
    heapUsed: u.reduce((a, b) => a + b.heapUsed, 0),
  };
}

export interface BenchTable {
  roomId: string;
  /** accepts[v]: when the server accepted action v (clock.ts's clock). */
  accepts: number[];
  /** Starts the game (bots fill every seat); resolves with the last accepted version once it ends or after `seconds`. */
  play(seconds: number): Promise<number>;
  /** Stops recording, closes the spectators' sockets, lets the host go and closes every server's rooms. */
  close(clients: Spectators[], servers: Server[]): Promise<void>;
}

/** Creates a table of bots on `server` and joins its host (a spectator: the first to join hosts it). */
export async function openTable(
  server: Server,
  base: string,
  options: Omit<Extract<ServerCmd, { cmd: 'createTable' }>, 'cmd'>,
): Promise<BenchTable> {
  const created = (await server.ask({ cmd: 'createTable', ...options })) as Extract<ServerEv, { ev: 'created' }>;
  const accepts: number[] = [];
  let last = 0;
  let ended: () => void = () => {};
  const end = new Promise<void>((resolve) => (ended = resolve));
  server.onEvent = (e) => {
    if (e.ev !== 'accepted') return false;
    accepts[e.version] = e.acceptedAt;
    last = e.version;
    if (e.ended) ended();
    return true;
  };
  if (!created.roomId) throw new Error(`no table created: ${JSON.stringify(created)}`);
  const host: Room = await new Client(base.replace(/^http/, 'ws')).joinById(created.roomId, { spectator: true });
  host.onMessage('*', () => {});
  return {
    roomId: created.roomId,
    accepts,
    async play(seconds) {
      host.send('start', { fillBots: true });
      const timer = setTimeout(ended, seconds * 1000);
      await end;
      clearTimeout(timer);
      return last;
    },
    async close(clients, servers) {
      server.onEvent = null;
      await Promise.all(clients.map((c) => c.ask({ cmd: 'close' })));
      await host.leave().catch(() => {});
      await Promise.all(servers.map((s) => s.ask({ cmd: 'closeRooms' })));
    },
  };
}
