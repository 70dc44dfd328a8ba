/**
 * Real games, recorded the way the server stores them: a table, its seats, the start (config with a
 * 256-bit secret seed) and every accepted action with its version and time, played by the engine's
 * seeded random player. For the store's tests and anything that needs a stored game.
 */
import { createHash } from 'node:crypto';
import { PLAYER_COLORS, type Action, type GameConfig } from '../../../shared/games/emberforge/index.js';
import { playRandomGame } from '../../../shared/games/emberforge/engine/randomPlay.js';
import type { TableOptions } from '../../../shared/protocol/tableOptions.js';
import { NO_BOT_COVER, type GameResult, type NewTable, type StoredAction, type StoredSeat } from '../../store/gameStore.js';

export interface RecordedGame {
  table: NewTable;
  seats: StoredSeat[];
  start: { config: GameConfig; botSeed: number; startedAt: number };
  /** Every accepted action in order; the last one ended the game. */
  actions: (StoredAction & { action: Action })[];
  result: GameResult;
}

/** A 64-hex-digit secret seed (as gameSecret.ts makes), derived from n so tests are repeatable. */
export function secretSeed(n: number): string {
  return createHash('sha256').update(`emberforge test seed ${n}`).digest('hex');
}

/** A finished game of `players` seats (seat 0 human, the others bots), its clock starting at `t0`. */
export function recordedGame(n: number, opts: { players?: number; t0?: number; id?: string; endedAt?: number } = {}): RecordedGame {
  const players = opts.players ?? 2;
  let t0 = opts.t0 ?? 1_700_000_000_000 + n * 10_000_000;
  const id = opts.id ?? `table${n}`;
  const options: TableOptions = {
    name: `Forge night ${n}`,
    seatCount: players,
    turnSeconds: 0,
    spectatorsAllowed: true,
    isPrivate: false,
    botDelayMs: 0,
    broadcastDelaySeconds: 0,
    casterView: false,
    casterName: null,
    game: 'emberforge',
    liveSpectators: true,
    botLevel: 'easy',
    gameOptions: { roundLimit: 12, startPlayer: 'random' },
  };
  const names = ['Ada', 'Brokk', 'Cinder', 'Durin'];
  const config: GameConfig = {
    players: PLAYER_COLORS.slice(0, players).map((color, i) => ({ name: names[i]!, color })),
    seed: secretSeed(n),
    roundLimit: 12,
    startPlayer: 'random',
  };
  const { state, log } = playRandomGame(config, n);
  if (!state.winner) throw new Error('the random game did not end');
  if (opts.endedAt !== undefined) t0 = opts.endedAt - 10_000 - (log.length - 1) * 1_000; // its last action at endedAt
  return {
    table: { id, name: options.name, options, createdAt: t0 },
    seats: config.players.map((p, seat) => ({
      seat,
      kind: seat === 0 ? 'human' : 'bot',
      name: p.name,
      color: p.color,
      seatKeyHash: seat === 0 ? createHash('sha256').update(`key of ${id}`).digest('hex') : null,
      // Game 1's player let the bot take over every way there is (stored and read back as written).
      ...(seat === 0 && n === 1
        ? { missedTurns: 3, away: true, graceExpired: true, abandoned: true, coveredTurn: '7:activation:3:0' }
        : NO_BOT_COVER),
    })),
    start: { config, botSeed: 4_000_000_000 + n, startedAt: t0 + 5_000 },
    actions: log.map((entry, i) => ({ version: i + 1, seat: entry.seat, action: entry.action, at: t0 + 10_000 + i * 1_000 })),
    result: { winners: state.winner.seats, victory: state.winner.reason, rounds: state.round },
  };
}
