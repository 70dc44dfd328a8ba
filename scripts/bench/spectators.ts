/**
 * The spectator process of the server bench (forked by serverBench.ts; own core, own event loop).
 * Commands arrive over IPC: join a room with N spectators (a sample of full colyseus.js clients
 * that decode the state, the rest RawSpectators that only count bytes and note version arrivals),
 * start the game (the first sample client is the table's host), collect figures after a game,
 * report a phase, close the connections, exit.
 */
import { Client, type Room } from 'colyseus.js';
import { nowMs } from './clock.js';
import { RawSpectator, type Mode } from './rawSpectator.js';
import { summarize } from './stats.js';
import type { ToSpectators, FromSpectators, PhaseFigures } from './ipc.js';

class FullSpectator {
  room!: Room;
  readonly arrivals: Float64Array;
  lastVersion = 0;

  constructor(
    private readonly mode: Mode,
    maxVersion: number,
  ) {
    this.arrivals = new Float64Array(maxVersion + 1).fill(NaN);
  }

  async join(base: string, roomId: string): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('colyseus.js join took over 30 s')), 30_000);
    });
    this.room = await Promise.race([new Client(base).joinById(roomId, { spectator: true }), timeout]);
    clearTimeout(timer);
    this.room.onMessage('*', () => {});
    this.room.onStateChange((state: { game?: { version?: number }; version?: number }) => {
      const t = nowMs();
      const v: number | undefined = this.mode === 'table' ? state.game?.version : state.version;
      if (v === undefined || v <= this.lastVersion) return;
      if (v < this.arrivals.length) this.arrivals[v] = t;
      this.lastVersion = v;
    });
  }

  async close(): Promise<void> {
    try {
      // leave() never settles on a connection the server already closed: bound it.
      await Promise.race([this.room.leave(true), new Promise((r) => setTimeout(r, 2000).unref())]);
    } catch {
      /* already gone */
    }
  }
}

let full: FullSpectator[] = [];
let raw: RawSpectator[] = [];
let phase = newPhase();
let cpuAtStart = process.cpuUsage();
let wallAtStart = nowMs();

function newPhase() {
  return { sample: [] as number[], all: [] as number[], bytes: [] as number[], actions: 0, cpuMicros: 0, wallMs: 0, unparsed: 0 };
}

function send(m: FromSpectators): void {
  process.send!(m);
}

async function pool<T>(items: T[], width: number, fn: (x: T) => Promise<void>): Promise<void> {
  let i = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (i < items.length) await fn(items[i++]!);
    }),
  );
}

async function join(base: string, roomId: string, mode: Mode, total: number, sample: number, maxVersion: number): Promise<void> {
  full = Array.from({ length: Math.min(sample, total) }, () => new FullSpectator(mode, maxVersion));
  raw = Array.from({ length: total - full.length }, () => new RawSpectator(mode, maxVersion));
  // The first spectator of a fresh table becomes its host (it sends `start`), so it joins alone.
  if (full[0]) await full[0].join(base, roomId);
  await pool(full.slice(1), 10, (f) => f.join(base, roomId));
  let retried = 0;
  await pool(raw, 50, async (r) => {
    try {
      await r.join(base, roomId, { spectator: true });
    } catch {
      retried++; // a busy machine can drop a connection attempt: one retry
      await r.join(base, roomId, { spectator: true });
    }
  });
  if (retried) console.error(`  (spectator joins retried: ${retried})`);
}

async function collect(accepts: number[], from: number, to: number): Promise<void> {
  const deadline = nowMs() + 10_000;
  const behind = () => full.some((f) => f.lastVersion < to) || raw.some((r) => r.lastVersion < to);
  while (behind() && nowMs() < deadline) await new Promise((r) => setTimeout(r, 20));
  const cpu = process.cpuUsage(cpuAtStart);
  phase.cpuMicros += cpu.user + cpu.system;
  phase.wallMs += nowMs() - wallAtStart;
  phase.actions += to - from;
  const lat = (arrivals: Float64Array, out: number[]) => {
    for (let v = from + 1; v <= to; v++) {
      const a = accepts[v];
      if (typeof a === 'number' && !Number.isNaN(arrivals[v]!)) out.push(arrivals[v]! - a);
    }
  };
  for (const f of full) lat(f.arrivals, phase.sample);
  for (const r of raw) {
    lat(r.arrivals, phase.all);
    const b = r.bytesAt[to]! - r.bytesAt[from]!;
    if (Number.isFinite(b)) phase.bytes.push(b / (to - from));
    phase.unparsed += r.unparsedEvents;
  }
  for (const f of full) lat(f.arrivals, phase.all);
}

function report(): PhaseFigures {
  const bytes = phase.bytes.slice().sort((a, b) => a - b);
  return {
    sample: summarize(phase.sample),
    all: summarize(phase.all),
    bytesPerSpectatorPerAction: bytes.length ? bytes.reduce((a, b) => a + b, 0) / bytes.length : NaN,
    bytesMin: bytes[0] ?? NaN,
    bytesMax: bytes[bytes.length - 1] ?? NaN,
    rawClients: bytes.length,
    clientCpuShare: phase.wallMs > 0 ? phase.cpuMicros / 1000 / phase.wallMs : NaN,
    unparsedEvents: phase.unparsed,
  };
}

process.on('message', async (m: ToSpectators) => {
  try {
    switch (m.cmd) {
      case 'phase':
        phase = newPhase();
        return send({ ev: 'ok' });
      case 'join': {
        const t = nowMs();
        if (process.env.BENCH_DEBUG) console.error(`[spectators] joining ${m.total} to ${m.mode} ${m.roomId}`);
        await join(m.base, m.roomId, m.mode, m.total, m.sample, m.maxVersion);
        return send({ ev: 'joined', ms: nowMs() - t });
      }
      case 'start':
        cpuAtStart = process.cpuUsage();
        wallAtStart = nowMs();
        if (m.sendStart) full[0]!.room.send('start', { fillBots: true });
        return;
      case 'collect':
        await collect(m.accepts, m.from, m.to);
        return send({ ev: 'ok' });
      case 'report':
        return send({ ev: 'report', figures: report() });
      case 'close':
        await Promise.all([...full.map((f) => f.close()), ...raw.map((r) => r.close())]);
        full = [];
        raw = [];
        return send({ ev: 'ok' });
      case 'exit':
        process.exit(0);
    }
  } catch (e) {
    send({ ev: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
});
process.on('disconnect', () => process.exit(0));
send({ ev: 'ready' });
