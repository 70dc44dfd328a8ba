/** The CPU (µs) the process spends in `fn`, read with getrusage before and after (µs resolution). */
export function cpuAround(fn: () => unknown): number {
  const before = process.cpuUsage();
  fn();
  const d = process.cpuUsage(before);
  return d.user + d.system;
}
