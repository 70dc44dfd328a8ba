/**
 * npm run bench:server [-- --counts 100,500,1000 --sample 20 --min-actions 400 --seconds 20]
 * npm run bench:server -- --store [--sync NORMAL|FULL --runs 3]: server CPU per accepted action with the
 * store off and on (SQLite in a temp dir), same run, alternating phases, as a ratio (storeMode.ts).
 *
 * What it measures: one Emberforge table of 4 heuristic bots playing at full speed (botDelayMs 0,
 * fixed seeds, so every spectator count sees the same games) watched by 100, 500 and 1,000
 * spectators over loopback WebSockets, against a BASELINE in the same run: a bare Colyseus room
 * whose state is one uint32, bumped with one broadcastPatch per "action" at the table's measured
 * action rate, watched by the same number of spectators.
 *
 * Method:
 *  - Two processes, one per core: this one runs the server (the real TableRoom from server/rooms,
 *    @colyseus/core 0.16 + ws-transport on 127.0.0.1) and drives the phases; a forked child
 *    (spectators.ts) holds every spectator connection.
 *  - Spectators: a sample (default 20) of full colyseus.js clients that decode the state, the rest
 *    raw `ws` clients that join through the matchmaking protocol and only count bytes and note
 *    version arrivals cheaply (rawSpectator.ts).
 *  - Latency = arrival - accept, both read from CLOCK_MONOTONIC (process.hrtime), one clock for
 *    both processes. Accept time = entry of the room's commit (engine said ok), reported in this
 *    process by the server's onAccepted hook (benchTableRoom.ts); nothing extra goes to clients.
 *    Headline latency: the sample clients, at the moment the decoded state shows the new version.
 *    "all": every spectator, at the arrival of the frame carrying that version's patch.
 *  - Bytes/spectator/action = raw WebSocket bytes (payload + frame header; state patches plus
 *    messages) each raw spectator received from the update of version 1 to that of the last
 *    version, divided by the actions in between; mean over raw spectators.
 *  - Server CPU/action = process.cpuUsage() of this process over the same window / actions.
 *  - Bounded: each table phase plays whole games until --min-actions (or --seconds of play, or 8
 *    games); the baseline plays as many bumps as the table accepted. Everything ends by itself.
 */
import http from 'node:http';
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Server, matchMaker } from '@colyseus/core';
import '../../server/colyseus/patches.js';
import { DEFAULT_CONFIG, type ServerConfig } from '../../server/config.js';
import { SpreadPingTransport } from '../../server/net/spreadPingTransport.js';
import { BaselineRoom } from './baselineRoom.js';
import { makeBenchTableRoom } from './benchTableRoom.js';
import { nowMs } from './clock.js';
import type { FromSpectators, PhaseFigures, ToSpectators } from './ipc.js';
import { summarize, type Summary } from './stats.js';
import { openBenchStore, STORE_MODE, storeMode } from './storeMode.js';

