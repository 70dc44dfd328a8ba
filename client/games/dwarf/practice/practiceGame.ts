/**
 * DWARF offline: the pure engine runs in the page against the heuristic bots (2-5 seats) or, alone,
 * against the automa at the level chosen (the engine plays the automa inside every action, it is no
 * bot). Writes the same game-store fields the network layer writes, so the HUD and the scene work
 * unchanged; the bots are paced by the platform's host loop (shared/host/hostLoop.ts), as at a server
 * table. Loaded with DWARF's package.
 */
import { applyAction, createGame, viewFor } from '../../../../shared/games/dwarf/index.js';
import type { Action, AutomaLevel, GameEvent, GameState, MountainOrder } from '../../../../shared/games/dwarf/index.js';
import { AUTOMA_LEVELS, MAX_SEATS, MOUNTAIN_ORDERS } from '../../../../shared/games/dwarf/engine/constants.js';
import { dwarf } from '../../../../shared/games/dwarf/module.js';
import { PLAYER_COLORS } from '../../../../shared/platform/seats.js';
import type { Clock } from '../../../../shared/host/clock.js';
import { HostLoop } from '../../../../shared/host/hostLoop.js';
import { Timers } from '../../../../shared/host/timers.js';
import type { PracticeOptions } from '../../../platform/gamePackage.js';
import { notAtTable } from '../../../state/gameStore.js';
import { localSeats, useGameStore, type ActionAnswer, type GameStoreState } from '../state/gameStore.js';
import { localTable } from './localTable.js';

const BOT_NAMES = ['Brenna', 'Thorin', 'Dagna', 'Korrin', 'Hilde'];
const ME = 0;
const BOT_DELAY_MS = 600;

const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

let state: GameState | null = null;
let host: HostLoop | null = null;
let nextLogId = 1;

/** The automa's level and the Mountain's order from the practice's game options (unknown values: the defaults). */
export function practiceGameOptions(raw: Record<string, unknown> | undefined): { automa: AutomaLevel; mountain: MountainOrder } {
  const automa = AUTOMA_LEVELS.find((l) => l === raw?.automa) ?? 'eldhusfifl';
  const mountain = MOUNTAIN_ORDERS.find((m) => m === raw?.mountain) ?? 'shuffled';
  return { automa, mountain };
}

export function startPractice(opts: PracticeOptions): void {
  stopPractice();
  const seats = Math.min(MAX_SEATS, Math.max(1, Math.round(opts.seats)));
  const colors = [opts.color, ...PLAYER_COLORS.filter((c) => c !== opts.color)].slice(0, seats);
  const bots = BOT_NAMES.filter((n) => n !== opts.name);
  const players = colors.map((color, i) => ({ name: i === ME ? opts.name : bots[i - 1]!, color }));
  const options = practiceGameOptions(opts.gameOptions);
  const seed = opts.seed >>> 0;
  state = createGame({ players, seed, mountain: options.mountain, ...(seats === 1 ? { automa: options.automa } : {}) });
  host = new HostLoop(
    {
      game: () => state,
      botControlled: (seat) => seat !== ME,
      commitBotMove: (_seat, move) => commit(move.state as GameState, move.events as GameEvent[]),
      turnExpired: () => {}, // no turn clock offline
      report: (message, error) => console.error(`[practice] ${message}`, error ?? ''),
    },
    new Timers(browserClock, (name, e) => console.error(`[practice] timer "${name}" failed:`, e)),
    { botDelayMs: BOT_DELAY_MS, turnSeconds: 0, module: dwarf },
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
    table: localTable(seats, seats === 1 ? options : { mountain: options.mountain }),
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
  useGameStore.setState(notAtTable() as Partial<GameStoreState>);
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
  const entries = events.map((event) => ({ id: nextLogId++, event }));
  useGameStore.setState((s) => ({ log: [...s.log, ...entries].slice(-300) }));
  publish();
  host?.update();
}
