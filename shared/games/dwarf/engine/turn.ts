/** Whose decision the game waits for: a seat's choice, its Selection turn, or its extra worker to place. */
import { selectionSeat } from './selection.js';
import type { Seat, TableBase } from './state.js';

export function activeSeat(s: TableBase): Seat | null {
  if (s.end) return null;
  if (s.choice) return s.choice.who;
  if (s.phase === 'selection') return selectionSeat(s);
  if (s.phase === 'callForHelp') return s.r.helpQueue[0] ?? null;
  return null;
}
