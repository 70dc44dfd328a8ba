/** Dwarf Emberforge's synced state for the table room (server/games/registry.ts): its GameSchema, written by syncGame. */
import { viewFor, type GameState } from '../../../../shared/index.js';
import type { GameSchemaBinding } from '../../gameSchemaBinding.js';
import { GameSchema } from './GameSchema.js';
import { syncGame } from './syncGame.js';

export const emberforgeSchema: GameSchemaBinding = {
  create: () => new GameSchema(),
  sync(target, state, onPrivate) {
    const game = state as GameState;
    const pub = viewFor(game, 'spectator');
    const hands = game.players.map((_, seat) => viewFor(game, seat).players[seat]?.hand ?? []);
    syncGame(target as GameSchema, pub, hands, onPrivate);
    return pub;
  },
};
