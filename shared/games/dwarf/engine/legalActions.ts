/** Every action a seat may take now (complete: apply accepts exactly these), on the state or the seat's view. */
import type { Action } from './actions.js';
import { freePositions, pileCount, pileTop } from './rules.js';
import type { Seat } from './state.js';
import { tableState, type Table } from './tableState.js';
import { activeSeat } from './turn.js';
import { maySpecial } from './selection.js';
import { canPay } from './rules.js';

export function legalActions(table: Table, seat: Seat): Action[] {
  const s = tableState(table);
  if (s.end || activeSeat(s) !== seat) return [];
  const out: Action[] = [];
  if (s.choice) {
    const res = s.players[seat]!.res;
    s.choice.items.forEach((it, item) => {
      if (canPay(res, it.effect)) out.push({ type: 'convert', item });
      out.push({ type: 'decline', item });
    });
    return out;
  }
  for (const pos of freePositions(s)) out.push({ type: 'place', pos });
  if (s.phase === 'selection') {
    for (let pile = 0; pile < pileCount(s); pile++) {
      if (pileTop(s, pile) === null) continue;
      for (const pay of ['workers', 'iron'] as const) if (maySpecial(s, seat, pay)) out.push({ type: 'special', pile, pay });
    }
  }
  return out;
}
