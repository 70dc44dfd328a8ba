/**
 * A bot that plays sensibly from its own seat's view: it takes the position worth most to it now
 * (defending what would hurt it most, forging toward artefacts, converting iron to steel), takes a
 * Special Action when the worker side beats what its workers would do, places its Call for Help workers
 * the same way, and does every conversion it can pay (forges first). A little noise keeps its games
 * varied. Its action is checked by the engine's own rules; if refused, the first legal action is taken.
 */
import { rngNext } from '../../../platform/random/publicRng.js';
import type { Action } from '../engine/actions.js';
import { checkOnState } from '../engine/checkAction.js';
import { SPECIAL_IRON } from '../engine/constants.js';
import { legalActions } from '../engine/legalActions.js';
import { canPay, pileTop } from '../engine/rules.js';
import type { GameState, Seat } from '../engine/state.js';
import { tableState } from '../engine/tableState.js';
import type { GameView } from '../engine/view.js';
import { positionWorth, projectedAll, workerSideWorth } from './botValue.js';
import type { Bot } from './randomBot.js';

function choose(s: GameState, seat: Seat, options: Action[], noise: () => number): Action {
  if (s.choice) {
    const res = s.players[seat]!.res;
    const items = s.choice.items;
    const order = items
      .map((it, i) => ({ it, i }))
      .sort((a, b) => Number(b.it.effect.kind === 'forge') - Number(a.it.effect.kind === 'forge'));
    const doable = order.find(({ it }) => canPay(res, it.effect));
    return doable ? { type: 'convert', item: doable.i } : { type: 'decline', item: 0 };
  }
  let best: Action = options[0]!;
  let bestValue = -Infinity;
  const all = projectedAll(s);
  const worth = new Map<number, number>();
  for (const a of options) if (a.type === 'place') worth.set(a.pos, positionWorth(s, seat, a.pos, all));
  const top2 = [...worth.values()].sort((a, b) => b - a).slice(0, 2);
  for (const a of options) {
    let v: number;
    if (a.type === 'place') v = worth.get(a.pos)!;
    else if (a.type === 'special') {
      // Both workers: it gives up the second-best placement too; 4 iron: the iron, counted in the worth.
      const paid = a.pay === 'iron' ? SPECIAL_IRON : 0;
      v = workerSideWorth(pileTop(s, a.pile)!, seat, all, paid) - (a.pay === 'workers' ? (top2[1] ?? 0) : 0);
    } else v = 0;
    v += noise() * 0.02;
    if (v > bestValue) {
      bestValue = v;
      best = a;
    }
  }
  return best;
}

export const heuristicBot: Bot = (view: GameView, rng: number) => {
  if (view.viewer === 'spectator') throw new Error('heuristicBot needs a seat view, not a spectator view');
  const seat = view.viewer;
  const s = tableState(view);
  const options = legalActions(s, seat);
  if (options.length === 0) throw new Error(`heuristicBot: seat ${seat} has no legal action`);
  let state = rng;
  const noise = () => {
    const r = rngNext(state);
    state = r.state;
    return r.value / 4294967296;
  };
  const action = choose(s, seat, options, noise);
  return { action: checkOnState(s, seat, action) === null ? action : options[0]!, rng: state };
};
