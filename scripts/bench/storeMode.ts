/**
 * `npm run bench:server -- --store [--cpu-phases 2 --step-pairs 4]`: what the store costs. The same table (4 heuristic bots,
 * botDelayMs 0, fixed seeds; watched by the 20 sample spectators, then by 100; `--counts` to change)
 * is played with persistence off and on
 * (SQLite in a temp directory, each action written before it is sent), alternating off/on phases
 * `--runs` times in one run; server CPU per accepted action (process.cpuUsage over the actions) is
 * compared as the ratio of the medians. Goal: the store costs at most 10% extra. Both sides are tables of
 * the same room class (benchTableRoom.ts); `--aa` runs both without the store (the bench's noise floor).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openStore } from '../../server/store/openStore.js';
import type { GameStore } from '../../server/store/gameStore.js';
import { actionStepCpu } from './actionStepCpu.js';
import { cpuAround } from './cpuAround.js';

export const STORE_MODE = process.argv.includes('--store');
const GOAL_EXTRA = 0.1;
/** `--aa`: both sides without the store (an A/A run: what the bench reads when nothing differs). */
const AA = process.argv.includes('--aa');

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

export interface BenchStore {
  store: GameStore;
  dir: string;
  /** Time (µs) spent inside the store's calls (synchronous with SQLite), and how many appendAction calls. */
  inside: { micros: number; appends: number };
  /**
   * In the extra phases only (`cpu.on`): the process's CPU time (µs) around each append, read with
   * getrusage before and after it, and how many appends were read.
   */
  cpu: { on: boolean; micros: number; appends: number };
}

/**
 * What a `cpuAround` window costs with nothing in it (µs): the two getrusage calls' own share of the
 * window, subtracted from every append's reading. The median of `n` windows.
 */
function emptyWindowMicros(n = 2000): number {
  const xs: number[] = [];
  for (let i = 0; i < n; i++) xs.push(cpuAround(() => undefined));
  xs.sort((a, b) => a - b);
  return xs[Math.floor(n / 2)]!;
}

export async function openBenchStore(): Promise<BenchStore> {
  const sync = arg('sync', 'NORMAL').toUpperCase() === 'FULL' ? 'FULL' : 'NORMAL';
  const dir = mkdtempSync(path.join(tmpdir(), 'emberforge-bench-'));
  const store = await openStore({ dataDir: dir, sqliteSync: sync });
  const inside = { micros: 0, appends: 0 };
  const cpu = { on: false, micros: 0, appends: 0 };
  // SQLite (better-sqlite3) runs synchronously inside each call: its time is measured around it, with
  // the monotonic clock: an upper bound of the store's CPU (it also counts any time the thread was
  // descheduled meanwhile). Not process.cpuUsage: a getrusage per call measured ~12 µs here, and it would
  // be counted against the store (a profile of the store-on phases showed it).
  // Each method is wrapped once (a Proxy's trap would build a closure on every call, counted against
  // the store); anything else (kind, describe) is read through the prototype.
  const measured = Object.create(store) as GameStore;
  const methods = measured as unknown as Record<string, (...a: unknown[]) => unknown>;
  for (const key of methodNames(store)) {
    const method = (store as unknown as Record<string, (...a: unknown[]) => unknown>)[key]!.bind(store);
    const append = key === 'appendAction' || key === 'appendActionNow';
    methods[key] = (...args: unknown[]) => {
      if (append && cpu.on) {
        let r: unknown;
        cpu.micros += cpuAround(() => (r = method(...args)));
        cpu.appends++;
        return r;
      }
      const t0 = performance.now();
      const r = method(...args);
      inside.micros += (performance.now() - t0) * 1000;
      if (append) inside.appends++;
      return r;
    };
  }
  return { store: measured, dir, inside, cpu };
}

function methodNames(store: GameStore): string[] {
  const proto = Object.getPrototypeOf(store) as object;
  return Object.getOwnPropertyNames(proto).filter(
    (k) => k !== 'constructor' && typeof (store as unknown as Record<string, unknown>)[k] === 'function',
  );
}

