/**
 * The real TableRoom (server/rooms/TableRoom.ts), unchanged, plus a bench-only probe: the time each
 * action was accepted (entry of the room's commit, after the engine said ok) and the time commit
 * returned (patch and events handed to every socket). The probe reports to the bench process
 * directly; nothing extra goes to clients, so spectators receive exactly what real clients get.
 *
 * The room has no public hook for this, so the probe wraps the private `commit` on the instance.
 * With benchFlags.cork it also tries a proposed fix (one write per spectator per action instead of
 * two), reported on its own line.
 */
import type { GameState } from '../../shared/index.js';
import type { ServerConfig } from '../../server/config.js';
import { makeTableRoom } from '../../server/rooms/TableRoom.js';
import { nowMs } from './clock.js';

export interface AcceptProbe {
  (version: number, acceptedAt: number, sentAt: number, ended: boolean): void;
}

/** Tries the proposed fix: hold each client's socket corked while commit writes patch + events. */
export const benchFlags = { cork: false };

type Corkable = { ref?: { _socket?: { cork(): void; uncork(): void } } };

export function makeBenchTableRoom(cfg: ServerConfig, probe: AcceptProbe) {
  const Base = makeTableRoom(cfg);
  return class BenchTableRoom extends Base {
    override async onCreate(options: unknown): Promise<void> {
      const self = this as unknown as { commit: (next: GameState, ...rest: unknown[]) => void };
      const commit = self.commit;
      self.commit = function (this: unknown, next: GameState, ...rest: unknown[]) {
        const t = nowMs();
        const sockets = benchFlags.cork ? (this as { clients: Iterable<Corkable> }).clients : [];
        for (const c of sockets) c.ref?._socket?.cork();
        commit.call(this, next, ...rest);
        for (const c of sockets) c.ref?._socket?.uncork();
        probe(next.version, t, nowMs(), next.phase === 'ended');
      };
      await super.onCreate(options);
    }
  };
}
