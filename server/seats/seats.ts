/**
 * Who sits where at one table, and who is playing each seat. The Colyseus client count cannot do
 * this (maxClients counts spectators too), so seats are managed here; SeatSchema mirrors them.
 */
import { DEFAULT_BOT_LEVEL, type BotLevel } from '../../shared/platform/botLevels.js';
import { PLAYER_COLORS, type PlayerColor, type Seat } from '../../shared/platform/seats.js';
import { freeBotName } from '../lobby/uniqueNames.js';
import { hashSeatKey, matchSeatKey, newSeatKey } from './seatKeys.js';

export type SeatKind = 'empty' | 'human' | 'bot';

export interface SeatRecord {
  seat: Seat;
  kind: SeatKind;
  name: string;
  color: PlayerColor | null;
  /** A bot seat's level (shared/platform/botLevels.ts); DEFAULT_BOT_LEVEL, unused, on other seats. */
  botLevel: BotLevel;
  /** The Colyseus session of the human in this seat (kept while they may reconnect). */
  sessionId: string | null;
  connected: boolean;
  /** Dropped for longer than the grace period: the bot plays until they return. */
  graceExpired: boolean;
  /** Turns in a row the turn clock ran out on (reset when the player acts). */
  missedTurns: number;
  /** The turn (turnKeyOf) the clock ran out on: the bot plays that one turn for the player. */
  coveredTurn: string | null;
  /** Missed AWAY_AFTER_MISSED_TURNS turns in a row: the bot plays until the player acts or sends `resume`. */
  away: boolean;
  /** Left the running game for good: the bot finishes it for them. */
  abandoned: boolean;
  /** SHA-256 (hex) of the human's seat key (seatKeys.ts); stored with the table, never sent anywhere. */
  seatKeyHash: string | null;
  /**
   * A joining human's seat whose write to the store is under way (their join is answered once it is
   * done): taken here (no other join gets the seat, its colour or its name) but not shown (synced
   * state, listing, host seat) until stored; if the write fails the seat is freed and nobody saw it.
   */
  storing: boolean;
}

/** Turns in a row a player may let the clock run out before the seat shows as away. */
export const AWAY_AFTER_MISSED_TURNS = 3;

export class Seats {
  readonly records: SeatRecord[];
  /** The turn being played now (turnKeyOf the game; set by the room before every sync). */
  currentTurn: string | null = null;
  /**
   * Each human seat's key, in this process's memory only while that human holds the seat, so that
   * every `welcome` to the seat's own connection (a quick reconnection, `hello`) can carry it again.
   * After a restart it is learnt back from the key its owner reclaims the seat with.
   */
  private readonly keys = new Map<Seat, string>();

  constructor(count: number) {
    this.records = Array.from({ length: count }, (_, seat) => emptySeat(seat));
  }

  get count(): number {
    return this.records.length;
  }

  bySession(sessionId: string): SeatRecord | undefined {
    return this.records.find((r) => r.kind === 'human' && r.sessionId === sessionId);
  }

  /** The requested seat if free, else the first free seat; -1 when the table is full. */
  freeSeat(preferred: Seat | null): Seat {
    if (preferred !== null) return this.records[preferred]?.kind === 'empty' ? preferred : -1;
    return this.records.findIndex((r) => r.kind === 'empty');
  }

  /** The requested colour if nobody uses it, else (when none was requested) the first free colour. */
  pickColor(requested: PlayerColor | null): PlayerColor | null {
    const taken = new Set(this.records.map((r) => r.color));
    if (requested !== null) return taken.has(requested) ? null : requested;
    return PLAYER_COLORS.find((c) => !taken.has(c)) ?? null;
  }

  /** Seats a human and makes the seat's key (only its hash stays on the record; seatKeyOf gives the key). */
  seatHuman(seat: Seat, sessionId: string, name: string, color: PlayerColor): SeatRecord {
    const r = this.records[seat]!;
    const key = newSeatKey();
    Object.assign(r, emptySeat(seat), { kind: 'human', name, color, sessionId, connected: true, seatKeyHash: hashSeatKey(key) });
    this.keys.set(seat, key);
    return r;
  }

