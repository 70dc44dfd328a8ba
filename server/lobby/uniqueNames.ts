/**
 * Names at one table are distinct, humans and bots alike, compared by `nameKey` (case, accents,
 * width and spaces ignored): nobody can pass for a bot or for another player.
 */
import { nameKey } from '../../shared/protocol/playerName.js';
import { joinRefused } from '../rooms/refusals.js';

/** What the names need of a seat (a SeatRecord fits). */
interface NamedSeat {
  kind: 'empty' | 'human' | 'bot';
  name: string;
}

const BOT_NAMES = ['Brokk', 'Eitri', 'Dvalin', 'Sindri'];

function takenKeys(records: readonly NamedSeat[]): Set<string> {
  return new Set(records.filter((r) => r.kind !== 'empty').map((r) => nameKey(r.name)));
}

/** Throws (a clear join error) when someone at the table already has this name. */
export function refuseTakenName(records: readonly NamedSeat[], name: string): void {
  if (takenKeys(records).has(nameKey(name))) throw joinRefused(`The name "${name}" is taken at this table: choose another`);
}

/** A bot name nobody at the table has. */
export function freeBotName(records: readonly NamedSeat[], seat: number): string {
  const taken = takenKeys(records);
  const free = BOT_NAMES.find((n) => !taken.has(nameKey(n)));
  if (free) return free;
  for (let i = seat + 1; ; i++) if (!taken.has(nameKey(`Bot ${i}`))) return `Bot ${i}`;
}
