/**
 * One clock for both bench processes: process.hrtime reads CLOCK_MONOTONIC, which on Linux is the
 * same system-wide clock in every process, so a server timestamp and a client timestamp subtract
 * directly (unlike Date.now(), and more exact than performance.timeOrigin + performance.now()).
 */
export function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
