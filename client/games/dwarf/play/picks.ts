/**
 * What a seat may click on the table now, read from the engine's legal actions on its own view (the
 * rules stay in the engine): the free positions it may place a worker on, and the Special piles it may
 * take from with the ways it may pay. Pure.
 */
import { legalActions, type GameView, type Pos } from '../../../../shared/games/dwarf/index.js';

/** Something clickable on DWARF's table: a position's stack, or a Special pile (0-2 by the first mine, 3-5 by the second). */
export type DwarfPick = { kind: 'position'; pos: Pos } | { kind: 'pile'; pile: number };

export type Pay = 'workers' | 'iron';

export interface Offered {
  positions: Pos[];
  /** Pile index to the ways the seat may pay for it (never empty). */
  piles: Map<number, Pay[]>;
}

export const NOTHING_OFFERED: Offered = { positions: [], piles: new Map() };

export function offeredPicks(view: GameView | null, seat: number | null): Offered {
  if (!view || seat === null || view.viewer === 'spectator') return NOTHING_OFFERED;
  const positions: Pos[] = [];
  const piles = new Map<number, Pay[]>();
  for (const a of legalActions(view, seat)) {
    if (a.type === 'place') positions.push(a.pos);
    else if (a.type === 'special') piles.set(a.pile, [...(piles.get(a.pile) ?? []), a.pay]);
  }
  return positions.length === 0 && piles.size === 0 ? NOTHING_OFFERED : { positions, piles };
}

export function isOffered(offered: Offered, pick: DwarfPick): boolean {
  return pick.kind === 'position' ? offered.positions.includes(pick.pos) : offered.piles.has(pick.pile);
}

export function samePick(a: DwarfPick | null, b: DwarfPick | null): boolean {
  if (!a || !b) return a === b;
  return a.kind === 'position' ? b.kind === 'position' && a.pos === b.pos : b.kind === 'pile' && a.pile === b.pile;
}
