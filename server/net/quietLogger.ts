/**
 * Colyseus's logger, so that clients cannot flood the log. Colyseus prints the whole stack of every
 * error a client causes (a websocket upgrade without a reservation: 9 lines each, so 2,000 upgrades
 * wrote ~18,000 lines; an oversized frame; a refused join). Here:
 * - an error a client caused (a plain `Error`, or ws refusing a frame: `Max payload size exceeded`,
 *   `Invalid WebSocket frame: ...`) is one short line;
 * - every kind of line (its first line, ids masked) is printed at most once per window, and the
 *   next one printed says how many were left out;
 * - errors of the server's own code (TypeError, ...) keep their stack, under the same limit.
 */
export type Sink = (line: string) => void;

/**
 * What ws says when it refuses a client's frame (ws/lib/receiver.js). Colyseus's ws-transport logs such
 * an error as `err.message + "\n" + err.stack`, so the first line is the bare message, with no
 * `RangeError: ` in front.
 */
const WS_FRAME_ERROR =
  /^((Range)?Error: )?(Max payload size exceeded|Invalid WebSocket frame|Unsupported WebSocket frame|Too many message fragments|Too many buffered chunks)/;
const CLIENT_CAUSED = /^(Error: |Error \[WS_ERR)/;
const MAX_LINE = 200;
const MAX_KINDS = 200;

export class QuietLogger {
  private readonly kinds = new Map<string, { since: number; left: number }>();

  constructor(
    private readonly sink: Sink = (line) => console.error(line),
    private readonly windowMs = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(): void {}
  trace(): void {}

  private write(level: string, args: unknown[]): void {
    const text = args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' ');
    const first = text.split('\n', 1)[0]!;
    const short = CLIENT_CAUSED.test(first) || WS_FRAME_ERROR.test(first) || level !== 'error';
    const line = `[colyseus ${level}] ${(short ? first : text).slice(0, short ? MAX_LINE : 4000)}`;
    const kind = first.replace(/[A-Za-z0-9_-]{8,}/g, '*').slice(0, MAX_LINE);
    const t = this.now();
    const k = this.kinds.get(kind);
    if (k && t - k.since < this.windowMs) {
      k.left++;
      return;
    }
    if (!k && this.kinds.size >= MAX_KINDS) this.kinds.clear();
    const left = k?.left ?? 0;
    this.kinds.set(kind, { since: t, left: 0 });
    this.sink(left > 0 ? `${line} (and ${left} more like it since the last one)` : line);
  }
}
