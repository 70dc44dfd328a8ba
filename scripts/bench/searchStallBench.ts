/**
 * npm run bench:stall [-- --tables 20 --level hard --measured 4 --seconds 20 --rounds 2 --null-thinker]
 *
 * Do search bots stall other tables (issue 42)? The real server (startServer: TableRoom, the search
 * pool of worker threads, SEARCH_WORKERS default) runs `--tables` bots-only background tables of two
 * bots each, paced like a public bots-only table (botDelayMs 300), plus `--measured` tables of two Easy
 * bots (botDelayMs 100) each watched by one spectator. Phase A: the background bots are Easy (the
 * heuristic, on the event loop); phase B: they are `--level` (Normal or Hard: the search, in the worker
 * pool). Everything else is the same. A and B alternate `--rounds` times in one run (a noisy machine
 * shared with other work: the ratio in one sitting is the figure).
 *
 * Latency = the measured table's accept (the room's commit entry, ServerConfig.onAccepted) → the
 * `events` message of that version at its spectator (a colyseus.js client in this process: what it
 * sees includes any stall of the shared event loop), on the monotonic clock. Goal: p99(B) ≤ 1.5 × p99(A).
 * `--null-thinker`: B's searching bots ask a thinker that answers nothing at once (no worker thread),
 * so B costs the event loop what the asynchronous path costs, without a search competing for the CPU.
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { Client, type Room } from 'colyseus.js';
import { startServer } from '../../server/app.js';
import type { AcceptedAction } from '../../server/config.js';
import { nowMs } from './clock.js';
import { summarize, type Summary } from './stats.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const TABLES = Number(arg('tables', '20'));
const LEVEL = arg('level', 'hard');
const MEASURED = Number(arg('measured', '4'));
const SECONDS = Number(arg('seconds', '20'));
const ROUNDS = Number(arg('rounds', '2'));
const GOAL_RATIO = 1.5;
/** Control run: search levels asked of a thinker that answers nothing at once (no worker thread): the async path's own cost. */
const NULL_THINKER = process.argv.includes('--null-thinker');

const accepted = new Map<string, number>(); // `${table} ${version}` → accept time
let probing = new Set<string>();
const onAccepted = (a: AcceptedAction) => {
  if (probing.has(a.tableId)) accepted.set(`${a.tableId} ${a.version}`, a.acceptedAt);
};

