/**
 * The mines as the HUD lists them (pure): each position's stack (bottom first, order kept), its top
 * card, the worker standing there, and whether this seat may place on it now; the Special piles'
 * tops and counts, and the ways this seat may pay for each (from the engine's legal actions).
 */
import { cardOf } from '../../../../shared/games/dwarf/cards/cardLookup.js';
import type { CardDef } from '../../../../shared/games/dwarf/cards/cardTypes.js';
import { MINE_SIZE, PILES_PER_MINE } from '../../../../shared/games/dwarf/engine/constants.js';
import type { CardId, GameView, Pos, Worker } from '../../../../shared/games/dwarf/index.js';
import type { Offered, Pay } from '../play/picks.js';

export interface PositionRow {
  pos: Pos;
  mine: number;
  row: number;
  col: number;
  /** Bottom first; the last is the top card (the one that acts). */
  stack: CardId[];
  top: CardDef;
  topId: CardId;
  worker: Worker | null;
  offered: boolean;
}

export interface PileRow {
  pile: number;
  mine: number;
  top: CardId | null;
  count: number;
  pays: Pay[];
}

export function positionRows(view: GameView, offered: Offered): PositionRow[] {
  return view.mines.flatMap((m, mine) =>
    m.stacks.map((stack, i) => {
      const pos = mine * MINE_SIZE + i;
      const topId = stack[stack.length - 1]!;
      return {
        pos,
        mine,
        row: Math.floor(i / 3),
        col: i % 3,
        stack,
        top: cardOf(topId),
        topId,
        worker: view.workers[pos] ?? null,
        offered: offered.positions.includes(pos),
      };
    }),
  );
}

export function pileRows(view: GameView, offered: Offered): PileRow[] {
  return view.mines.flatMap((m, mine) =>
    m.piles.map((p, i) => {
      const pile = mine * PILES_PER_MINE + i;
      return { pile, mine, top: p.top, count: p.count, pays: offered.piles.get(pile) ?? [] };
    }),
  );
}