  /**
   * The key of a human seat, while this process knows it (null after a restart until it is reclaimed).
   * Only a key that still fits the record's hash (a record restored or rewritten from the store wins).
   */
  seatKeyOf(seat: Seat): string | null {
    const r = this.records[seat];
    const key = this.keys.get(seat);
    if (!r || r.kind !== 'human' || !key || !r.seatKeyHash) return null;
    return hashSeatKey(key) === r.seatKeyHash ? key : null;
  }

  /** The human seat this key belongs to (compared in constant time against every seat), or undefined. */
  bySeatKey(key: string): SeatRecord | undefined {
    const i = matchSeatKey(
      key,
      this.records.map((r) => (r.kind === 'human' ? r.seatKeyHash : null)),
    );
    if (i < 0) return undefined;
    this.keys.set(i, key); // proven: known again for later welcomes (after a restart it was not)
    return this.records[i];
  }

  /** Fills up to `count` empty seats with bots of `level`; returns how many were added. */
  addBots(count: number, level: BotLevel): number {
    let added = 0;
    for (const r of this.records) {
      if (added >= count) break;
      if (r.kind !== 'empty') continue;
      const color = this.pickColor(null);
      if (!color) break;
      const name = freeBotName(this.records, r.seat); // distinct from every name at the table
      Object.assign(r, emptySeat(r.seat), { kind: 'bot', name, color, botLevel: level, connected: true });
      added++;
    }
    return added;
  }

  vacate(seat: Seat): void {
    Object.assign(this.records[seat]!, emptySeat(seat));
    this.keys.delete(seat);
  }

  isFull(): boolean {
    return this.records.every((r) => r.kind !== 'empty');
  }

  /** The level of the bot playing this seat: a bot seat's own; a human's seat the bot covers, the table's `takeover` level. */
  botLevelOf(seat: Seat, takeover: BotLevel): BotLevel {
    const r = this.records[seat];
    return r?.kind === 'bot' ? r.botLevel : takeover;
  }

  /** The bot plays this seat right now (at botLevelOf). */
  botControlled(seat: Seat): boolean {
    const r = this.records[seat];
    if (!r) return false;
    return r.kind === 'bot' || r.abandoned || r.graceExpired || r.away || (r.coveredTurn !== null && r.coveredTurn === this.currentTurn);
  }

  /**
   * The turn clock ran out on this human's turn: the bot plays this one turn for them, and the seat
   * comes back to them on their next turn, unless they missed AWAY_AFTER_MISSED_TURNS in a row (then
   * it stays with the bot, shown away, until they act).
   */
  turnTimedOut(seat: Seat): { missed: number; away: boolean } | null {
    const r = this.records[seat];
    if (!r || r.kind !== 'human') return null;
    r.missedTurns++;
    r.coveredTurn = this.currentTurn;
    if (r.missedTurns >= AWAY_AFTER_MISSED_TURNS) r.away = true;
    return { missed: r.missedTurns, away: r.away };
  }

  /** The player acted (or asked for the seat back): the seat is theirs again, no misses counted. */
  playerBack(seat: Seat): boolean {
    const r = this.records[seat];
    if (!r) return false;
    const changed = r.away || r.coveredTurn !== null || r.missedTurns > 0;
    r.away = false;
    r.coveredTurn = null;
    r.missedTurns = 0;
    return changed;
  }

  humans(): SeatRecord[] {
    return this.records.filter((r) => r.kind === 'human');
  }

  /** The seats as others are shown them (synced state, lobby listing): a seat still being stored is empty. */
  shown(): SeatRecord[] {
    return this.records.map((r) => (r.storing ? emptySeat(r.seat) : r));
  }
}

function emptySeat(seat: Seat): SeatRecord {
  return {
    seat,
    kind: 'empty',
    name: '',
    color: null,
    botLevel: DEFAULT_BOT_LEVEL,
    sessionId: null,
    connected: false,
    graceExpired: false,
    missedTurns: 0,
    coveredTurn: null,
    away: false,
    abandoned: false,
    seatKeyHash: null,
    storing: false,
  };
}
