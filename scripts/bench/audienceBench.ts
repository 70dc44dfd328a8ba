/**
 * npm run bench:audience [-- --counts 1000,5000,10000 --modes single,redis --rounds 3 --bot-delay 100 --seconds 20
 *                          --client-procs 2 --via audience|table --room-clients 500]
 *
 * One table of 4 bots (fixed seed, botDelayMs --bot-delay) watched by N raw-websocket spectators held
 * in separate processes (audience/spectatorProcess.ts), for each N:
 *  - single: one server process (LocalPresence), spectators in the table's audience rooms;
 *  - redis:  two server processes over a private Redis: the table on A, spectators' matchmaking sent
 *            to A and B in turn, so audience rooms open on both and follow the table through Redis;
 *  - bare:   the baseline in the same run: a minimal Colyseus room with the table's state size, one
 *            patch and one events message per action of the table's sizes, at the table's action rate,
 *            on one process, same N.
 * Each phase runs `--rounds` times: in one process the table and the bare room alternate (ABBA: table
 * first in even rounds, bare first in odd ones), so that drift over the run weighs on both sides alike.
 * Every phase is printed; the goals are judged on the medians over the rounds (CPU: the median of the
 * per-round ratios to the bare room of the same round; over Redis, to the bare rooms' median).
 * Figures: latency from accept (the server's onAccepted probe) to arrival at EVERY spectator of every
 * action (p50/p99; one monotonic clock for all processes: clock.ts); server CPU (all server processes)
 * per spectator per action; server memory per spectator (RSS after joins minus before, after a GC);
 * bytes per spectator per action (raw ws bytes with frame headers); join time per spectator.
 */
import { startRedis, type RedisServer } from '../../server/tests/support/redis.js';
import { nowMs } from './clock.js';
import { arg, openTable, printMachine, startBenchServer, startSpectatorProcesses, usageOf, usagesOf } from './audience/benchSetup.js';
import type { Server, Spectators } from './audience/benchSetup.js';
import { median } from './benchStats.js';
import { percentile } from './stats.js';
import {
  histogramPercentile,
  sumHistograms,
  type JoinKind,
  type ServerEv,
  type SpectatorEv,
  type SpectatorFigures,
} from './audience/wire.js';

