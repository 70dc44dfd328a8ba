/**
 * DWARF's help to the generic search bot (shared/platform/search/ismcts.ts, issue 42): a playout policy
 * and an evaluation of a state where a playout stops. Both read only what every seat sees (DWARF hides
 * nothing but the Mountains and the piles below their tops, which neither looks at), so they run on
 * determinized states like on real ones.
 */
import type { Action } from '../engine/actions.js';
import { legalActions } from '../engine/legalActions.js';
import type { GameState, Seat } from '../engine/state.js';
import { viewFor } from '../engine/viewFor.js';
import { heuristicBot } from './heuristicBot.js';
import { automaThreat, projectedAll, standing } from './botValue.js';

/** The share of playout moves the heuristic bot makes (the rest: a random legal action, cheaper and varied). */
const HEURISTIC_SHARE = 0.5;

/** Half the time the heuristic bot's move (from the acting seat's view of the state), else a random legal action. */
export function playoutPolicy(state: GameState, seat: Seat, rng: () => number): Action {
  if (rng() < HEURISTIC_SHARE) return heuristicBot(viewFor(state, seat), Math.floor(rng() * 0x100000000)).action;
  const options = legalActions(state, seat);
  if (options.length === 0) throw new Error(`playoutPolicy: seat ${seat} has no legal action`);
  return options[Math.floor(rng() * options.length)]!;
}

/** How sharply a lead in standing (the heuristic bot's measure: leads per category, medals) turns into a win. */
const SHARPNESS = 1.5;
/** Solo against the Andvéttr levels: how much their nearness to 12 medals weighs. */
const THREAT_WEIGHT = 3;

/**
 * Each seat's chance to win, from everyone's resources once the workers already placed have resolved:
 * a softmax of the seats' standings (solo: a logistic of the seat's standing against the automa, less
 * the Andvéttr levels' threat of 12 medals).
 */
export function evaluate(state: GameState): number[] {
  const all = projectedAll(state);
  if (state.seatCount === 1) {
    const automa = state.players.findIndex((p) => p.automa);
    let x = standing(all, 0);
    if (state.automa !== 'eldhusfifl' && automa >= 0) x -= THREAT_WEIGHT * automaThreat(all[automa]!.medals);
    return [1 / (1 + Math.exp(-SHARPNESS * x))];
  }
  const scores: number[] = [];
  let total = 0;
  for (let seat = 0; seat < state.seatCount; seat++) {
    const e = Math.exp(SHARPNESS * standing(all, seat));
    scores.push(e);
    total += e;
  }
  return scores.map((e) => e / total);
}