const server = await startServer({
  port: 0,
  verbose: false,
  onAccepted,
  createLimit: { burst: 1e6, perSecond: 1e6 },
  apiLimit: { burst: 1e6, perSecond: 1e6 },
  rateLimit: { burst: 1e6, perSecond: 1e6 },
  botsOnlyMinDelayMs: 0,
  emptyTableSeconds: 600,
  reservations: { perAddress: 1e6, spectatorsPerAddress: 1e6, perTable: 1e6, perAddressAtTable: 1e6, perSeatKey: 1e6, seconds: 10 },
  addressFloods: { frameErrors: { burst: 1e9, perSecond: 1e9 }, joins: { burst: 1e9, perSecond: 1e9 }, blockSeconds: 60 },
  refuseSeatsAtCasterAddress: false,
  tableSeed: (o) => Number(/#(\d+)$/.exec(o.name)?.[1] ?? 1),
  ...(NULL_THINKER ? { botThinker: { think: () => Promise.resolve(null) } } : {}),
});
const pool = server.searchPool;
const ws = `ws://127.0.0.1:${server.port}`;
// Search threads loaded before any phase (a server warms them when a search bot is seated).
pool?.warm();

/** A bots-only table of two bots at `level`, started; its creator watches it from a spectator seat. */
async function botTable(name: string, level: string, botDelayMs: number, roundLimit: number): Promise<Room> {
  const room = await new Client(ws).create('table', { table: { seats: 2, botDelayMs, tableName: name, roundLimit }, spectator: true });
  room.onMessage('*', () => {});
  room.send('addBots', { level });
  room.send('start', {});
  return room;
}

interface PhaseResult {
  label: string;
  latency: Summary;
  /** Measured actions whose spectator waited over 50 ms. */
  over50: number;
  measuredActions: number;
  backgroundActions: number;
  pool: string;
}

async function phase(label: string, level: string, round: number): Promise<PhaseResult> {
  const before = pool ? { ...pool.stats } : null;
  const background: Room[] = [];
  for (let i = 0; i < TABLES; i++) background.push(await botTable(`bg ${label} #${100 * round + i + 1}`, level, 300, 100));
  const measured: Room[] = [];
  const samples: number[] = [];
  probing = new Set();
  for (let i = 0; i < MEASURED; i++) {
    const room = await botTable(`measured #${1000 + i}`, 'easy', 100, 100);
    probing.add(room.roomId);
    room.onMessage('events', (wire: unknown) => {
      const t = nowMs();
      const version = Array.isArray(wire) ? (wire[0] as number) : NaN;
      const at = accepted.get(`${room.roomId} ${version}`);
      if (at !== undefined) samples.push(t - at);
    });
    measured.push(room);
  }
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const versionOf = (r: Room) => ((r.state as { game?: { version?: number } }).game?.version ?? 0) as number;
  const backgroundActions = background.reduce((n, r) => n + versionOf(r), 0);
  const measuredActions = measured.reduce((n, r) => n + versionOf(r), 0);
  for (const r of [...background, ...measured]) await r.leave(true).catch(() => {});
  // The rooms live on empty (emptyTableSeconds): stop them.
  const { matchMaker } = await import('@colyseus/core');
  for (const r of [...background, ...measured])
    await matchMaker
      .getLocalRoomById(r.roomId)
      ?.disconnect()
      .catch(() => {});
  accepted.clear();
  const after = pool?.stats;
  const poolLine =
    before && after
      ? `pool: ${after.asked - before.asked} asked, ${after.answered - before.answered} answered in time, ${after.shed - before.shed} shed, ${after.late - before.late} late, ${after.dropped - before.dropped} dropped unrun`
      : 'pool: off';
  return {
    label,
    latency: summarize(samples),
    over50: samples.filter((x) => x > 50).length,
    measuredActions,
    backgroundActions,
    pool: poolLine,
  };
}

const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '-');
function print(r: PhaseResult): void {
  console.log(
    `  ${r.label.padEnd(16)} measured p50/p99/max ${f2(r.latency.p50)}/${f2(r.latency.p99)}/${f2(r.latency.max)} ms over ${r.latency.n} actions (${r.over50} over 50 ms); background ${r.backgroundActions} actions; ${r.pool}; load ${loadavg()[0]!.toFixed(1)}`,
  );
}

console.log(
  `Search stall bench: cores ${availableParallelism()} (${cpus()[0]?.model ?? '?'}), node ${process.version}, search workers ${pool?.size ?? 0}, load average ${loadavg()[0]!.toFixed(1)}`,
);
console.log(
  `${TABLES} background tables of 2 bots (botDelayMs 300): A = Easy (heuristic on the event loop), B = ${LEVEL} (search in the pool); ${MEASURED} measured tables of 2 Easy bots (botDelayMs 100), one spectator each; ${SECONDS} s per phase, A/B alternated ${ROUNDS} times.`,
);
const ratios: number[] = [];
const all: { a: number[]; b: number[] } = { a: [], b: [] };
for (let round = 1; round <= ROUNDS; round++) {
  const order: ['A' | 'B', string][] =
    round % 2 === 1
      ? [
          ['A', 'easy'],
          ['B', LEVEL],
        ]
      : [
          ['B', LEVEL],
          ['A', 'easy'],
        ];
  const got: Record<string, PhaseResult> = {};
  for (const [key, level] of order) {
    const r = await phase(`${key} ${level} (r${round})`, level, round);
    got[key] = r;
    print(r);
  }
  const ratio = got.B!.latency.p99 / got.A!.latency.p99;
  ratios.push(ratio);
  all.a.push(got.A!.latency.p99);
  all.b.push(got.B!.latency.p99);
  console.log(`  round ${round}: p99 B/A = ${f2(ratio)}`);
}
const sorted = [...ratios].sort((x, y) => x - y);
const mid = (sorted.length - 1) / 2;
const median = (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2;
console.log(
  `\np99 of the measured tables, B (${LEVEL}) / A (easy): ${ratios.map(f2).join(', ')}; median ${f2(median)} (goal ≤ ${GOAL_RATIO}): ${median <= GOAL_RATIO ? 'MET' : 'MISSED'}`,
);
console.log(pool ? pool.summary() : 'search pool off');
await server.close();
process.exit(0);