// ---------------------------------------------------------------- options

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const COUNTS = arg('counts', '100,500,1000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const SAMPLE = Number(arg('sample', '20'));
const MIN_ACTIONS = Number(arg('min-actions', '400'));
const PLAY_SECONDS = Number(arg('seconds', '20'));
const MAX_GAMES = 8;
const SEED0 = 7;
const MAX_VERSION = 2000;
const GOAL_RATIO = 1.5;
const GOAL_BYTES = 200;

// ---------------------------------------------------------------- the probe

interface Window {
  accepts: number[];
  sent: number[];
  last: number;
  cpuAtFirst: NodeJS.CpuUsage | null;
  /** Taken when the run stops (not per action: getrusage is not free). */
  cpuAtLast: NodeJS.CpuUsage | null;
  onEnd: (() => void) | null;
}
let win: Window = newWindow();
function newWindow(): Window {
  return { accepts: [], sent: [], last: 0, cpuAtFirst: null, cpuAtLast: null, onEnd: null };
}
function probe(version: number, acceptedAt: number, sentAt: number, ended = false): void {
  win.accepts[version] = acceptedAt;
  win.sent[version] = sentAt;
  win.last = version;
  if (version === 1) win.cpuAtFirst = process.cpuUsage();
  if (ended || version >= MAX_VERSION) win.onEnd?.();
}

// ---------------------------------------------------------------- the server

const cfg: ServerConfig = {
  ...DEFAULT_CONFIG,
  port: 0,
  maxSpectators: Math.max(...COUNTS) + 50,
  verbose: false,
  botsOnlyMinDelayMs: 0, // the bench's bots-only table plays at its own botDelayMs
  // Fixed seeds (server-side configuration, not a table option): table "bench N" plays seed N.
  tableSeed: (o) => {
    const m = /^bench (\d+)$/.exec(o.name);
    return m ? Number(m[1]) : undefined;
  },
};
const httpServer = http.createServer();
const gameServer = new Server({
  transport: new SpreadPingTransport({ server: httpServer, maxPayload: 64 * 1024, pingInterval: DEFAULT_CONFIG.pingIntervalMs }), // the product's transport
  greet: false,
  gracefullyShutdown: false,
});
const store = STORE_MODE ? await openBenchStore() : null;
gameServer.define('bench_table', makeBenchTableRoom(cfg, probe, store?.store ?? null));
gameServer.define('bench_baseline', BaselineRoom);
await gameServer.listen(0, '127.0.0.1');
const port = (httpServer.address() as { port: number }).port;
const base = `http://127.0.0.1:${port}`;

// ---------------------------------------------------------------- the spectator process

const child: ChildProcess = fork(fileURLToPath(new URL('./spectators.ts', import.meta.url)), [], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const inbox: FromSpectators[] = [];
let waiter: ((m: FromSpectators) => void) | null = null;
child.on('message', (m: FromSpectators) => {
  if (waiter) {
    const w = waiter;
    waiter = null;
    w(m);
  } else inbox.push(m);
});
child.on('exit', (code) => {
  if (!finished) fail(`spectator process exited early (code ${code})`);
});
function next(timeoutMs = 120_000, what = 'a command'): Promise<FromSpectators> {
  const m = inbox.shift();
  if (m) return Promise.resolve(m);
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`spectator process did not answer ${what} within ${timeoutMs / 1000} s`)), timeoutMs);
    waiter = (x) => {
      clearTimeout(t);
      resolve(x);
    };
  });
}
function tell(m: ToSpectators): void {
  child.send(m);
}
async function ask(m: ToSpectators): Promise<FromSpectators> {
  tell(m);
  const r = await next(m.cmd === 'join' ? 240_000 : 120_000, m.cmd);
  if (r.ev === 'error') throw new Error(`spectator process: ${r.message}`);
  return r;
}

let finished = false;
function fail(why: unknown): never {
  console.error('bench failed:', why);
  child.kill('SIGKILL');
  process.exit(1);
}

// ---------------------------------------------------------------- phases

interface ServerFigures {
  actions: number;
  actionsPerSecond: number;
  cpuMicrosPerAction: number;
  /** accept → commit returned (patch + messages handed to every socket), ms. */
  fanOut: Summary;
  joinMs: number;
  games: number;
}
interface Phase {
  server: ServerFigures;
  clients: PhaseFigures;
}

function accumulate(acc: { actions: number; wallMs: number; cpuMicros: number; fanOut: number[] }): void {
  const last = win.last;
  if (last < 2 || !win.cpuAtFirst || !win.cpuAtLast) return;
  acc.actions += last - 1;
  acc.wallMs += win.accepts[last]! - win.accepts[1]!;
  acc.cpuMicros += win.cpuAtLast.user - win.cpuAtFirst.user + (win.cpuAtLast.system - win.cpuAtFirst.system);
  for (let v = 2; v <= last; v++) acc.fanOut.push(win.sent[v]! - win.accepts[v]!);
}

function endOf(seconds: number): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(resolve, seconds * 1000);
    win.onEnd = () => {
      clearTimeout(t);
      resolve();
    };
  });
}

