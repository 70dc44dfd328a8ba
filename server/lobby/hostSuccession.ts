/**
 * Who hosts a lobby after its host left: a connected human in a seat, never a spectator (a spectator
 * made host could start the game for the players). With nobody seated the table has no host and
 * waits: the next human to take a seat becomes host (TableRoom.onJoin).
 */
import type { Seats } from '../seats/seats.js';

export function nextHost(seats: Seats, leaving: string): string | null {
  return seats.humans().find((r) => r.connected && r.sessionId !== null && r.sessionId !== leaving)?.sessionId ?? null;
}
