/**
 * npm run bench:flood [-- --seconds 15 --connections 4 --maps 2000,500 --addresses 1 --runs 1]
 *
 * What it measures (issue 38, item 5): the ping round trip of ANOTHER table while `connections`
 * spectator connections flood one table with `action` frames of msgpack maps, against a quiet
 * baseline in the same run. For each `--maps` count (2,000 maps make the issue's frame, just under
 * 8 KiB; 500 make one just under the 2 KiB frame limit, the largest flood frame the server still reads):
 *  - flood: the connections flood until the server closes them, and stay away;
 *  - + re-joins: a closed or refused connection joins again at once, as the issue's attacker did;
 *  - quiet (after): the server recovers.
 * Each flood phase comes from loopback addresses of its own (127.0.0.2, 127.0.0.3, ...; `--addresses`
 * per phase), the measured table from 127.0.0.1, so a limit per address meets only the attacker.
 * FLOOD_DEBUG=1 prints the phases and the attackers' counts as they go.
 *
 * Method: three processes. A forked child runs the real server (server/app.ts startServer, default
 * settings, no store); another forked child holds the attackers (raw WebSockets that keep 512 KiB
 * queued in their sockets: as fast as the server reads); this process holds the measured table:
 * its host and 3 spectators, each sending `ping` 8 times a second (under the 10 a second rate limit),
 * staggered, and timing each `pong` (raw sockets, nothing decoded). A ping counts in the phase it
 * was sent in. Server CPU = the server process's CPU time over the phase / the phase's wall time.
 *
 * Goal: under each flood, p50 within 2x of the quiet p50 and p99 under 100 ms.
 */
import { nowMs } from './clock.js';
import { machineLine, median } from './benchStats.js';
import { percentile } from './stats.js';
import { Proc } from './audience/procs.js';
import { connect, isPong, matchmake, PING_FRAME, type Seat } from '../../server/tests/support/loopbackClient.js';
import type { AttackFigures, FromAttackers, FromServer, ToAttackers, ToServer } from './flood/floodWire.js';
import type WebSocket from 'ws';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const SECONDS = Number(arg('seconds', '15'));
const CONNECTIONS = Number(arg('connections', '4'));
const MAPS = arg('maps', '2000,500')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const ADDRESSES = Number(arg('addresses', '1'));
const RUNS = Number(arg('runs', '1'));
const PINGERS = 4;
const PING_EVERY_MS = 125;
const GOAL_RATIO = 2;
const GOAL_P99_MS = 100;
const HOME = '127.0.0.1';

interface PhaseResult {
  name: string;
  rtts: number[];
  unanswered: number;
  cpuShare: number;
  /** The server's event loop delay over the phase (ms). */
  loop: { loopP50: number; loopP99: number; loopMax: number };
  attack?: AttackFigures;
}

/** One connection of the measured table that pings at a steady rate and times each pong. */
class Pinger {
  private sent: { at: number; phase: string }[] = [];
  private timer: NodeJS.Timeout | null = null;
  phase = '';

  constructor(
    private readonly ws: WebSocket,
    private readonly rtts: Map<string, number[]>,
  ) {}

  onFrame(b: Buffer): void {
    if (!isPong(b)) return;
    const s = this.sent.shift();
    if (s && s.phase) this.rtts.get(s.phase)!.push(nowMs() - s.at);
  }

  start(offsetMs: number): void {
    setTimeout(() => {
      this.timer = setInterval(() => {
        this.sent.push({ at: nowMs(), phase: this.phase });
        this.ws.send(PING_FRAME);
      }, PING_EVERY_MS);
    }, offsetMs);
  }

  /** Pings of `phase` still unanswered. */
  unanswered(phase: string): number {
    return this.sent.filter((s) => s.phase === phase).length;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.ws.terminate();
  }
}

async function seatAt(port: number, path: string, options: object): Promise<Seat> {
  const a = await matchmake(port, HOME, path, options);
  if (!a.ok) throw new Error(`${path}: ${a.status} ${a.error}`);
  return a.seat;
}

