/** What a table stores of its seats and of its game's result (written by rooms/persistence.ts). */
import type { AnyGameModule } from '../../shared/platform/gameModule.js';
import { botCoverOf, type GameResult, type StoredSeat } from '../store/gameStore.js';
import type { SeatRecord } from '../seats/seats.js';

/**
 * The game's result when this state ended it (stored in the last action's transaction), as its module's
 * outcome tells it: the winning seats (none when the table won or lost together) and the reason; `rounds`
 * where the game's state counts rounds (Emberforge's `round`), else 0.
 */
export function resultOf(game: AnyGameModule, state: unknown): GameResult | undefined {
  const outcome = game.outcome(state);
  if (!outcome) return undefined;
  const round = (state as { round?: unknown }).round;
  return {
    winners: outcome.kind === 'winners' ? [...outcome.seats] : [],
    victory: outcome.reason,
    rounds: typeof round === 'number' ? round : 0,
  };
}

/** What is stored of the seats, as one string to compare (written by hand: it runs after every action; a test checks it follows every stored field). */
export function seatsKey(records: readonly SeatRecord[]): string {
  let key = '';
  for (const r of records) {
    key += `${r.kind}\u0000${r.name}\u0000${r.color}\u0000${r.kind === 'human' ? r.seatKeyHash : ''}`;
    key += `\u0000${r.missedTurns}${r.away ? 'a' : ''}${r.graceExpired ? 'g' : ''}${r.abandoned ? 'x' : ''}\u0000${r.coveredTurn ?? ''}`;
    key += `\u0000${r.kind === 'bot' ? r.botLevel : ''}\u0001`;
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
    botLevel: r.kind === 'bot' ? r.botLevel : null,
  }));
}
