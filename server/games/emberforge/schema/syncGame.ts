/**
 * Mirrors the engine's truth into the Colyseus Schema after every accepted action, as GAME_FIELDS
 * declares. The public part comes from the spectator view (what everybody may know); each hand comes
 * from its owner's view and goes into PlayerSchema.hand, whose cards only their owner's StateView
 * holds. No rules live here.
 */
import type { CardId, GameView } from '../../../../shared/games/emberforge/index.js';
import type { Seat } from '../../../../shared/platform/seats.js';
import { writeAll } from '../../../../shared/protocol/fieldKit.js';
import { GAME_FIELDS } from '../../../../shared/games/emberforge/wire/gameFields.js';
import type { GameSchema } from './GameSchema.js';
import type { HandCardSchema } from './HandCardSchema.js';
import { EMBERFORGE_MAKERS } from './emberforgeMakers.js';

export type HandCardAdded = (seat: Seat, card: HandCardSchema) => void;

/**
 * @param publicView the engine's spectator view (`viewFor(state, 'spectator')`)
 * @param hands each seat's own hand, from `viewFor(state, seat).players[seat].hand`
 * @param onHandCard called for every hand card instance created (it must go into its owner's StateView)
 */
export function syncGame(target: GameSchema, publicView: GameView, hands: readonly (readonly CardId[])[], onHandCard: HandCardAdded): void {
  // Every hand card is made by EMBERFORGE_MAKERS.handCard: a HandCardSchema.
  writeAll(target, publicView, GAME_FIELDS, {
    hands,
    onPrivate: (seat, card) => onHandCard(seat, card as HandCardSchema),
    make: EMBERFORGE_MAKERS,
  });
}
