/**
 * A game played offline in this page (?practice=1, the lobby's practice box): the game's module runs
 * here against its bots, writing the same game-store fields the network layer writes, so the game's
 * HUD and scene work unchanged. The bots are paced by the same host loop as the server's tables
 * (shared/host/hostLoop.ts), seeded the same way; the seat in the page is seat 0. Each game's
 * practice/practiceGame.ts names its players and options and calls this.
 *
 * The bots play at the level chosen (issue 42): Easy is the game's heuristic bot; Normal and Hard search
 * in a Web Worker (searchWorker.ts, through SearchBotClient, the host loop's thinker), never on this
 * thread, and get only their seat's view; without an answer in time the heuristic bot plays, as at a
 * server's table.
 */
import { DEFAULT_BOT_LEVEL, SEARCH_BUDGET_MS, type BotLevel } from '../../shared/platform/botLevels.js';
import type { AnyGameModule, SeatPlayer } from '../../shared/platform/gameModule.js';
import { PLAYER_COLORS } from '../../shared/platform/seats.js';
import type { Clock } from '../../shared/host/clock.js';
import { HostLoop } from '../../shared/host/hostLoop.js';
import { Timers } from '../../shared/host/timers.js';
import { SearchBotClient, spawnSearchWorker } from './searchBotClient.js';
import { localSeats, notAtTable, useGameStore, type ActionAnswer, type GameStoreState, type TableInfo } from '../state/gameStore.js';

const ME = 0;
const BOT_DELAY_MS = 600;

const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

let practice: { module: AnyGameModule; state: unknown; host: HostLoop; thinker: SearchBotClient | null } | null = null;
let nextLogId = 1;

export interface PracticeSetup {
  /** In seat order, the page's player first. */
  players: readonly SeatPlayer[];
  seed: number;
  /** The game's own table options, as its module's optionsSchema reads them. */
  options: unknown;
  /** The table the store shows (a game other than the default names itself there), or null. */
  table: TableInfo | null;
  /** Every bot's level (Easy without it; a searching level the game cannot search plays Easy). */
  botLevel?: BotLevel;
}

/** The page's player in seat 0 with the colour asked for, then `seats - 1` bots named from `botNames` in the other colours. */
export function practicePlayers(me: { name: string; color: string }, seats: number, botNames: readonly string[]): SeatPlayer[] {
  const colors = [me.color, ...PLAYER_COLORS.filter((c) => c !== me.color)].slice(0, seats);
  const bots = botNames.filter((n) => n !== me.name);
  return colors.map((color, i) => ({ name: i === ME ? me.name : bots[i - 1]!, color }));
}

/** Starts a practice game of `module` in the page (ending any other). */
export function startModulePractice(module: AnyGameModule, setup: PracticeSetup): void {
  stopModulePractice();
  const { players, seed } = setup;
  const state = module.create(module.configFor(players, seed, module.optionsSchema.parse(setup.options)));
  const level = setup.botLevel ?? DEFAULT_BOT_LEVEL;
  // The worker starts now, so its code has loaded by the first bot turn.
  const thinker =
    SEARCH_BUDGET_MS[level] > 0 && module.determinize
      ? new SearchBotClient(spawnSearchWorker, (m) => console.warn(`[practice] ${m}`))
      : null;
  thinker?.warm();
  const host = new HostLoop(
    {
      game: () => practice?.state ?? null,
      botControlled: (seat) => seat !== ME,
      botLevel: () => level,
      commitBotMove: (_seat, move) => commit(move.state, move.events as readonly unknown[]),
      turnExpired: () => {}, // no turn clock offline
      // A bot that fell back to the heuristic move (no answer in time) is a warning; a thrown error, an error.
      report: (message, error) =>
        error === undefined ? console.warn(`[practice] ${message}`) : console.error(`[practice] ${message}`, error),
    },
    new Timers(browserClock, (name, e) => console.error(`[practice] timer "${name}" failed:`, e)),
    { botDelayMs: BOT_DELAY_MS, turnSeconds: 0, module, thinker: thinker ?? undefined },
  );
  practice = { module, state, host, thinker };
  host.seedBots(seed, players.length);
  useGameStore.setState({
    role: 'player',
    mySeat: ME,
    tableId: 'practice',
    // Each bot's seat says its level, as a server table's does.
    seats: localSeats(players, ME).map((s) => (s.kind === 'bot' ? { ...s, botLevel: level } : s)),
    spectatorCount: 0,
    log: [],
    lastError: null,
    table: setup.table,
    connection: 'connected',
    // Answered like the server does (accepted or error), after the new view is published.
    send: (action: unknown) => Promise.resolve(play(action)),
    leave: stopModulePractice,
  } as Partial<GameStoreState>);
  publish();
  host.update();
}

export function stopModulePractice(): void {
  practice?.host.stop();
  practice?.thinker?.dispose();
  practice = null;
  useGameStore.setState(notAtTable());
}

function publish(): void {
  if (practice) useGameStore.setState({ view: practice.module.viewFor(practice.state, ME) });
}

/** The player's own action, checked by the engine. */
function play(action: unknown): ActionAnswer {
  if (!practice) return { ok: false, code: 'not_started', message: 'The practice game is over' };
  const result = practice.module.apply(practice.state, ME, action);
  if (!result.ok) {
    useGameStore.setState({ lastError: { ...result.error, at: Date.now() } });
    return { ok: false, ...result.error };
  }
  commit(result.state, result.events);
  return { ok: true, version: practice.module.version(result.state) };
}

function commit(next: unknown, events: readonly unknown[]): void {
  if (!practice) return;
  practice.state = next;
  const entries = practice.module.redactEvents(events, ME).map((event) => ({ id: nextLogId++, event }));
  useGameStore.setState((s) => ({ log: [...s.log, ...entries].slice(-300) }));
  publish();
  practice.host.update();
}
