/** Small helpers for the benchmark scripts: medians and spreads of repeated measurements, machine facts. */
import { availableParallelism, cpus, loadavg } from 'node:os';

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const s = xs.slice().sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** "median (min–max, ±spread% around the median)" of repeated figures. */
export function spread(xs: readonly number[], digits = 0): string {
  const m = median(xs);
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  const pct = m > 0 ? ((hi - lo) / 2 / m) * 100 : 0;
  return `${m.toFixed(digits)}  (min ${lo.toFixed(digits)}, max ${hi.toFixed(digits)}, ±${pct.toFixed(0)}%; ${xs.length} runs)`;
}

/** CPU time (user + system) of this process in microseconds since `from` (a process.cpuUsage() value). */
export function cpuMicros(from: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(from);
  return d.user + d.system;
}

/** Core count, CPU model, load average and Node version: print them with every figure. */
export function machineLine(): string {
  const [l1, l5, l15] = loadavg().map((x) => x.toFixed(2));
  const model = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `cores ${availableParallelism()} (${model}), load average ${l1} / ${l5} / ${l15}, node ${process.version}`;
}