interface PhaseCpu {
  actions: number;
  cpuMicrosPerAction: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The store's cost at each spectator count (alone in its own warm-up and pairs), then a summary. */
export async function storeMode(
  bench: BenchStore,
  counts: number[],
  play: (withStore: boolean, spectators: number) => Promise<PhaseCpu>,
): Promise<void> {
  const runs = Math.max(1, Number(arg('runs', '16')));
  const warmups = Math.max(1, Number(arg('warmups', '12')));
  if (AA) console.log('A/A run (--aa): the "on" side runs WITHOUT the store too: any difference is the bench\'s own noise');
  console.log(
    `Store on/off: ${bench.store.describe}; per spectator count, ${runs} pairs of off/on phases in alternating order (after ${warmups} warm-up pairs)`,
  );
  const summary: string[] = [];
  for (const spectators of counts) {
    console.log(`\n${spectators} spectators per table:`);
    summary.push(`  ${spectators} spectators: ${await storeAt(bench, runs, warmups, (withStore) => play(withStore, spectators))}`);
  }
  console.log(`\nThe store's cost per accepted action (goal ≤ +${GOAL_EXTRA * 100}%), by the table's audience:\n${summary.join('\n')}`);
  await bench.store.close();
  rmSync(bench.dir, { recursive: true, force: true });
}

/** Extra pairs of phases after the measured ones, in which every action's step is read (`--step-pairs`). */
const STEP_PAIRS = Math.max(1, Number(arg('step-pairs', '4')));

/** Extra store-on phases after the pairs, in which every append is read with getrusage (`--cpu-phases`). */
const CPU_PHASES = Math.max(1, Number(arg('cpu-phases', '2')));

/**
 * The store's CPU per append inside a game, read around each append. Kept out of the paired phases:
 * two getrusage calls per action (about 2 x 6 µs here) would be counted against the store there.
 */
async function ownCpu(bench: BenchStore, play: (withStore: boolean) => Promise<PhaseCpu>) {
  const empty = emptyWindowMicros();
  bench.cpu.micros = 0;
  bench.cpu.appends = 0;
  bench.cpu.on = true;
  try {
    for (let i = 0; i < CPU_PHASES; i++) await play(true);
  } finally {
    bench.cpu.on = false;
  }
  return { empty, appends: bench.cpu.appends, micros: bench.cpu.micros / bench.cpu.appends - empty };
}

async function storeAt(bench: BenchStore, runs: number, warmups: number, play: (withStore: boolean) => Promise<PhaseCpu>): Promise<string> {
  // The process keeps getting faster over its first phases (the JIT): several warm-up pairs first. With
  // 3 the optimizing compiler was still at work in the measured phases (a profile: ~25-50 µs per action
  // on its threads), more in the phases that had just switched side: the on/off gap then exceeded the
  // time spent inside the store by 30-70 µs per action.
  for (let i = 0; i < warmups; i++) {
    await play(false);
    await play(true);
  }
  const off: number[] = [];
  const on: number[] = [];
  bench.inside.micros = 0;
  bench.inside.appends = 0;
  for (let i = 0; i < runs; i++) {
    // The order alternates (off-on, on-off, ...): the second phase of a pair inherits the first one's
    // garbage and warmed caches, which would otherwise always weigh on the same side.
    const offFirst = i % 2 === 0;
    const first = await play(!offFirst && !AA);
    const second = await play(offFirst && !AA);
    const [a, b] = offFirst ? [first, second] : [second, first];
    off.push(a.cpuMicrosPerAction);
    on.push(b.cpuMicrosPerAction);
    console.log(
      `  run ${i + 1} (${offFirst ? 'off, on' : 'on, off'}): store off ${a.cpuMicrosPerAction.toFixed(1)} µs/action (${a.actions} actions), on ${b.cpuMicrosPerAction.toFixed(1)} µs/action (${b.actions} actions)`,
    );
  }
  const ratio = median(on) / median(off);
  const paired = median(on.map((x, i) => x / off[i]!));
  console.log(`Server CPU per accepted action, median: store off ${median(off).toFixed(1)} µs, on ${median(on).toFixed(1)} µs`);
  const storeMicros = bench.inside.micros / bench.inside.appends;
  console.log(
    `  time inside the store's calls (upper bound of their CPU): ${storeMicros.toFixed(1)} µs per accepted action (${bench.inside.appends} appends) = ${((storeMicros / median(off)) * 100).toFixed(1)}% of the store-off CPU per action`,
  );
  console.log(`  median of the per-run ratios on/off: ${paired.toFixed(3)} (the machine is noisy: each phase alone varies by ±25%)`);
  const step = await actionStepCpu(STEP_PAIRS, (withStore) => play(withStore && !AA));
  console.log(
    `  CPU of an action's step (decide, write, send to every socket), read with getrusage around it in ${STEP_PAIRS} extra pairs (${step.steps} steps): store off ${step.off.toFixed(1)} µs, on ${step.on.toFixed(1)} µs: the store adds ${(step.on - step.off).toFixed(1)} µs = ${(((step.on - step.off) / median(off)) * 100).toFixed(1)}% of the store-off CPU per action`,
  );
  const own = AA ? null : await ownCpu(bench, play);
  if (own)
    console.log(
      `  the store's own CPU, read around each append in ${CPU_PHASES} extra store-on phases (getrusage before and after it, the empty window's ${own.empty.toFixed(1)} µs subtracted; process-wide, so V8's helper threads count too): ${own.micros.toFixed(1)} µs per append (${own.appends} appends) = ${((own.micros / median(off)) * 100).toFixed(1)}% of the store-off CPU per action`,
    );
  const verdict = `ratio on/off = ${ratio.toFixed(3)} (+${((ratio - 1) * 100).toFixed(1)}%; store off ${median(off).toFixed(0)} µs, on ${median(on).toFixed(0)} µs; inside the store ${storeMicros.toFixed(1)} µs): ${ratio <= 1 + GOAL_EXTRA ? 'MET' : 'MISSED'}`;
  console.log(`  ${verdict}`);
  return verdict;
}
