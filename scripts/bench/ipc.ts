/** Messages between the bench's server process and its spectator process. */
import type { Mode } from './rawSpectator.js';
import type { Summary } from './stats.js';

export type ToSpectators =
  | { cmd: 'phase' }
  | { cmd: 'join'; base: string; roomId: string; mode: Mode; total: number; sample: number; maxVersion: number }
  | { cmd: 'start'; sendStart: boolean }
  /** accepts[v] = server time version v was accepted (null/NaN = unknown); window is (from, to]. */
  | { cmd: 'collect'; accepts: number[]; from: number; to: number }
  | { cmd: 'report' }
  | { cmd: 'close' }
  | { cmd: 'exit' };

export interface PhaseFigures {
  /** Latency accepted → decoded patch, at the full colyseus.js sample clients (ms). */
  sample: Summary;
  /** Latency accepted → update arrival, at every spectator (ms). */
  all: Summary;
  bytesPerSpectatorPerAction: number;
  bytesMin: number;
  bytesMax: number;
  rawClients: number;
  /** Share of one core the spectator process used while the actions ran. */
  clientCpuShare: number;
  unparsedEvents: number;
}

export type FromSpectators =
  | { ev: 'ready' }
  | { ev: 'ok' }
  | { ev: 'joined'; ms: number }
  | { ev: 'report'; figures: PhaseFigures }
  | { ev: 'error'; message: string };
