/** Dwarf Emberforge's synced state for the table room (server/games/registry.ts): its GameSchema, written by syncGame. */
import { type } from '@colyseus/schema';
import type { CardId, GameState, GameView } from '../../../../shared/games/emberforge/index.js';
import { emberforge } from '../../../../shared/games/emberforge/module.js';
import { TableState } from '../../../schema/TableState.js';
import type { GameSchemaBinding } from '../../gameSchemaBinding.js';
import { GameSchema } from './GameSchema.js';
import { syncGame } from './syncGame.js';

/** A table of Dwarf Emberforge: the platform's TableState with the game's Schema as `game`. */
export class EmberforgeTableState extends TableState {
  /** Present once the game has started. */
  @type(GameSchema) override game: GameSchema | undefined = undefined;
}

function handOf(game: GameState, seat: number): CardId[] {
  return [...(emberforge.viewFor(game, seat).players[seat]?.hand ?? [])];
}

export const emberforgeSchema: GameSchemaBinding = {
  tableState: () => new EmberforgeTableState(),
  create: () => new GameSchema(),
  hands(state, only) {
    const game = state as GameState;
    return game.players.map((_, seat) => (only === undefined || only === seat ? handOf(game, seat) : []));
  },
  syncView(target, publicView, hands, onPrivate) {
    syncGame(target as GameSchema, publicView as GameView, hands as CardId[][], onPrivate);
  },
  sync(target, state, onPrivate) {
    const game = state as GameState;
    const pub = emberforge.viewFor(game, 'spectator');
    syncGame(target as GameSchema, pub, this.hands(game) as CardId[][], onPrivate);
    return pub;
  },
  privateParts: (target) => (target as GameSchema).players.flatMap((p) => [...p.hand]),
};
