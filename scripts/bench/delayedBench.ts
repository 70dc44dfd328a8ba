/**
 * npm run bench:delayed [-- --count 1000 --delay 3 --bot-delay 100 --seconds 20 --room-clients 500]
 *
 * Issue 12's delayed broadcast against live spectators, in one run, on one server process (the real
 * TableRoom, audience rooms and delayed rooms: audience/benchServer.ts), one table of 4 bots with
 * broadcastDelaySeconds --delay, watched by raw-websocket spectators in two processes
 * (audience/spectatorProcess.ts). Phases, each a fresh table with the same seed:
 *  - live:    --count spectators in audience rooms (the live public view);
 *  - delayed: --count delayed spectators (joinById { spectator, delayed }: routed to delayed rooms);
 *  - both:    --count live and --count delayed at once (one spectator process each).
 * Figures: for live spectators the latency from accept (the server's onAccepted probe) to arrival; for
 * delayed ones the lateness beyond the delay (arrival − accept − delay; its minimum must be ≥ 0: nothing
 * arrives early), p50/p99 over every (spectator, action); server CPU per spectator per action (the
 * whole phase, the delayed releases after the game included); memory per spectator.
 */
import { arg, openTable, printMachine, startBenchServer, startSpectatorProcesses, usageOf } from './audience/benchSetup.js';
import type { Server, Spectators } from './audience/benchSetup.js';
import { histogramPercentile, BUCKET_MS, type JoinKind, type SpectatorEv, type SpectatorFigures } from './audience/wire.js';

const COUNT = Number(arg('count', '1000'));
const DELAY_S = Number(arg('delay', '3'));
const BOT_DELAY = Number(arg('bot-delay', '100'));
const SECONDS = Number(arg('seconds', '20'));
const ROOM_CLIENTS = arg('room-clients', '500');
const SEED = 7;

interface Group {
  client: Spectators;
  kind: JoinKind;
  count: number;
}

interface GroupFigures {
  kind: JoinKind;
  n: number;
  p50: number;
  p99: number;
  /** Earliest arrival relative to accept (+ delay for delayed: must be ≥ 0). */
  min: number;
  missing: number;
}

function groupFigures(kind: JoinKind, f: SpectatorFigures): GroupFigures {
  const shift = kind === 'delayed' ? DELAY_S * 1000 : 0;
  const first = f.histogram.findIndex((c) => c > 0);
  return {
    kind,
    n: f.spectators,
    p50: histogramPercentile(f.histogram, 50) - shift,
    p99: histogramPercentile(f.histogram, 99) - shift,
    min: first < 0 ? NaN : first * BUCKET_MS - shift,
    missing: f.missing,
  };
}

async function phase(label: string, server: Server, base: string, groups: Group[]): Promise<void> {
  const table = await openTable(server, base, { seed: SEED, botDelayMs: BOT_DELAY, roundLimit: 100, broadcastDelaySeconds: DELAY_S });
  const before = await usageOf([server]);
  await Promise.all(
    groups.map((g) => g.client.ask({ cmd: 'join', bases: [base], kind: g.kind, roomId: table.roomId, count: g.count, width: 16 }, 900_000)),
  );
  const joined = await usageOf([server]);
  const to = await table.play(SECONDS);
  const figures = await Promise.all(
    groups.map(async (g) => {
      const r = (await g.client.ask({ cmd: 'collect', accepts: table.accepts, from: 1, to }, 120_000)) as Extract<
        SpectatorEv,
        { ev: 'figures' }
      >;
      return groupFigures(g.kind, r.figures);
    }),
  );
  // collect waited for every spectator to reach `to`: the delayed releases are in the CPU figure.
  const after = await usageOf([server]);
  await table.close(
    groups.map((g) => g.client),
    [server],
  );
  const n = groups.reduce((s, g) => s + g.count, 0);
  const actions = to - 1;
  const cpu = after.cpuMicros - joined.cpuMicros;
  const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');
  console.log(
    `  ${label.padEnd(8)} ${n} spectators, ${actions} actions: server CPU ${(cpu / actions / n).toFixed(2)} µs/spectator/action` +
      ` (${f1(cpu / actions / 1000)} ms/action), mem ${f1((joined.rss - before.rss) / n / 1024)} KiB/spectator`,
  );
  for (const g of figures) {
    const what = g.kind === 'delayed' ? `lateness beyond the ${DELAY_S} s delay` : 'latency';
    console.log(
      `           ${g.kind.padEnd(8)} ${g.n}: ${what} p50/p99 ${f1(g.p50)}/${f1(g.p99)} ms, earliest ${f1(g.min)} ms` +
        (g.missing ? `  MISSING ${g.missing} arrivals` : ''),
    );
    if (g.kind === 'delayed' && g.min < 0) console.log('           !!! a delayed spectator got an action before its delay');
  }
}

const clients: Spectators[] = [];
let server: Server | null = null;
try {
  printMachine('Delayed');
  console.log(
    `Table: 4 bots, botDelayMs ${BOT_DELAY}, seed ${SEED}, broadcastDelaySeconds ${DELAY_S}, one game or ${SECONDS} s; ${ROOM_CLIENTS} spectators per audience/delayed room.`,
  );
  await startSpectatorProcesses(2, clients);
  const started = await startBenchServer(ROOM_CLIENTS);
  server = started.proc;
  const base = started.base;
  const [a, b] = clients as [Spectators, Spectators];
  const half = (kind: JoinKind): Group[] => [
    { client: a, kind, count: Math.ceil(COUNT / 2) },
    { client: b, kind, count: Math.floor(COUNT / 2) },
  ];
  await phase('warm-up', server, base, [
    { client: a, kind: 'audience', count: 10 },
    { client: b, kind: 'delayed', count: 10 },
  ]);
  console.log('(warm-up above: JIT and first connections)');
  await phase('live', server, base, half('audience'));
  await phase('delayed', server, base, half('delayed'));
  await phase('both', server, base, [
    { client: a, kind: 'audience', count: COUNT },
    { client: b, kind: 'delayed', count: COUNT },
  ]);
} catch (e) {
  console.error('bench failed:', e);
  process.exitCode = 1;
} finally {
  server?.kill();
  for (const c of clients) c.kill();
}
process.exit();