const COUNTS = arg('counts', '1000,5000,10000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const MODES = arg('modes', 'single,redis').split(',');
const ROUNDS = Math.max(1, Number(arg('rounds', '3')));
const BOT_DELAY = Number(arg('bot-delay', '100'));
const SECONDS = Number(arg('seconds', '20'));
const CLIENT_PROCS = Number(arg('client-procs', '2'));
const VIA = arg('via', 'audience') as JoinKind;
const ROOM_CLIENTS = arg('room-clients', '500');
const WIDTH = Number(arg('width', '32'));
const SLOWEST = Number(arg('slowest', '0'));
const SEED = 7;
const GOAL_P99 = 250;
const GOAL_BYTES = 40;

/** Each server process's Colyseus process id, in start order (the table's first): names the rows of "by process". */
const processIds: string[] = [];

async function startServers(n: number, redis: RedisServer | null): Promise<{ procs: Server[]; bases: string[] }> {
  const procs: Server[] = [];
  const bases: string[] = [];
  processIds.length = 0;
  for (let i = 0; i < n; i++) {
    const { proc, base, processId } = await startBenchServer(ROOM_CLIENTS, (port): Record<string, string> =>
      redis ? { REDIS_URL: redis.url, PUBLIC_ADDRESS: `127.0.0.1:${port}` } : {},
    );
    procs.push(proc);
    bases.push(base);
    processIds.push(processId);
  }
  return { procs, bases };
}

/** Joins N spectators spread over the client processes; returns the wall time. */
async function joinAll(clients: Spectators[], bases: string[], kind: JoinKind, roomId: string, n: number): Promise<number> {
  const t0 = nowMs();
  await Promise.all(
    clients.map((c, i) => {
      const count = Math.floor(n / clients.length) + (i < n % clients.length ? 1 : 0);
      // Each client process starts on a different base, so both processes get joins from the start.
      const rotated = bases.map((_, k) => bases[(k + i) % bases.length]!);
      return c.ask({ cmd: 'join', bases: rotated, kind, roomId, count, width: Math.max(1, Math.floor(WIDTH / clients.length)) }, 900_000);
    }),
  );
  return nowMs() - t0;
}

interface Phase {
  label: string;
  n: number;
  actions: number;
  perSecond: number;
  p50: number;
  p99: number;
  missing: number;
  cpuMicrosPerSpectatorAction: number;
  cpuMicrosPerAction: number;
  memPerSpectator: number;
  bytesPerSpectatorAction: number;
  joinP50: number;
  joinP99: number;
  joinWallMs: number;
  clientCpuShare: number;
  stateBytes: number;
  patchBytes: number;
  eventsBytes: number;
  /** State patch frames per action (1 when the game is synced as state; ~0 when it comes as events). */
  patchFramesPerAction: number;
  /** Each server process's CPU over the play, in cores (the table's process first). */
  serverCpuShares: number[];
  /** Per server process (the table's first): p50/p99 of the spectators its rooms serve. */
  perProcess: { server: string; spectators: number; p50: number; p99: number }[];
  /** The slowest actions (--slowest N): accept time, the gap since the previous accept, the latest arrival per process. */
  slowest: { version: number; acceptedAt: number; gap: number; worst: number[] }[];
}

async function collectAll(clients: Spectators[], accepts: number[], from: number, to: number): Promise<SpectatorFigures[]> {
  const r = await Promise.all(clients.map((c) => c.ask({ cmd: 'collect', accepts, from, to }, 120_000)));
  return r.map((e) => (e as Extract<SpectatorEv, { ev: 'figures' }>).figures);
}

function figures(
  label: string,
  n: number,
  f: SpectatorFigures[],
  accepts: number[],
  from: number,
  to: number,
  /** Each server process's CPU (µs) over the window. */
  cpus: number[],
  mem: number,
  joinWallMs: number,
): Phase {
  const h = sumHistograms(f);
  const joins = f.flatMap((x) => x.joinMs).sort((a, b) => a - b);
  const actions = to - from;
  const wall = (accepts[to]! - accepts[from]!) / 1000;
  const sum = (k: keyof SpectatorFigures) => f.reduce((s, x) => s + (x[k] as number), 0);
  const cpu = cpus.reduce((a, b) => a + b, 0);
  const { perProcess, slowest } = byProcess(f, accepts, from, to);
  const frames = Math.max(1, sum('eventsFrames'));
  return {
    label,
    n,
    actions,
    perSecond: actions / wall,
    p50: histogramPercentile(h, 50),
    p99: histogramPercentile(h, 99),
    missing: sum('missing'),
    cpuMicrosPerSpectatorAction: cpu / actions / n,
    cpuMicrosPerAction: cpu / actions,
    memPerSpectator: mem / n,
    bytesPerSpectatorAction: sum('bytes') / n / actions,
    joinP50: percentile(joins, 50),
    joinP99: percentile(joins, 99),
    joinWallMs,
    clientCpuShare: sum('cpuMicros') / 1e6 / Math.max(0.001, wall) / f.length,
    stateBytes: sum('stateBytes') / n,
    patchBytes: sum('patchBytes') / frames,
    eventsBytes: sum('eventsBytes') / frames,
    patchFramesPerAction: sum('patchFrames') / frames,
    serverCpuShares: cpus.map((c) => c / 1e6 / Math.max(0.001, wall)),
    perProcess,
    slowest,
  };
}

/** The spectators' figures split by the server process serving them, and the slowest actions. */
function byProcess(f: SpectatorFigures[], accepts: number[], from: number, to: number): Pick<Phase, 'perProcess' | 'slowest'> {
  const seen = new Set(f.flatMap((x) => Object.keys(x.byProcess)));
  const ids = [...processIds.filter((id) => seen.has(id)), ...[...seen].filter((id) => !processIds.includes(id))];
  const merged = ids.map((id) => {
    const parts = f.map((x) => x.byProcess[id]).filter((x) => x !== undefined);
    const histogram = sumHistograms(parts);
    const worst = parts[0]!.worst.map((_, v) => Math.max(...parts.map((x) => (Number.isNaN(x.worst[v]!) ? -Infinity : x.worst[v]!))));
    return { id, histogram, worst };
  });
  const perProcess = merged.map((m) => {
    const k = processIds.indexOf(m.id);
    return {
      server: k === 0 ? 'A (the table)' : k > 0 ? String.fromCharCode(65 + k) : m.id,
      spectators: Math.round(m.histogram.reduce((a, b) => a + b, 0) / Math.max(1, to - from)),
      p50: histogramPercentile(m.histogram, 50),
      p99: histogramPercentile(m.histogram, 99),
    };
  });
  const versions = Array.from({ length: to - from }, (_, i) => from + 1 + i);
  const slowest = versions
    .map((v) => ({ version: v, acceptedAt: accepts[v]!, gap: accepts[v]! - accepts[v - 1]!, worst: merged.map((m) => m.worst[v]!) }))
    .sort((a, b) => Math.max(...b.worst) - Math.max(...a.worst))
    .slice(0, SLOWEST);
  return { perProcess, slowest };
}

async function tablePhase(label: string, servers: Server[], bases: string[], clients: Spectators[], n: number): Promise<Phase> {
  const table = await openTable(servers[0]!, bases[0]!, { seed: SEED, botDelayMs: BOT_DELAY, roundLimit: 100 });
  const before = await usageOf(servers);
  const joinWallMs = await joinAll(clients, bases, VIA, table.roomId, n);
  const joined = await usagesOf(servers);
  const to = await table.play(SECONDS);
  const after = await usagesOf(servers);
  const f = await collectAll(clients, table.accepts, 1, to);
  await table.close(clients, servers);
  const cpus = after.map((u, i) => u.cpuMicros - joined[i]!.cpuMicros);
  const rss = joined.reduce((a, u) => a + u.rss, 0);
  return figures(label, n, f, table.accepts, 1, to, cpus, rss - before.rss, joinWallMs);
}

async function barePhase(server: Server, base: string, clients: Spectators[], n: number, like: Phase): Promise<Phase> {
  const created = (await server.ask({ cmd: 'createBare', stateBytes: Math.round(like.stateBytes) })) as Extract<
    ServerEv,
    { ev: 'created' }
  >;
  const accepts: number[] = [];
  server.onEvent = (e) => {
    if (e.ev !== 'accepted') return false;
    accepts[e.version] = e.acceptedAt;
    return true;
  };
  const before = await usageOf([server]);
  const joinWallMs = await joinAll(clients, [base], 'bare', created.roomId, n);
  const joined = await usageOf([server]);
  const count = like.actions + 1;
  // Sizes per frame as the table's spectators received them, minus the frame and protocol overhead; a
  // patch per action only if the table's spectators got one per action (audience rooms send none now).
  await server.ask(
    {
      cmd: 'runBare',
      roomId: created.roomId,
      count,
      perSecond: like.perSecond,
      patchBytes: like.patchFramesPerAction >= 0.5 ? Math.max(1, Math.round(like.patchBytes) - 9) : 0,
      eventsBytes: Math.max(1, Math.round(like.eventsBytes) - 15),
    },
    900_000,
  );
  const after = await usageOf([server]);
  const f = await collectAll(clients, accepts, 1, count);
  server.onEvent = null;
  await Promise.all(clients.map((c) => c.ask({ cmd: 'close' })));
  await server.ask({ cmd: 'closeRooms' });
  return figures('bare', n, f, accepts, 1, count, [after.cpuMicros - joined.cpuMicros], joined.rss - before.rss, joinWallMs);
}

const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');
const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '-');
function print(p: Phase): void {
  console.log(
    `  ${p.label.padEnd(7)} ${String(p.n).padStart(6)} spect  ${p.actions} actions @ ${f1(p.perSecond)}/s  p50/p99 ${f1(p.p50)}/${f1(p.p99)} ms` +
      `  CPU ${f2(p.cpuMicrosPerSpectatorAction)} µs/spect/action (${f1(p.cpuMicrosPerAction / 1000)} ms/action)` +
      `  mem ${f1(p.memPerSpectator / 1024)} KiB/spect  ${f1(p.bytesPerSpectatorAction)} B/spect/action` +
      `  join p50/p99 ${f1(p.joinP50)}/${f1(p.joinP99)} ms (all in ${f1(p.joinWallMs / 1000)} s)` +
      `  clients ${Math.round(p.clientCpuShare * 100)}% core/proc` +
      (p.serverCpuShares.length > 1 ? `  servers ${p.serverCpuShares.map((c) => `${Math.round(c * 100)}%`).join(' + ')} core` : '') +
      `  (per action: patch ${f1(p.patchBytes)} B in ${f2(p.patchFramesPerAction)} frames, events ${f1(p.eventsBytes)} B; full state ${f1(p.stateBytes)} B)` +
      (p.missing ? `  MISSING ${p.missing} arrivals` : ''),
  );
  if (p.perProcess.length > 1)
    console.log(
      `          by server: ${p.perProcess.map((x) => `${x.server}, ${x.spectators} spect., p50/p99 ${f1(x.p50)}/${f1(x.p99)} ms`).join(', ')}`,
    );
  for (const s of p.slowest)
    console.log(
      `          slow: v${s.version} accepted at ${f1(s.acceptedAt)} ms (+${f1(s.gap)} ms after the previous), latest arrival ${s.worst.map(f1).join(' / ')} ms by server`,
    );
}

