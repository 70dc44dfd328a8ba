/** Messages between the audience bench's driver and its server and spectator processes. */

export type ServerCmd =
  | { cmd: 'createTable'; seed: number; botDelayMs: number; roundLimit: number; broadcastDelaySeconds?: number }
  | { cmd: 'createBare'; stateBytes: number }
  | { cmd: 'runBare'; roomId: string; count: number; perSecond: number; patchBytes: number; eventsBytes: number }
  | { cmd: 'usage' }
  | { cmd: 'closeRooms' }
  | { cmd: 'exit' };

export interface Usage {
  cpuMicros: number;
  rss: number;
  heapUsed: number;
}

export type ServerEv =
  | { ev: 'ready'; port: number; processId: string }
  | { ev: 'created'; roomId: string }
  | { ev: 'usage'; usage: Usage }
  | { ev: 'accepted'; version: number; acceptedAt: number; ended: boolean }
  | { ev: 'ok' }
  | { ev: 'error'; message: string };

/** How a spectator joins: a table's own spectators, an audience room of the table, the bare room, or a delayed room (issue 12). */
export type JoinKind = 'table' | 'audience' | 'bare' | 'delayed';

export type SpectatorCmd =
  | { cmd: 'join'; bases: string[]; kind: JoinKind; roomId: string; count: number; width: number }
  | { cmd: 'collect'; accepts: number[]; from: number; to: number }
  | { cmd: 'close' }
  | { cmd: 'exit' };

export interface SpectatorFigures {
  spectators: number;
  /** Latency histogram (0.1 ms buckets) over every (spectator, version) pair in the window. */
  histogram: number[];
  missing: number;
  bytes: number;
  /** Sum of (bytes in window) / spectators / actions inputs: bytes and actions summed. */
  patchFrames: number;
  eventsFrames: number;
  patchBytes: number;
  eventsBytes: number;
  stateBytes: number;
  joinMs: number[];
  cpuMicros: number;
  /** Per server process (its id): the latency histogram of its rooms' spectators, and the latest arrival per version (ms after accept, NaN if none). */
  byProcess: Record<string, { histogram: number[]; worst: number[] }>;
}

export type SpectatorEv = { ev: 'ready' } | { ev: 'ok' } | { ev: 'figures'; figures: SpectatorFigures } | { ev: 'error'; message: string };

export const BUCKET_MS = 0.1;
export const BUCKETS = 100_000; // up to 10 s

/** Histograms of the same buckets, added bucket by bucket (several spectator processes, or their parts). */
export function sumHistograms(hs: readonly { histogram: readonly number[] }[]): number[] {
  return hs[0]!.histogram.map((_, i) => hs.reduce((s, x) => s + x.histogram[i]!, 0));
}

/** p-th percentile (nearest rank) of a histogram of BUCKET_MS buckets. */
export function histogramPercentile(h: number[], p: number): number {
  const n = h.reduce((a, b) => a + b, 0);
  if (n === 0) return NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * n));
  let seen = 0;
  for (let i = 0; i < h.length; i++) {
    seen += h[i]!;
    if (seen >= rank) return (i + 1) * BUCKET_MS;
  }
  return Infinity;
}
