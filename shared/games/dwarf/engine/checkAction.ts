/**
 * Why a seat may not take an action now, or null: on the whole state or on a seat's own view (turned
 * into a stand-in state by tableState.ts; nothing hidden is needed to judge an action).
 */
import type { Action } from './actions.js';
import { fail, type EngineError } from './errors.js';
import { maySpecial } from './selection.js';
import { canPay, pileCount, pileTop, positions } from './rules.js';
import type { GameState, Seat } from './state.js';
import { tableState, type Table } from './tableState.js';
import { activeSeat } from './turn.js';

const TYPES = new Set(['place', 'special', 'convert', 'decline']);

export function checkOnState(s: GameState, seat: Seat, action: Action): EngineError | null {
  if (!action || typeof action !== 'object' || !TYPES.has(action.type)) return fail('invalid_action', 'Unknown action.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seatCount) return fail('not_a_player', 'Only a seated player can act.');
  if (s.end) return fail('game_over', 'The game is over.');
  const active = activeSeat(s);
  if (seat !== active) return fail('not_your_turn', `It is not your turn (seat ${(active ?? 0) + 1} is playing).`);
  switch (action.type) {
    case 'place': {
      if (s.choice || (s.phase !== 'selection' && s.phase !== 'callForHelp'))
        return fail('wrong_phase', 'Decide on your conversions first.');
      if (!Number.isInteger(action.pos) || action.pos < 0 || action.pos >= positions(s))
        return fail('no_such_position', 'No such position.');
      if (s.workers[action.pos] !== null) return fail('position_taken', 'A worker already stands there.');
      return null;
    }
    case 'special': {
      if (s.choice || s.phase !== 'selection') return fail('wrong_phase', 'Special Actions are taken in the Selection phase.');
      if (!Number.isInteger(action.pile) || action.pile < 0 || action.pile >= pileCount(s)) return fail('no_such_pile', 'No such pile.');
      if (pileTop(s, action.pile) === null) return fail('pile_empty', 'That pile is empty.');
      if (maySpecial(s, seat, action.pay)) return null;
      if (s.automa !== null && s.players[seat]!.specials >= 3) return fail('special_cap', 'At most 3 Special Actions in a solo game.');
      if (action.pay === 'workers') return fail('workers_needed', 'Both of your base workers must be unplaced.');
      return fail('not_enough_iron', 'A Special Action with one worker costs 4 iron.');
    }
    case 'convert':
    case 'decline': {
      if (!s.choice) return fail('wrong_phase', 'There is nothing to decide.');
      const item = s.choice.items[action.item];
      if (!item) return fail('no_such_item', 'No such conversion.');
      if (action.type === 'convert' && !canPay(s.players[seat]!.res, item.effect)) return fail('cannot_pay', 'You cannot pay for it.');
      return null;
    }
  }
}

export function checkAction(table: Table, seat: Seat, action: Action): EngineError | null {
  return checkOnState(tableState(table), seat, action);
}
