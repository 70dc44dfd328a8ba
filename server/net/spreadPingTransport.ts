/**
 * Colyseus's websocket transport with its keep-alive pings spread over the interval.
 *
 * `@colyseus/ws-transport` pings every connected socket in one burst each `pingInterval` (3 s) and
 * terminates a socket that has missed `pingMaxRetries` pongs in a row. With an audience of thousands
 * that burst is thousands of socket writes in one go (and as many pongs read back right after): an
 * action that arrives meanwhile waits for the whole burst. Here the same pings go out in small slices,
 * one every PING_SLICE_MS, so that each socket is still pinged once per interval and dropped after the
 * same number of missed pongs, but no slice holds the event loop for long.
 */
import '../colyseus/patches.js'; // ws's default export, which the transport's constructor uses
import { WebSocketTransport } from '@colyseus/ws-transport';

/** How often a slice of the sockets is pinged. */
export const PING_SLICE_MS = 100;

/** What the transport keeps on each `ws` socket (`pingCount`, reset by its pong handler). */
export interface PingedSocket {
  pingCount: number;
  /** Pinged once every this many rounds (1 when unset): see pingLessOften. */
  pingEvery?: number;
  /** Rounds passed since this socket's last turn, while `pingEvery` > 1. */
  roundsWaited?: number;
  ping(data?: unknown, mask?: boolean, cb?: (err?: Error) => void): void;
  terminate(): void;
}

/**
 * A socket that is pinged once every `rounds` rounds (and so dropped after that many times the missed
 * pongs' delay). An audience's spectators only receive: a dead one costs its share of each broadcast
 * until it is dropped, while the pings of thousands of live ones cost every round (docs/SCALING.md:
 * run 9's A/B with pings almost off read 13-14 µs of server CPU per spectator per action against
 * 16-20 µs; run 11's, every 12 s against every 3 s, could not tell the CPU apart, and its median p99
 * was lower). Seated players keep the prompt check.
 */
export function pingLessOften(client: { ref?: unknown }, rounds: number): void {
  const socket = client.ref as PingedSocket | undefined;
  if (socket && rounds > 1) socket.pingEvery = Math.floor(rounds);
}

function noop(): void {}

/**
 * One ping round per interval, in `slices` steps: a round takes the sockets connected when it starts
 * and pings (or terminates) an equal share of them at each step. Each socket is pinged once per round,
 * however few there are; one that connects during a round waits for the next (a crowd joining
 * together is not pinged in one burst at the round's end).
 */
export class PingRounds {
  private step = 0;
  private cursor: Iterator<PingedSocket> | null = null;
  private size = 0;
  private visited = 0;

  constructor(
    private readonly slices: number,
    private readonly maxRetries: number,
  ) {}

  next(sockets: Set<PingedSocket>): void {
    if (this.step === 0 || !this.cursor) {
      this.cursor = sockets.values();
      this.size = sockets.size;
      this.visited = 0;
    }
    const last = this.step === this.slices - 1;
    const upTo = last ? this.size : Math.ceil((this.size * (this.step + 1)) / this.slices);
    while (this.visited < upTo) {
      const next = this.cursor.next();
      if (next.done) break;
      this.visited++;
      const socket = next.value;
      if (socket.pingEvery && socket.pingEvery > 1) {
        // A socket's first turn pings it; then it waits pingEvery - 1 rounds.
        socket.roundsWaited = (socket.roundsWaited ?? socket.pingEvery - 1) + 1;
        if (socket.roundsWaited < socket.pingEvery) continue;
        socket.roundsWaited = 0;
      }
      if (socket.pingCount >= this.maxRetries) socket.terminate();
      else {
        socket.pingCount++;
        socket.ping(noop);
      }
    }
    this.step = last ? 0 : this.step + 1;
  }
}

export class SpreadPingTransport extends WebSocketTransport {
  /** Replaces the transport's one burst per interval (its constructor starts this on "listening"). */
  protected autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    const internals = this as unknown as { wss: { clients: Set<PingedSocket> }; pingInterval: NodeJS.Timeout };
    const slices = Math.max(1, Math.round(pingInterval / PING_SLICE_MS));
    const rounds = new PingRounds(slices, pingMaxRetries);
    // Kept where the transport's "close" handler clears it.
    internals.pingInterval = setInterval(() => rounds.next(internals.wss.clients), pingInterval / slices);
  }
}
