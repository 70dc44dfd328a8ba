/** One whole game between bots, each seat deciding on its own view (pure and deterministic: simulations, tests, benchmarks). */
import { applyAction } from '../engine/applyAction.js';
import { createGame } from '../engine/setup.js';
import type { GameConfig, GameState } from '../engine/state.js';
import { activeSeat } from '../engine/turn.js';
import { viewFor } from '../engine/viewFor.js';
import { botSeeds } from '../bots/botMove.js';
import type { Bot } from '../bots/randomBot.js';

export interface PlayedGame {
  final: GameState;
  actions: number;
  /** Moves where the seat's bot proposed something the engine refused (a bot bug: should stay 0). */
  refused: number;
}

/** Plays `config` to its end, seat i played by bots[i]; throws past `maxActions` (a stuck game is a bug). */
export function playGame(config: GameConfig, bots: readonly Bot[], botSeed = 1, maxActions = 5_000): PlayedGame {
  let s = createGame(config);
  const rngs = botSeeds(botSeed, config.players.length);
  let actions = 0;
  let refused = 0;
  for (;;) {
    const seat = activeSeat(s);
    if (seat === null) return { final: s, actions, refused };
    if (actions >= maxActions) throw new Error(`the game did not end within ${maxActions} actions`);
    const pick = bots[seat]!(viewFor(s, seat), rngs[seat]!);
    rngs[seat] = pick.rng;
    const r = applyAction(s, seat, pick.action);
    if (!r.ok) {
      refused++;
      throw new Error(`seat ${seat}'s bot played a refused action ${JSON.stringify(pick.action)}: ${r.error.message}`);
    }
    s = r.state;
    actions++;
  }
}
