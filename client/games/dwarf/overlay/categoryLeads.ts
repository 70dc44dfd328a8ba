/**
 * The categories (steel, gold, artefacts) each participant leads outright now, as the engine counts a
 * lead (standings.ts, categoriesLedOutright: strictly more than every other player). Pure.
 */
import { CATEGORIES, categoriesLedOutright, type Resources } from '../../../../shared/games/dwarf/index.js';

export type Category = (typeof CATEGORIES)[number];

/** For each line (a participant's resources), the categories it leads outright, in the rules' order. */
export function categoryLeads(lines: readonly Resources[]): Category[][] {
  // The engine's own count, asked one category at a time (the others set equal for everyone).
  const only = (c: Category) => lines.map((l) => ({ ...l, steel: 0, gold: 0, artefacts: 0, [c]: l[c] }));
  const per = CATEGORIES.map((c) => ({ c, lines: only(c) }));
  return lines.map((_, i) => per.filter((p) => categoriesLedOutright(p.lines, i) === 1).map((p) => p.c));
}
