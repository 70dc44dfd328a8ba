/** A bot that plays uniformly at random among the legal actions of its own seat's view. */
import type { Action } from '../engine/actions.js';
import type { GameView } from '../engine/view.js';
import { randomLegalAction } from '../engine/randomLegalAction.js';

export type Bot = (view: GameView, rng: number) => { action: Action; rng: number };

/**
 * Picks one of `legalActions(view, view.viewer)` uniformly (the same pick as rngInt(rng, n) on that list,
 * built without listing them all); throws if the viewer cannot act.
 */
export const randomBot: Bot = (view, rng) => {
  if (view.viewer === 'spectator') throw new Error('randomBot needs a seat view, not a spectator view');
  const chosen = randomLegalAction(view, view.viewer, rng);
  if (!chosen) throw new Error(`randomBot: seat ${view.viewer} has no legal action`);
  return chosen;
};