const all: (Phase & { round: number })[] = [];
let redis: RedisServer | null = null;
const clients: Spectators[] = [];
const servers: Server[] = [];
try {
  printMachine('Audience');
  console.log(
    `Table: 4 bots, botDelayMs ${BOT_DELAY}, seed ${SEED}, one game or ${SECONDS} s. Spectators join ${VIA === 'audience' ? `audience rooms (${ROOM_CLIENTS} per room)` : 'the table itself'}; ${CLIENT_PROCS} spectator process(es) of raw websockets.`,
  );
  await startSpectatorProcesses(CLIENT_PROCS, clients);
  if (MODES.includes('redis')) redis = await startRedis();
  for (const mode of MODES) {
    if (mode !== 'single' && mode !== 'redis') continue;
    const { procs, bases } = await startServers(mode === 'single' ? 1 : 2, mode === 'redis' ? redis : null);
    servers.push(...procs);
    // JIT and first connections, on both sides: not printed.
    const warm = await tablePhase('warm-up', procs, bases, clients, 20);
    if (mode === 'single') await barePhase(procs[0]!, bases[0]!, clients, 20, warm);
    for (const n of COUNTS) {
      let last: Phase | null = null;
      for (let round = 0; round < ROUNDS; round++) {
        const table = async () => {
          last = await tablePhase(mode === 'single' ? 'table' : 'redis×2', procs, bases, clients, n);
          print(last);
          all.push({ ...last, round });
        };
        const bare = async () => {
          const b = await barePhase(procs[0]!, bases[0]!, clients, n, last!);
          print(b);
          all.push({ ...b, round });
        };
        if (mode !== 'single') await table();
        else if (round % 2 === 0) await table().then(bare);
        else await bare().then(table); // `last`: the previous round's table (sizes and rate)
      }
    }
    for (const s of procs) {
      s.child.send({ cmd: 'exit' });
      await new Promise((r) => s.child.once('exit', r));
    }
    servers.length = 0;
  }
  console.log(
    `\nGoals (p99 ≤ 250 ms at 10,000; CPU/spectator/action ≤ bare room; ≤ 40 B/spectator/action), medians over ${ROUNDS} round(s) [each round]:`,
  );
  const list = (xs: number[], f: (x: number) => string) => `[${xs.map(f).join(', ')}]`;
  for (const label of ['table', 'redis×2']) {
    for (const n of COUNTS) {
      const runs = all.filter((x) => x.label === label && x.n === n);
      if (runs.length === 0) continue;
      const bares = all.filter((x) => x.label === 'bare' && x.n === n);
      // Paired with the bare room of the same round in one process; over Redis, the bare rooms' median.
      const ratios = runs.map((p) => {
        const b = label === 'table' ? bares.find((x) => x.round === p.round) : null;
        const base = b ? b.cpuMicrosPerSpectatorAction : median(bares.map((x) => x.cpuMicrosPerSpectatorAction));
        return p.cpuMicrosPerSpectatorAction / base;
      });
      const p99s = runs.map((p) => p.p99);
      const bytes = runs.map((p) => p.bytesPerSpectatorAction);
      const [r, p99, b] = [median(ratios), median(p99s), median(bytes)];
      console.log(
        `  ${label} ${n}: p99 ${f1(p99)} ms ${list(p99s, f1)} ${p99 <= GOAL_P99 ? 'MET' : 'MISSED'};` +
          ` CPU ${f2(r)}× bare ${list(ratios, f2)} ${r <= 1 ? 'MET' : 'MISSED'};` +
          ` ${f1(b)} B ${b <= GOAL_BYTES ? 'MET' : 'MISSED'}`,
      );
    }
  }
} catch (e) {
  console.error('bench failed:', e);
  process.exitCode = 1;
} finally {
  for (const s of servers) s.kill();
  for (const c of clients) c.kill();
  await redis?.stop();
}
process.exit();
