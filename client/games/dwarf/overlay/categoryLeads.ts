/**
 * The categories (steel, gold, artefacts) each participant leads outright now, as the engine counts a
 * lead (standings.ts, categoriesLedOutright: strictly more than every other player). Pure.
 */
import { CATEGORIES, categoriesLedOutright, type Resources } from '../../../../shared/games/dwarf/index.js';

export type Category = (typeof CATEGORIES)[number];

/** For each line (a participant's resources), the categories it leads outright, in the rules' order. */
export function categoryLeads(lines: readonly Resources[]): Category[][] {
  // The engine's own count, asked one category at a time: the others set equal for everyone count the
  // same with or without it (a lone player "leads" every category: no rival, no lead here).
  const level = lines.map((l) => ({ ...l, steel: 0, gold: 0, artefacts: 0 }));
  const only = (c: Category) => level.map((l, i) => ({ ...l, [c]: lines[i]![c] }));
  const per = CATEGORIES.map((c) => ({ c, lines: only(c) }));
  return lines.map((_, i) => {
    const base = categoriesLedOutright(level, i);
    return per.filter((p) => categoriesLedOutright(p.lines, i) > base).map((p) => p.c);
  });
}
