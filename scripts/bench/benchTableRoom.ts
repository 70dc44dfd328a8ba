/**
 * The real TableRoom (server/rooms/TableRoom.ts), unchanged, with the server's public `onAccepted`
 * probe (ServerConfig) set: for each accepted action, the time the engine accepted it (entry of the
 * room's commit) and the time commit had handed patch and events to every socket, both on the
 * monotonic clock of clock.ts. The probe reports to the bench process directly; nothing extra goes
 * to clients, so spectators receive exactly what real clients get.
 */
import type { ServerConfig } from '../../server/config.js';
import { makeTableRoom } from '../../server/rooms/TableRoom.js';

export interface AcceptProbe {
  (version: number, acceptedAt: number, sentAt: number, ended: boolean): void;
}

export function makeBenchTableRoom(cfg: ServerConfig, probe: AcceptProbe) {
  return makeTableRoom({ ...cfg, onAccepted: (a) => probe(a.version, a.acceptedAt, a.sentAt, a.ended) });
}
