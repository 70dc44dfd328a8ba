/** What a table stores of its seats and of its game's result (written by rooms/persistence.ts). */
import type { GameState } from '../../shared/index.js';
import { botCoverOf, type GameResult, type StoredSeat } from '../store/gameStore.js';
import type { SeatRecord } from '../seats/seats.js';

/** The game's result when this state ended it (stored in the last action's transaction). */
export function resultOf(state: GameState): GameResult | undefined {
  if (state.phase !== 'ended' || !state.winner) return undefined;
  return { winners: [...state.winner.seats], victory: state.winner.reason, rounds: state.round };
}

/** What is stored of the seats, as one string to compare (written by hand: it runs after every action; a test checks it follows every stored field). */
export function seatsKey(records: readonly SeatRecord[]): string {
  let key = '';
  for (const r of records) {
    key += `${r.kind}\u0000${r.name}\u0000${r.color}\u0000${r.kind === 'human' ? r.seatKeyHash : ''}`;
    key += `\u0000${r.missedTurns}${r.away ? 'a' : ''}${r.graceExpired ? 'g' : ''}${r.abandoned ? 'x' : ''}\u0000${r.coveredTurn ?? ''}\u0001`;
  }
  return key;
}

export function storedSeats(records: readonly SeatRecord[]): StoredSeat[] {
  return records.map((r) => ({
    seat: r.seat,
    kind: r.kind,
    name: r.name,
    color: r.color,
    seatKeyHash: r.kind === 'human' ? r.seatKeyHash : null,
    ...botCoverOf(r),
  }));
}
