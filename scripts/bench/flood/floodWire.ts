/** Messages between the flood bench and its processes. */

export type ToAttackers =
  | {
      cmd: 'flood';
      port: number;
      roomId: string;
      /** Loopback addresses the connections come from (connection i uses address i mod n). */
      addresses: string[];
      connections: number;
      maps: number;
      rejoin: boolean;
      seconds: number;
    }
  | { cmd: 'exit' };

export interface AttackFigures {
  frameBytes: number;
  framesSent: number;
  /** Connections that joined the table (the WebSocket's JOIN_ROOM came). */
  joins: number;
  /** Matchmaking calls refused, by HTTP status (0: no answer, the connection was dropped). */
  joinRefusals: Record<string, number>;
  /** WebSocket closes by code (an HTTP status for an upgrade the server refused). */
  closes: Record<string, number>;
  /** Frames the server sent the attackers. */
  framesIn: number;
  /** The attacker process's CPU time over the phase / its wall time. */
  cpuShare: number;
}

export type FromAttackers = { ev: 'ready' } | { ev: 'done'; figures: AttackFigures } | { ev: 'error'; message: string };

export type FromServer =
  | { ev: 'ready'; port: number }
  | { ev: 'cpu'; micros: number; loopP50: number; loopP99: number; loopMax: number }
  | { ev: 'error'; message: string };
export type ToServer = { cmd: 'cpu' } | { cmd: 'exit' };
