/**
 * A bot that plays to win from its own seat's view: it aims at commissions and new collections,
 * forges toward Forge Mastery, keeps clear of zones that would overheat, blocks a player about to
 * win, turns spare cards into needed materials at Ignar and draws when its hand is poor.
 * Its chosen action is checked with the engine's own rules; if the engine refuses it, the bot
 * falls back to a legal action of the same kind (or ends its turn).
 */
import type { Action } from '../engine/actions.js';
import { rngNext } from '../engine/publicRng.js';
import type { GameView } from '../engine/view.js';
import { checkAction } from '../engine/checkAction.js';
import { legalActionsWithin } from '../engine/legalActions.js';
import { activationAction } from './botActivation.js';
import { buildModel } from './botModel.js';
import { placementAction } from './botPlacement.js';
import type { Bot } from './randomBot.js';

const FALLBACK_ORDER: Action['type'][] = ['gildar', 'rune', 'durgaz', 'ignar', 'placeEmber', 'closeZone', 'endPlacement', 'endTurn'];

export const heuristicBot: Bot = (view: GameView, rng: number) => {
  if (view.viewer === 'spectator') throw new Error('heuristicBot needs a seat view, not a spectator view');
  const seat = view.viewer;
  const model = buildModel(view);
  let state = rng;
  const noise: number[] = [];
  for (let i = 0; i < 4; i++) {
    const r = rngNext(state);
    state = r.state;
    noise.push(r.value / 4294967296);
  }
  const action = view.phase === 'placement' ? placementAction(model, noise) : activationAction(model, noise[0]!);
  if (checkAction(view, seat, action) === null) return { action, rng: state };
  return { action: fallback(view, action), rng: state };
};

function fallback(view: GameView, wanted: Action): Action {
  const seat = view.viewer as number;
  // Discards of one card at most: the first action of each type is the same as in the whole list, which
  // a big hand makes enormous (2^n Ignar discards; this runs on the table's event loop).
  const options = legalActionsWithin(view, seat, 1);
  if (options.length === 0) throw new Error(`heuristicBot: seat ${seat} has no legal action`);
  const same = options.filter((a) => a.type === wanted.type && a.type !== 'placeEmber');
  if (same.length > 0) return same[0]!;
  for (const type of FALLBACK_ORDER.slice().reverse()) {
    const a = options.find((o) => o.type === type);
    if (a) return a;
  }
  return options[0]!;
}