async function tablePhase(spectators: number, minActions: number, maxGames: number, withStore = false): Promise<Phase> {
  await ask({ cmd: 'phase' });
  const acc = { actions: 0, wallMs: 0, cpuMicros: 0, fanOut: [] as number[] };
  let joinMs = 0;
  let games = 0;
  let playedMs = 0; // the time limit counts play only, not joining
  while (games < maxGames && acc.actions < minActions && playedMs < PLAY_SECONDS * 1000) {
    const room = await matchMaker.createRoom('bench_table', {
      benchStore: withStore,
      table: { seats: 4, botDelayMs: 0, tableName: `bench ${SEED0 + games}` },
    });
    win = newWindow();
    const joined = await ask({
      cmd: 'join',
      base,
      roomId: room.roomId,
      mode: 'table',
      total: spectators,
      sample: SAMPLE,
      maxVersion: MAX_VERSION,
    });
    if (joined.ev === 'joined') joinMs += joined.ms;
    const playFrom = nowMs();
    const ended = endOf(Math.max(1, PLAY_SECONDS - playedMs / 1000));
    tell({ cmd: 'start', sendStart: true });
    await ended;
    win.cpuAtLast = process.cpuUsage();
    playedMs += nowMs() - playFrom;
    const last = win.last;
    await ask({ cmd: 'collect', accepts: win.accepts, from: 1, to: last });
    accumulate(acc);
    await ask({ cmd: 'close' });
    // Stop the bots if the game was cut short by the time limit (the room then disposes).
    const local = matchMaker.getLocalRoomById(room.roomId);
    if (local && (local.state as { status?: string }).status !== 'ended') await local.disconnect().catch(() => {});
    games++;
  }
  const r = await ask({ cmd: 'report' });
  if (r.ev !== 'report') throw new Error('no report');
  return {
    server: {
      actions: acc.actions,
      actionsPerSecond: acc.actions / (acc.wallMs / 1000),
      cpuMicrosPerAction: acc.cpuMicros / acc.actions,
      fanOut: summarize(acc.fanOut),
      joinMs: joinMs / games,
      games,
    },
    clients: r.figures,
  };
}

async function baselinePhase(spectators: number, actions: number, perSecond: number): Promise<Phase> {
  await ask({ cmd: 'phase' });
  const room = await matchMaker.createRoom('bench_baseline', {});
  win = newWindow();
  const joined = await ask({
    cmd: 'join',
    base,
    roomId: room.roomId,
    mode: 'baseline',
    total: spectators,
    sample: SAMPLE,
    maxVersion: MAX_VERSION,
  });
  tell({ cmd: 'start', sendStart: false });
  const local = matchMaker.getLocalRoomById(room.roomId) as unknown as BaselineRoom;
  const count = Math.min(actions + 1, MAX_VERSION);
  await local.runActions(count, perSecond, (v, a, s) => probe(v, a, s));
  win.cpuAtLast = process.cpuUsage();
  await ask({ cmd: 'collect', accepts: win.accepts, from: 1, to: win.last });
  const acc = { actions: 0, wallMs: 0, cpuMicros: 0, fanOut: [] as number[] };
  accumulate(acc);
  await ask({ cmd: 'close' });
  await local.disconnect().catch(() => {});
  const r = await ask({ cmd: 'report' });
  if (r.ev !== 'report') throw new Error('no report');
  return {
    server: {
      actions: acc.actions,
      actionsPerSecond: acc.actions / (acc.wallMs / 1000),
      cpuMicrosPerAction: acc.cpuMicros / acc.actions,
      fanOut: summarize(acc.fanOut),
      joinMs: joined.ev === 'joined' ? joined.ms : NaN,
      games: 0,
    },
    clients: r.figures,
  };
}

// ---------------------------------------------------------------- printing

const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');
const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '-');
function line(label: string, p: Phase): string {
  const s = p.server;
  const c = p.clients;
  return [
    label.padEnd(9),
    `${s.actions} actions @ ${f1(s.actionsPerSecond)}/s`.padEnd(24),
    `sample p50/p99 ${f2(c.sample.p50)}/${f2(c.sample.p99)} ms`.padEnd(30),
    `all p50/p99 ${f2(c.all.p50)}/${f2(c.all.p99)} ms`.padEnd(28),
    `${f1(c.bytesPerSpectatorPerAction)} B/spect/action`.padEnd(22),
    `server CPU ${f1(s.cpuMicrosPerAction)} µs/action`.padEnd(28),
    `fan-out p50/p99 ${f2(s.fanOut.p50)}/${f2(s.fanOut.p99)} ms`.padEnd(30),
    `client proc ${Math.round(c.clientCpuShare * 100)}% core`,
  ].join(' ');
}

