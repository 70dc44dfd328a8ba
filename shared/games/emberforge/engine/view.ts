/** What one seat, or a spectator, may know of a game (computed by the engine, mirrored by the server). */
import type { CardId, Seat } from './constants.js';
import type { PlayerPublic, TableBase } from './state.js';

export type Viewer = Seat | 'spectator';

export interface PlayerView extends PlayerPublic {
  handCount: number;
  /** The viewer's own hand; null for every other seat and for spectators. */
  hand: CardId[] | null;
}

export interface GameView extends TableBase {
  viewer: Viewer;
  deckCount: number;
  boxCount: number;
  players: PlayerView[];
}
