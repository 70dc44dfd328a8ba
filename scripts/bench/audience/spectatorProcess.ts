/**
 * The audience bench's spectator process (forked by audienceBench.ts, one or several): holds its
 * share of raw spectators, joins them, and after a phase turns arrivals into a latency histogram
 * against the server's accept times (one monotonic clock for every process: ../clock.ts).
 */
import { nowMs } from '../clock.js';
import { RawWatcher } from './rawWatcher.js';
import { BUCKET_MS, BUCKETS, type SpectatorCmd, type SpectatorEv, type SpectatorFigures } from './wire.js';

let watchers: RawWatcher[] = [];
let joinMs: number[] = [];
let cpuAt = process.cpuUsage();
const send = (m: SpectatorEv) => process.send!(m);

async function join(m: Extract<SpectatorCmd, { cmd: 'join' }>): Promise<void> {
  watchers = Array.from({ length: m.count }, () => new RawWatcher());
  joinMs = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(m.width, m.count) }, async () => {
      while (next < watchers.length) {
        const i = next++;
        const base = m.bases[i % m.bases.length]!;
        try {
          joinMs.push(await watchers[i]!.join(base, m.kind, m.roomId));
        } catch {
          watchers[i] = new RawWatcher(); // a busy machine may drop one attempt: one retry
          joinMs.push(await watchers[i]!.join(base, m.kind, m.roomId));
        }
      }
    }),
  );
  cpuAt = process.cpuUsage();
}

async function collect(m: Extract<SpectatorCmd, { cmd: 'collect' }>): Promise<SpectatorFigures> {
  const deadline = nowMs() + 15_000;
  while (watchers.some((w) => w.lastVersion < m.to) && nowMs() < deadline) await new Promise((r) => setTimeout(r, 20));
  const cpu = process.cpuUsage(cpuAt);
  const histogram = new Array<number>(BUCKETS).fill(0);
  let missing = 0;
  let bytes = 0;
  const byProcess: SpectatorFigures['byProcess'] = {};
  for (const w of watchers) {
    const mine = (byProcess[w.processId] ??= {
      histogram: new Array<number>(BUCKETS).fill(0),
      worst: new Array<number>(m.to + 1).fill(NaN),
    });
    for (let v = m.from + 1; v <= m.to; v++) {
      const a = w.arrivals[v]!;
      const acc = m.accepts[v];
      if (Number.isNaN(a) || acc === undefined || acc === null) {
        missing++;
        continue;
      }
      const bucket = Math.min(BUCKETS - 1, Math.max(0, Math.floor((a - acc) / BUCKET_MS)));
      histogram[bucket]!++;
      mine.histogram[bucket]!++;
      if (!(mine.worst[v]! >= a - acc)) mine.worst[v] = a - acc;
    }
    const b0 = w.bytesAt[m.from]!;
    const b1 = w.bytesAt[m.to]!;
    if (!Number.isNaN(b0) && !Number.isNaN(b1)) bytes += b1 - b0;
  }
  const sum = (f: (w: RawWatcher) => number) => watchers.reduce((s, w) => s + f(w), 0);
  return {
    spectators: watchers.length,
    histogram,
    missing,
    bytes,
    patchFrames: sum((w) => w.patchFrames),
    eventsFrames: sum((w) => w.eventsFrames),
    patchBytes: sum((w) => w.patchBytes),
    eventsBytes: sum((w) => w.eventsBytes),
    stateBytes: sum((w) => w.stateBytes),
    joinMs,
    cpuMicros: cpu.user + cpu.system,
    byProcess,
  };
}

process.on('message', (m: SpectatorCmd) => {
  const run = async (): Promise<SpectatorEv> => {
    switch (m.cmd) {
      case 'join':
        await join(m);
        return { ev: 'ok' };
      case 'collect':
        return { ev: 'figures', figures: await collect(m) };
      case 'close':
        for (const w of watchers) w.close();
        watchers = [];
        return { ev: 'ok' };
      case 'exit':
        process.exit(0);
    }
  };
  run().then(send, (e: unknown) => send({ ev: 'error', message: String((e as Error)?.stack ?? e) }));
});
send({ ev: 'ready' });
