/**
 * Extraction (RULES-DWARF.md, "A round", 1): for each mine, two Mountain cards drawn one at a time,
 * each covering its position. A second card for the position the first went to is discarded and a
 * third drawn; a third for that position too is discarded (never a fourth). A card that must be drawn
 * from an empty Mountain ends the game at once.
 */
import { homeOf } from '../cards/cardLookup.js';
import type { CardId } from '../cards/cardTypes.js';
import { MINE_SIZE } from './constants.js';
import type { Draft } from './draft.js';
import { endGame } from './gameEnd.js';

/** The next card of mine `m`'s Mountain, or null (the game has ended). */
function draw(d: Draft, m: number): CardId | null {
  if (d.s.mines[m]!.mountain.length === 0) {
    d.emit({ type: 'mountainEmpty', mine: m });
    endGame(d, 'mountain');
    return null;
  }
  return d.mountain(m).shift()!;
}

function place(d: Draft, m: number, card: CardId): number {
  const pos = m * MINE_SIZE + homeOf(card);
  d.stack(pos).push(card);
  d.round().lastDrawn = card;
  d.emit({ type: 'cardPlaced', card, pos });
  return pos;
}

function discard(d: Draft, m: number, card: CardId): void {
  d.discard().push(card);
  d.emit({ type: 'cardDiscarded', card, mine: m });
}

/** Runs the Extraction phase; false if the game ended in it. */
export function extraction(d: Draft): boolean {
  for (let m = 0; m < d.s.mines.length; m++) {
    const first = draw(d, m);
    if (first === null) return false;
    const at = place(d, m, first);
    const second = draw(d, m);
    if (second === null) return false;
    if (m * MINE_SIZE + homeOf(second) !== at) {
      place(d, m, second);
      continue;
    }
    discard(d, m, second);
    const third = draw(d, m);
    if (third === null) return false;
    if (m * MINE_SIZE + homeOf(third) === at) discard(d, m, third);
    else place(d, m, third);
  }
  return true;
}
