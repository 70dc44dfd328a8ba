/**
 * Seats as the platform knows them (issue 39): an index and a colour, whatever the game. The colours are
 * the ones a player may pick in the lobby and a join may ask for (shared/protocol/joinOptions.ts); a game
 * draws its pieces in them. A game with more seats than colours adds colours here.
 */
export type { SeatIndex } from './gameModule.js';

export const PLAYER_COLORS = ['red', 'blue', 'green', 'yellow', 'purple'] as const;
export type PlayerColor = (typeof PLAYER_COLORS)[number];

/** A seat index as platform code names it. */
export type Seat = import('./gameModule.js').SeatIndex;
