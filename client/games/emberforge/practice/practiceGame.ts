/**
 * Practice offline: the pure engine runs in the page against heuristic bots, writing the same
 * useGameStore fields the network layer writes, so the HUD and the scene work unchanged. The bots are
 * driven by the same host loop as the server's tables (shared/host/hostLoop.ts), seeded the same way.
 * Loaded lazily (dynamic import) so the lobby does not carry the bots.
 */
import { applyAction, createGame, PLAYER_COLORS, redactEvents, viewFor } from '../../../../shared/games/emberforge/index.js';
import type { Action, GameEvent, GameState, PlayerColor, Seat } from '../../../../shared/games/emberforge/index.js';
import type { Clock } from '../../../../shared/host/clock.js';
import { HostLoop } from '../../../../shared/host/hostLoop.js';
import { emberforge } from '../../../../shared/games/emberforge/module.js';
import { Timers } from '../../../../shared/host/timers.js';
import { localSeats, notAtTable, useGameStore, type ActionAnswer } from '../state/gameStore.js';

const BOT_NAMES = ['Brokk', 'Eitri', 'Dvalin', 'Sindri'];
const ME: Seat = 0;
const BOT_DELAY_MS = 600;

const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

let state: GameState | null = null;
let host: HostLoop | null = null;
let nextLogId = 1;

export interface PracticeOptions {
  name: string;
  color: PlayerColor;
  seats: number;
  seed: number;
  roundLimit?: number;
}

export function startPractice(opts: PracticeOptions): void {
  stopPractice();
  const colors = [opts.color, ...PLAYER_COLORS.filter((c) => c !== opts.color)].slice(0, opts.seats);
  const bots = BOT_NAMES.filter((n) => n !== opts.name);
  const players = colors.map((color, i) => ({ name: i === ME ? opts.name : bots[i - 1]!, color }));
  const seed = opts.seed >>> 0;
  state = createGame({ players, seed, ...(opts.roundLimit ? { roundLimit: opts.roundLimit } : {}) });
  host = new HostLoop(
    {
      game: () => state,
      botControlled: (seat) => seat !== ME,
      commitBotMove: (_seat, move) => commit(move.state as GameState, move.events as GameEvent[]),
      turnExpired: () => {}, // no turn clock offline
      report: (message, error) => console.error(`[practice] ${message}`, error ?? ''),
    },
    new Timers(browserClock, (name, e) => console.error(`[practice] timer "${name}" failed:`, e)),
    { botDelayMs: BOT_DELAY_MS, turnSeconds: 0, module: emberforge },
  );
  host.seedBots(seed, players.length);
  useGameStore.setState({
    role: 'player',
    mySeat: ME,
    tableId: 'practice',
    seats: localSeats(players, ME),
    spectatorCount: 0,
    log: [],
    lastError: null,
    table: null,
    connection: 'connected',
    // Answered like the server does (accepted or error), after the new view is published.
    send: (action: Action) => Promise.resolve(play(action)),
    leave: stopPractice,
  });
  publish();
  host.update();
}

export function stopPractice(): void {
  host?.stop();
  host = null;
  state = null;
  useGameStore.setState(notAtTable());
}

function publish(): void {
  if (state) useGameStore.setState({ view: viewFor(state, ME) });
}

/** The player's own action, checked by the engine. */
function play(action: Action): ActionAnswer {
  if (!state) return { ok: false, code: 'not_started', message: 'The practice game is over' };
  const result = applyAction(state, ME, action);
  if (!result.ok) {
    useGameStore.setState({ lastError: { ...result.error, at: Date.now() } });
    return { ok: false, ...result.error };
  }
  commit(result.state, result.events);
  return { ok: true, version: result.state.version };
}

function commit(next: GameState, events: GameEvent[]): void {
  state = next;
  const entries = redactEvents(events, ME).map((event) => ({ id: nextLogId++, event }));
  useGameStore.setState((s) => ({ log: [...s.log, ...entries].slice(-300) }));
  publish();
  host?.update();
}
