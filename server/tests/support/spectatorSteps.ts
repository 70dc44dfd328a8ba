/** A whole bot game as a table's feed sees it: each action's public views before and after, and its spectator events (wire form). */
import { heuristicBot } from '../../../shared/games/emberforge/bots/heuristicBot.js';
import { applyAction } from '../../../shared/games/emberforge/engine/applyAction.js';
import { PLAYER_COLORS } from '../../../shared/games/emberforge/engine/constants.js';
import { createGame } from '../../../shared/games/emberforge/engine/setup.js';
import type { GameState } from '../../../shared/games/emberforge/engine/state.js';
import { redactEvents, viewFor } from '../../../shared/games/emberforge/engine/viewFor.js';
import type { GameView } from '../../../shared/games/emberforge/index.js';
import { encodeEvents } from '../../../shared/games/emberforge/wire/eventsWire.js';
import type { FeedItem } from '../../audience/feedWire.js';

/** A heuristic 3-player game (seed `seed`), action by action. */
export function* spectatorSteps(seed: number): Generator<{ before: GameView; after: GameView; action: NonNullable<FeedItem['action']> }> {
  let s: GameState = createGame({ players: PLAYER_COLORS.slice(0, 3).map((color, i) => ({ name: `P${i}`, color })), seed });
  let rng = seed;
  while (s.phase !== 'ended') {
    const seat = s.activeSeat;
    const pick = heuristicBot(viewFor(s, seat), rng);
    rng = pick.rng;
    const r = applyAction(s, seat, pick.action);
    if (!r.ok) throw new Error(r.error.message);
    const version = r.state.version;
    const action = { version, seat, events: encodeEvents(version, seat, redactEvents(r.events, 'spectator')) };
    yield { before: viewFor(s, 'spectator'), after: viewFor(r.state, 'spectator'), action };
    s = r.state;
  }
}
