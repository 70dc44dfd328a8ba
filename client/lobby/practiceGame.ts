/**
 * Practice offline: the pure engine runs in the page against heuristic bots, writing the same
 * useGameStore fields the network layer writes, so the HUD and the scene work unchanged.
 * Loaded lazily (dynamic import) so the lobby does not carry the bots.
 */
import { applyAction, createGame, PLAYER_COLORS, redactEvents, viewFor } from '../../shared/index.js';
import type { Action, GameState, PlayerColor, Seat } from '../../shared/index.js';
import { heuristicBot } from '../../shared/bots/heuristicBot.js';
import { localSeats, notAtTable, useGameStore, type ActionAnswer } from '../state/gameStore.js';

const BOT_NAMES = ['Brokk', 'Eitri', 'Dvalin', 'Sindri'];
const ME: Seat = 0;
const BOT_DELAY_MS = 600;

let state: GameState | null = null;
let botRng = 1;
let timer: ReturnType<typeof setTimeout> | null = null;
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
  state = createGame({ players, seed: opts.seed >>> 0, ...(opts.roundLimit ? { roundLimit: opts.roundLimit } : {}) });
  botRng = (opts.seed ^ 0x9e3779b9) >>> 0 || 1;
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
    send: (action: Action) => Promise.resolve(act(ME, action)),
    leave: stopPractice,
  });
  publish();
  scheduleBot();
}

export function stopPractice(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  state = null;
  useGameStore.setState(notAtTable());
}

function publish(): void {
  if (state) useGameStore.setState({ view: viewFor(state, ME) });
}

function act(seat: Seat, action: Action): ActionAnswer {
  if (!state) return { ok: false, code: 'not_started', message: 'The practice game is over' };
  const result = applyAction(state, seat, action);
  if (!result.ok) {
    useGameStore.setState({ lastError: { ...result.error, at: Date.now() } });
    return { ok: false, ...result.error };
  }
  state = result.state;
  const entries = redactEvents(result.events, ME).map((event) => ({ id: nextLogId++, event }));
  useGameStore.setState((s) => ({ log: [...s.log, ...entries].slice(-300) }));
  publish();
  scheduleBot();
  return { ok: true, version: state.version };
}

function scheduleBot(): void {
  if (!state || state.phase === 'ended' || state.activeSeat === ME || timer) return;
  timer = setTimeout(() => {
    timer = null;
    if (!state || state.phase === 'ended' || state.activeSeat === ME) return;
    const seat = state.activeSeat;
    const { action, rng } = heuristicBot(viewFor(state, seat), botRng);
    botRng = rng;
    act(seat, action);
  }, BOT_DELAY_MS);
}
