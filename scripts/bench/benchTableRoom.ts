/**
 * The real TableRoom (server/rooms/TableRoom.ts), unchanged, with the server's public `onAccepted`
 * probe (ServerConfig) set: for each accepted action, the time the engine accepted it (entry of the
 * room's commit) and the time commit had handed patch and events to every socket, both on the
 * monotonic clock of clock.ts. The probe reports to the bench process directly; nothing extra goes
 * to clients, so spectators receive exactly what real clients get.
 */
import type { ServerConfig } from '../../server/config.js';
import { makeTableRoom } from '../../server/rooms/TableRoom.js';
import type { GameStore } from '../../server/store/gameStore.js';

export interface AcceptProbe {
  (version: number, acceptedAt: number, sentAt: number, ended: boolean): void;
}

export function makeBenchTableRoom(cfg: ServerConfig, probe: AcceptProbe, store: GameStore | null = null) {
  const off: ServerConfig = { ...cfg, onAccepted: (a) => probe(a.version, a.acceptedAt, a.sentAt, a.ended) };
  const on: ServerConfig = { ...off, store };
  /**
   * One room class for both sides of the store bench: a table created with `{ benchStore: true }`
   * writes to the store, any other does not. (Two classes, one per side, measured 6-12% apart with
   * the store off in both: an A/A test. One class leaves only the store between the two sides.)
   */
  return class BenchTableRoom extends makeTableRoom(off) {
    override async onCreate(options: unknown): Promise<void> {
      if ((options as { benchStore?: unknown } | null)?.benchStore === true) this.cfg = on;
      return super.onCreate(options);
    }
  };
}
