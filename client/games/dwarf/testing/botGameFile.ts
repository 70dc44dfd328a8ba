/** A whole DWARF game between heuristic bots as a replay file records it (config, log of seats and actions): for tests. */
import {
  activeSeat,
  applyAction,
  createGame,
  viewFor,
  type Action,
  type AutomaLevel,
  type GameConfig,
  type GameState,
} from '../../../../shared/games/dwarf/index.js';
import { heuristicBot } from '../../../../shared/games/dwarf/bots/heuristicBot.js';
import { botSeeds } from '../../../../shared/games/dwarf/bots/botMove.js';

const NAMES = ['Ada', 'Brokk', 'Cinder', 'Durin', 'Eitri'];
const COLORS = ['red', 'blue', 'green', 'yellow', 'purple'];

export interface BotGameFile {
  config: GameConfig;
  log: { seat: number; action: Action; at: number }[];
  final: GameState;
}

export function botGameFile(players: number, seed: number, automa?: AutomaLevel): BotGameFile {
  const config: GameConfig = {
    players: NAMES.slice(0, players).map((name, i) => ({ name, color: COLORS[i]! })),
    seed,
    ...(automa ? { automa } : {}),
  };
  let state = createGame(config);
  const rngs = botSeeds(seed, players);
  const log: BotGameFile['log'] = [];
  for (;;) {
    const seat = activeSeat(state);
    if (seat === null) return { config, log, final: state };
    const pick = heuristicBot(viewFor(state, seat), rngs[seat]!);
    rngs[seat] = pick.rng;
    const r = applyAction(state, seat, pick.action);
    if (!r.ok) throw new Error(`the bot's move was refused: ${r.error.message}`);
    state = r.state;
    log.push({ seat, action: pick.action, at: 1_700_000_000_000 + log.length * 1000 });
    if (log.length > 5000) throw new Error('the bot game did not end');
  }
}
