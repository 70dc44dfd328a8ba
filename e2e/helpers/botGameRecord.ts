/**
 * A finished game between the heuristic bots, recorded the way the server stores one (table, seats,
 * start with a 256-bit secret seed, every action with its version and time, the result), and written
 * into a GameStore through its API.
 */
import { applyAction, createGame, PLAYER_COLORS, viewFor, type GameConfig, type GameState } from '../../shared/games/emberforge/index.js';
import { heuristicBot } from '../../shared/games/emberforge/bots/heuristicBot.js';
import { NO_BOT_COVER, type GameStore } from '../../server/store/gameStore.js';
import { secretSeed, type RecordedGame } from '../../server/tests/support/storedGames.js';

export function recordBotGame(
  n: number,
  opts: { id: string; players: number; roundLimit?: number; t0: number },
): { game: RecordedGame; final: GameState } {
  const names = ['Ada', 'Brokk', 'Cinder', 'Durin'];
  const config: GameConfig = {
    players: PLAYER_COLORS.slice(0, opts.players).map((color, i) => ({ name: names[i]!, color })),
    seed: secretSeed(n),
    roundLimit: opts.roundLimit ?? 30,
    startPlayer: 'first',
  };
  let state = createGame(config);
  const rngs = config.players.map((_, i) => (n * 7919 + i) >>> 0);
  const actions: RecordedGame['actions'] = [];
  while (!state.winner) {
    const seat = state.activeSeat;
    const move = heuristicBot(viewFor(state, seat), rngs[seat]!);
    rngs[seat] = move.rng;
    const r = applyAction(state, seat, move.action);
    if (!r.ok) throw new Error(`bot move refused: ${r.error.message}`);
    state = r.state;
    actions.push({ version: state.version, seat, action: move.action, at: opts.t0 + 10_000 + actions.length * 900 });
    if (actions.length > 20_000) throw new Error('the bot game did not end');
  }
  const game: RecordedGame = {
    table: {
      id: opts.id,
      name: `Replay night ${n}`,
      options: {
        name: `Replay night ${n}`,
        seatCount: opts.players,
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
        gameOptions: { roundLimit: config.roundLimit!, startPlayer: 'first' },
      },
      createdAt: opts.t0,
    },
    seats: config.players.map((p, seat) => ({
      seat,
      kind: seat === 0 ? 'human' : 'bot',
      name: p.name,
      color: p.color,
      seatKeyHash: null,
      ...NO_BOT_COVER,
    })),
    start: { config, botSeed: n, startedAt: opts.t0 + 5_000 },
    actions,
    result: { winners: state.winner.seats, victory: state.winner.reason, rounds: state.round },
  };
  return { game, final: state };
}

/** Writes a recorded game through the GameStore API, up to `upTo` actions (all: it ends). */
export async function storeGame(store: GameStore, g: RecordedGame, upTo = g.actions.length): Promise<void> {
  await store.createTable(g.table);
  await store.saveSeats(g.table.id, g.seats);
  await store.startGame(g.table.id, g.start);
  for (const a of g.actions.slice(0, upTo)) await store.appendAction(g.table.id, a, a.version === g.actions.length ? g.result : undefined);
}
