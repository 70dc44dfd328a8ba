/** What the card layout takes (the parts of the view the cards show) and gives (a pose per card). */
import type { CardId, GameView, PlayerView, Seat } from '../../../../shared/games/emberforge/index.js';
import type { PickTarget } from '../play/draftStore.js';
import type { Vec3 } from './layout.js';
import type { Quat } from './cardPose.js';

export interface CardPlacement {
  key: string;
  /** The face-up card, or null for a card seen from the back. */
  cardId: CardId | null;
  position: Vec3;
  quaternion: Quat;
  /** Multiplier of the card's thickness (a pile). */
  thickness: number;
  pick: PickTarget | null;
  /** Where a card that was not on the table before appears from. */
  spawn: Vec3;
  /** Lifted toward the viewer (hovered or selected). */
  lift: number;
  kind: 'hand' | 'opponentHand' | 'forged' | 'progress' | 'commission' | 'discard' | 'deck';
  seat: Seat | null;
}

/** The parts of the game the cards show (a GameView is one; CardMeshes picks just these: useViewSlice). */
export interface CardsOfView {
  playerCount: GameView['playerCount'];
  players: readonly Pick<PlayerView, 'hand' | 'handCount' | 'play'>[];
  commissions: GameView['commissions'];
  deckCount: GameView['deckCount'];
  discard: GameView['discard'];
}

/** Picks what the cards show from a view. */
export function cardsOfView(v: GameView): CardsOfView {
  return {
    playerCount: v.playerCount,
    players: v.players.map((p) => ({ hand: p.hand, handCount: p.handCount, play: p.play })),
    commissions: v.commissions,
    deckCount: v.deckCount,
    discard: v.discard,
  };
}

export interface CardLayoutInput {
  view: CardsOfView;
  /** The seat drawn in front (the local player, or 0 for spectators). */
  anchorSeat: Seat;
  /** The local player's seat, whose hand is fanned face up. */
  mySeat: Seat | null;
  hoveredKey: string | null;
  selectedHand: readonly CardId[];
  /** Cards offered as choices: when some are in the discard pile, the pile is spread out. */
  highlightCards: readonly CardId[];
}
