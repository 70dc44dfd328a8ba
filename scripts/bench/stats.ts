/** Percentiles over latency samples (nearest-rank). */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export interface Summary {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarize(samples: number[] | Float64Array): Summary {
  const s = Float64Array.from(samples).sort();
  return { n: s.length, p50: percentile(s, 50), p99: percentile(s, 99), max: s.length ? s[s.length - 1]! : NaN };
}
