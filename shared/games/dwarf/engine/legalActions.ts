/** Every action a seat may take now (complete: apply accepts exactly these), on the state or the seat's view. */
import type { Action } from './actions.js';
import { MINE_SIZE, PILES_PER_MINE } from './constants.js';
import { canPay } from './rules.js';
import { maySpecial } from './selection.js';
import type { Mine, Pos, Seat } from './state.js';
import type { MineView } from './view.js';
import { isGameState, type Table } from './tableState.js';
import { activeSeat } from './turn.js';

// The actions are plain data and never written to: one frozen object per action, built once (random
// games ask for these some 150 times a game).
const PLACE: readonly Action[] = Object.freeze(
  Array.from({ length: 2 * MINE_SIZE }, (_, pos) => Object.freeze({ type: 'place' as const, pos })),
);
const SPECIAL: readonly { workers: Action; iron: Action }[] = Object.freeze(
  Array.from({ length: 2 * PILES_PER_MINE }, (_, pile) =>
    Object.freeze({
      workers: Object.freeze({ type: 'special' as const, pile, pay: 'workers' as const }),
      iron: Object.freeze({ type: 'special' as const, pile, pay: 'iron' as const }),
    }),
  ),
);
const CONVERT: readonly Action[] = Object.freeze(
  Array.from({ length: 32 }, (_, item) => Object.freeze({ type: 'convert' as const, item })),
);
const DECLINE: readonly Action[] = Object.freeze(
  Array.from({ length: 32 }, (_, item) => Object.freeze({ type: 'decline' as const, item })),
);

/** Whether Special pile `pile` has a card, read on the state or on a view (its pile tops are public). */
function pileHasCard(t: Table, pile: number): boolean {
  const m = t.mines[Math.floor(pile / PILES_PER_MINE)];
  if (!m) return false;
  const k = pile % PILES_PER_MINE;
  return isGameState(t) ? ((m as Mine).piles[k]?.length ?? 0) > 0 : ((m as MineView).piles[k]?.top ?? null) !== null;
}

export function legalActions(t: Table, seat: Seat): Action[] {
  if (t.end || activeSeat(t) !== seat) return [];
  const out: Action[] = [];
  const choice = t.choice;
  if (choice) {
    const res = t.players[seat]!.res;
    for (let item = 0; item < choice.items.length; item++) {
      if (canPay(res, choice.items[item]!.effect)) out.push(CONVERT[item] ?? { type: 'convert', item });
      out.push(DECLINE[item] ?? { type: 'decline', item });
    }
    return out;
  }
  const workers = t.workers;
  for (let pos: Pos = 0; pos < workers.length; pos++) if (workers[pos] === null) out.push(PLACE[pos]!);
  if (t.phase === 'selection') {
    const byWorkers = maySpecial(t, seat, 'workers');
    const byIron = maySpecial(t, seat, 'iron');
    if (byWorkers || byIron) {
      for (let pile = 0; pile < t.mines.length * PILES_PER_MINE; pile++) {
        if (!pileHasCard(t, pile)) continue;
        if (byWorkers) out.push(SPECIAL[pile]!.workers);
        if (byIron) out.push(SPECIAL[pile]!.iron);
      }
    }
  }
  return out;
}
