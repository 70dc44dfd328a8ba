/** What a seat or a spectator may know of a game: everything but the Mountains' order and the Special piles below their tops. */
import type { CardId } from '../cards/cardTypes.js';
import type { Seat, TableBase } from './state.js';

export type Viewer = Seat | 'spectator';

export interface MineView {
  /** Every stack, whole and in order: anyone may look through any stack. */
  stacks: CardId[][];
  mountainCount: number;
  /** The Special piles: the top card (worker side up) and how many cards the pile holds. */
  piles: { top: CardId | null; count: number }[];
}

export interface GameView extends TableBase {
  viewer: Viewer;
  mines: MineView[];
}
