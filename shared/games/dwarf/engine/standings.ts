/**
 * The winner (RULES-DWARF.md, "End of the game and the winner"): steel, gold and artefacts compared.
 * A player beats another if they lead them in more of the three categories; level on that, the
 * tie-breaks (medals, iron, artefacts) decide between the two. The winner is whoever beats every other
 * player; with 2 players that is the rulebook's "leads in more categories, ties to the tie-breaks".
 * If no one beats everyone (3 or more players going round in a circle), the players who lead the most
 * categories outright (strictly the most of that resource) go to the tie-breaks; whoever is still level
 * after them shares the win. Pure: used by the engine at the end and by the HUD's standings.
 */
import { CATEGORIES, TIE_BREAKS, type Resources } from './constants.js';
import type { DecidedBy } from './state.js';

export interface Verdict {
  /** Indexes into the lines given. */
  winners: number[];
  decidedBy: Exclude<DecidedBy, 'andvettrMedals'>;
}

type Line = Resources;
type Level = 'categories' | (typeof TIE_BREAKS)[number];
const DEPTH: Record<Level, number> = { categories: 0, medals: 1, iron: 2, artefacts: 3 };

/** Categories in which `a` has more than `b`. */
export function categoriesLed(a: Line, b: Line): number {
  let n = 0;
  for (const c of CATEGORIES) if (a[c] > b[c]) n++;
  return n;
}

/** Whether `a` beats `b`, and at which level (categories, or the tie-break that parted them); null if neither beats the other. */
export function beats(a: Line, b: Line): Level | null {
  const la = categoriesLed(a, b);
  const lb = categoriesLed(b, a);
  if (la !== lb) return la > lb ? 'categories' : null;
  for (const t of TIE_BREAKS) if (a[t] !== b[t]) return a[t] > b[t] ? t : null;
  return null;
}

/** Categories in which the player at `i` has strictly more than every other player. */
export function categoriesLedOutright(lines: readonly Line[], i: number): number {
  let n = 0;
  for (const c of CATEGORIES) if (lines.every((l, j) => j === i || lines[i]![c] > l[c])) n++;
  return n;
}

export function verdict(lines: readonly Line[]): Verdict {
  if (lines.length === 1) return { winners: [0], decidedBy: 'categories' };
  for (let i = 0; i < lines.length; i++) {
    let deepest: Level = 'categories';
    let all = true;
    for (let j = 0; j < lines.length && all; j++) {
      if (j === i) continue;
      const level = beats(lines[i]!, lines[j]!);
      if (level === null) all = false;
      else if (DEPTH[level] > DEPTH[deepest]) deepest = level;
    }
    if (all) return { winners: [i], decidedBy: deepest };
  }
  const led = lines.map((_, i) => categoriesLedOutright(lines, i));
  const most = Math.max(...led);
  let group = lines.map((_, i) => i).filter((i) => led[i] === most);
  if (group.length === 1) return { winners: group, decidedBy: 'mostCategories' };
  for (const t of TIE_BREAKS) {
    const best = Math.max(...group.map((i) => lines[i]![t]));
    group = group.filter((i) => lines[i]![t] === best);
    if (group.length === 1) return { winners: group, decidedBy: t };
  }
  return { winners: group, decidedBy: 'shared' };
}
