/** A bot that plays uniformly at random among the legal actions of its own seat's view (simulations, tests). */
import { rngInt } from '../../../platform/random/publicRng.js';
import type { Action } from '../engine/actions.js';
import { legalActions } from '../engine/legalActions.js';
import type { GameView } from '../engine/view.js';

export type Bot = (view: GameView, rng: number) => { action: Action; rng: number };

/** Picks one of `legalActions(view, view.viewer)` uniformly; throws if the viewer cannot act. */
export const randomBot: Bot = (view, rng) => {
  if (view.viewer === 'spectator') throw new Error('randomBot needs a seat view, not a spectator view');
  const options = legalActions(view, view.viewer);
  if (options.length === 0) throw new Error(`randomBot: seat ${view.viewer} has no legal action`);
  const pick = rngInt(rng, options.length);
  return { action: options[pick.value]!, rng: pick.state };
};