async function run(): Promise<PhaseResult[]> {
  const server = new Proc<ToServer, FromServer>('../flood/floodServer.ts');
  const attackers = new Proc<ToAttackers, FromAttackers>('../flood/floodAttackers.ts');
  try {
    const debug = (s: string) => process.env.FLOOD_DEBUG && console.error(`[flood] ${s}`);
    const ready = await server.next(60_000);
    if (ready.ev !== 'ready') throw new Error('the server did not start');
    const port = ready.port;
    debug('server ready');
    await attackers.next(60_000);
    debug('attackers ready');
    const cpu = async () => {
      const e = await server.ask({ cmd: 'cpu' });
      if (e.ev !== 'cpu') throw new Error('no cpu answer');
      return e;
    };

    // The flooded table (its host stays) and the measured one (host + 3 spectators, all pinging).
    const rtts = new Map<string, number[]>();
    const pingers: Pinger[] = [];
    const hold = async (seat: Seat, ping: boolean) => {
      let pinger: Pinger | null = null;
      const ws = await connect(
        port,
        HOME,
        seat,
        (b) => pinger?.onFrame(b),
        (code) => {
          if (pinger && code !== 1005 && code !== 1006) console.error(`a measured connection was closed: ${code}`);
        },
      );
      if (!ws) throw new Error('could not join');
      if (ping) pingers.push((pinger = new Pinger(ws, rtts)));
      return ws;
    };
    const targetSeat = await seatAt(port, '/matchmake/create/table', { table: { seats: 2 }, name: 'Target' });
    const targetHost = await hold(targetSeat, false);
    const victimSeat = await seatAt(port, '/matchmake/create/table', { table: { seats: 2 }, name: 'Victim' });
    await hold(victimSeat, true);
    for (let i = 1; i < PINGERS; i++)
      await hold(await seatAt(port, `/matchmake/joinById/${victimSeat.room.roomId}`, { spectator: true }), true);
    pingers.forEach((p, i) => p.start((i * PING_EVERY_MS) / PINGERS));
    debug('tables ready');
    await sleep(2000); // warm-up, not counted

    const results: PhaseResult[] = [];
    let nextAddress = 2;
    const phase = async (name: string, rejoin: boolean | null, seconds: number, maps = 0) => {
      debug(name);
      const key = `${results.length} ${name}`; // pings are filed by phase
      rtts.set(key, []);
      for (const p of pingers) p.phase = key;
      const cpu0 = await cpu();
      const t0 = nowMs();
      let attack: AttackFigures | undefined;
      if (rejoin === null) await sleep(seconds * 1000);
      else {
        const addresses = Array.from({ length: ADDRESSES }, () => `127.0.0.${nextAddress++}`);
        const roomId = targetSeat.room.roomId;
        const done = await attackers.ask(
          { cmd: 'flood', port, roomId, addresses, connections: CONNECTIONS, maps, rejoin, seconds },
          (seconds + 60) * 1000,
        );
        if (done.ev === 'done') attack = done.figures;
        await sleep(t0 + seconds * 1000 - nowMs()); // connections closed early: the phase still lasts its time
      }
      const cpu1 = await cpu();
      const cpuMicros = cpu1.micros - cpu0.micros;
      const wall = nowMs() - t0;
      for (const p of pingers) p.phase = '';
      await sleep(1000); // the phase's last pongs
      const unanswered = pingers.reduce((n, p) => n + p.unanswered(key), 0);
      results.push({ name, rtts: rtts.get(key)!, unanswered, cpuShare: cpuMicros / 1000 / wall, loop: cpu1, attack });
    };
    await phase('quiet', null, SECONDS);
    for (const maps of MAPS) {
      await phase(`flood ${maps} maps`, false, SECONDS, maps);
      await phase(`  + re-joins`, true, SECONDS, maps);
      await phase('quiet (after)', null, Math.max(3, SECONDS / 3));
    }
    for (const p of pingers) p.stop();
    targetHost.terminate();
    return results;
  } finally {
    attackers.kill();
    server.kill();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');
const pad = (s: string, n: number) => s.padStart(n);

function attackLine(a: AttackFigures): string {
  const kv = (m: Record<string, number>) =>
    Object.entries(m)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ') || 'none';
  return `CPU ${(a.cpuShare * 100).toFixed(0)}%, frames sent ${a.framesSent} (${a.frameBytes} B each), joined ${a.joins}, joins refused {${kv(a.joinRefusals)}}, closed {${kv(a.closes)}}`;
}

console.log(
  `Flood bench: another table's ping round trip (ms) while ${CONNECTIONS} connections flood a table with frames of ${MAPS.join(' and ')} msgpack maps; ` +
    `${SECONDS} s per flood phase, ${ADDRESSES} address(es) per flood phase`,
);
console.log(machineLine());
const verdicts: boolean[] = [];
const ratios: number[] = [];
for (let r = 1; r <= RUNS; r++) {
  const results = await run();
  const quiet = results[0]!;
  const q = Float64Array.from(quiet.rtts).sort();
  const quietP50 = percentile(q, 50);
  console.log(`\nrun ${r}`);
  console.log(
    `${'phase'.padEnd(18)}${pad('pings', 7)}${pad('p50', 8)}${pad('p90', 8)}${pad('p99', 8)}${pad('max', 8)}${pad('p50/quiet', 11)}${pad('server CPU', 12)}${pad('loop p99/max', 15)}`,
  );
  for (const p of results) {
    const s = Float64Array.from(p.rtts).sort();
    const p50 = percentile(s, 50);
    const p99 = percentile(s, 99);
    console.log(
      `${p.name.padEnd(18)}${pad(String(s.length), 7)}${pad(ms(p50), 8)}${pad(ms(percentile(s, 90)), 8)}${pad(ms(p99), 8)}` +
        `${pad(ms(s[s.length - 1] ?? NaN), 8)}${pad((p50 / quietP50).toFixed(2) + 'x', 11)}${pad((p.cpuShare * 100).toFixed(0) + '%', 12)}` +
        `${pad(`${ms(p.loop.loopP99)}/${ms(p.loop.loopMax)}`, 15)}` +
        (p.unanswered ? `  (${p.unanswered} pings unanswered)` : ''),
    );
    if (p.attack) {
      console.log(`${''.padEnd(18)}attack: ${attackLine(p.attack)}`);
      const ok = p50 <= GOAL_RATIO * quietP50 && p99 < GOAL_P99_MS && p.unanswered === 0;
      verdicts.push(ok);
      ratios.push(p50 / quietP50);
    }
  }
}
console.log(
  `\ngoal (under each flood: p50 within ${GOAL_RATIO}x of quiet, p99 under ${GOAL_P99_MS} ms): ` +
    `${verdicts.filter(Boolean).length} of ${verdicts.length} flood phases met it; median p50/quiet ${median(ratios).toFixed(2)}x`,
);
process.exit(0);