// ---------------------------------------------------------------- main

const results: { n: number; table: Phase; baseline: Phase }[] = [];
try {
  if ((await next(30_000)).ev !== 'ready') throw new Error('spectator process not ready');
  console.log(
    `Server bench: cores ${availableParallelism()} (${cpus()[0]?.model ?? '?'}), node ${process.version}, server on ${base}, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  if (loadavg()[0]! > availableParallelism())
    console.log('  (the machine is busy with other work: absolute figures are noisy; compare table and baseline as a ratio)');
  console.log(
    `Spectators per phase: ${COUNTS.join(', ')} (a sample of ${SAMPLE} full colyseus.js clients decoding state, the rest raw ws clients counting bytes), in a separate process.`,
  );
  console.log(
    `Table: 4 heuristic bots, botDelayMs 0, seeds ${SEED0}+, whole games until ≥ ${MIN_ACTIONS} actions (≤ ${PLAY_SECONDS} s). Baseline: bare room, state = one uint32, same action count and rate.`,
  );
  console.log('Latency = server accept (commit entry) → update at the spectator, one monotonic clock (hrtime) for both processes.');
  console.log(
    '"sample" = decoded patch at the colyseus.js clients; "all" = patch frame arrival at every spectator. Bytes = raw ws bytes (patches + messages, with frame headers) per spectator per action.\n',
  );
  if (store) {
    // By default a table watched by the sample alone (the server's least work per action, so the store's
    // largest share) and by the server bench's smallest audience.
    const counts = process.argv.includes('--counts') ? COUNTS : [SAMPLE, 100];
    console.log(`Store mode: ${counts.join(', ')} spectators per table (--counts to change)`);
    await storeMode(store, counts, (withStore, n) => tablePhase(n, MIN_ACTIONS, MAX_GAMES, withStore).then((p) => p.server));
    finished = true;
    tell({ cmd: 'exit' });
    await gameServer.gracefullyShutdown(false).catch(() => {});
    process.exit(0);
  }
  // Warm-up (not printed): JIT and first-connection costs.
  const warm = await tablePhase(SAMPLE, 1, 1);
  await baselinePhase(SAMPLE, warm.server.actions, warm.server.actionsPerSecond);
  for (const n of COUNTS) {
    const table = await tablePhase(n, MIN_ACTIONS, MAX_GAMES);
    const baseline = await baselinePhase(n, table.server.actions, table.server.actionsPerSecond);
    results.push({ n, table, baseline });
    console.log(
      `${n} spectators (table: ${table.server.games} games; join ${Math.round(table.server.joinMs)} ms per table; load average ${loadavg()[0]!.toFixed(1)})`,
    );
    console.log('  ' + line('table', table));
    console.log('  ' + line('baseline', baseline));
    console.log(
      `  p99 ratio table/baseline: sample ${f2(table.clients.sample.p99 / baseline.clients.sample.p99)}, all ${f2(table.clients.all.p99 / baseline.clients.all.p99)}` +
        (table.clients.unparsedEvents ? `  (unparsed events messages: ${table.clients.unparsedEvents})` : ''),
    );
  }
  const top = results[results.length - 1]!;
  const ratio = top.table.clients.sample.p99 / top.baseline.clients.sample.p99;
  const bytes = top.table.clients.bytesPerSpectatorPerAction;
  console.log(`\nGoals at ${top.n} spectators:`);
  console.log(`  p99(table)/p99(baseline) = ${f2(ratio)} (goal ≤ ${GOAL_RATIO}): ${ratio <= GOAL_RATIO ? 'MET' : 'MISSED'}`);
  console.log(
    `  bytes/spectator/action = ${f1(bytes)} (goal < ${GOAL_BYTES}): ${Number.isFinite(bytes) && bytes < GOAL_BYTES ? 'MET' : 'MISSED'}`,
  );
  finished = true;
  tell({ cmd: 'exit' });
  await new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 3000).unref();
  });
  await gameServer.gracefullyShutdown(false).catch(() => {});
  process.exit(0);
} catch (e) {
  fail(e);
}
