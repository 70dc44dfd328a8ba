/**
 * Who hosts a lobby after its host left: a connected human in a seat, never a spectator (a spectator
 * made host could start the game for the players). With nobody seated the table has no host and
 * waits: the next human to take a seat becomes host (TableRoom.onJoin). A player whose seat is stored
 * comes before one whose seat is still being written (not shown yet, and refused if the write fails).
 */
import type { Seats } from '../seats/seats.js';

export function nextHost(seats: Seats, leaving: string): string | null {
  const candidates = seats.humans().filter((r) => r.connected && r.sessionId !== null && r.sessionId !== leaving);
  return (candidates.find((r) => !r.storing) ?? candidates[0])?.sessionId ?? null;
}
