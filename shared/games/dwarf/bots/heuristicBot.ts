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
import { automaTarget } from '../engine/automa.js';
import type { Resources } from '../engine/constants.js';
import { canPay, passTurn, pileTop, topCard, topFace } from '../engine/rules.js';
import type { CardId, GameState, Pos, Seat, Who } from '../engine/state.js';
import { tableState } from '../engine/tableState.js';
import type { GameView } from '../engine/view.js';
import { applyEffect, automaThreat, positionWorth, projectedAll, standing, workerSideWorth } from './botValue.js';
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
  const solo = soloAgainst(s, seat);
  for (const a of options) {
    let v: number;
    if (a.type === 'place') v = worth.get(a.pos)! + (solo ? automaReply(s, seat, solo, all, a.pos, null) : 0);
    else if (a.type === 'special') {
      // Both workers: it gives up the second-best placement too; 4 iron: the iron, counted in the worth.
      const paid = a.pay === 'iron' ? SPECIAL_IRON : 0;
      const card = pileTop(s, a.pile)!;
      v = workerSideWorth(card, seat, all, paid) - (a.pay === 'workers' ? (top2[1] ?? 0) : 0);
      if (solo) v += automaReply(s, seat, solo, all, null, card);
    } else v = 0;
    v += noise() * 0.02;
    if (v > bestValue) {
      bestValue = v;
      best = a;
    }
  }
  return best;
}

/** Solo: the automa (its index, and whether it wins at 12 medals), or null at a table of 2-5. */
interface SoloFoe {
  automa: Who;
  medalWin: boolean;
}

function soloAgainst(s: GameState, seat: Seat): SoloFoe | null {
  if (s.automa === null || s.phase !== 'selection') return null;
  const automa = s.players.findIndex((p) => p.automa);
  return automa < 0 || automa === seat ? null : { automa, medalWin: s.automa !== 'eldhusfifl' };
}

/** How much a near win at 12 medals weighs against a category lead. */
const THREAT_WEIGHT = 3;

/**
 * Solo: what this move makes the automa do next, as a player reads it off the public marks. The
 * automa's second worker follows the card under the seat's first worker (or the Special card taken):
 * the move is worth less by what that worker will gain the automa (a Defend card: a medal). A Special
 * Action also hands the Andvéttr levels 1, 2 or 3 medals. Worth is the seat's standing change, plus the
 * Andvéttr levels' medals against their instant win.
 */
function automaReply(s: GameState, seat: Seat, foe: SoloFoe, all: readonly Resources[], pos: Pos | null, special: CardId | null): number {
  const medals = all[foe.automa]!.medals;
  const after = { ...all[foe.automa]! };
  if (special !== null && foe.medalWin) after.medals += s.players[seat]!.specials + 1;
  const repliesNext = s.r.pass === 1 && passTurn(s, 1, s.r.turn + 1) === foe.automa && s.r.baseLeft[foe.automa]! > 0;
  if (repliesNext) {
    const workers = s.workers.slice();
    if (pos !== null) workers[pos] = { who: seat, extra: false, spent: false };
    const under = s.r.humanFirst ?? special ?? topCard(s, pos!);
    const hyp: GameState = { ...s, workers, r: { ...s.r, humanFirst: under } };
    const target = automaTarget(hyp, foe.automa);
    if (target !== null) {
      const e = topFace(s, target).effect;
      if (e.kind === 'monster') after.medals += 1;
      else applyEffect(after, e);
    }
  }
  if (after.medals === medals && !repliesNext) return 0;
  const next = all.slice();
  next[foe.automa] = after;
  let v = standing(next, seat) - standing(all, seat);
  if (foe.medalWin) v -= THREAT_WEIGHT * (automaThreat(after.medals) - automaThreat(medals));
  return v;
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
