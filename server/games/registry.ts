/**
 * The server's registry of games (issue 39): a game id (shared/platform/gameCatalog.ts) to its synced
 * state's binding. With shared/platform/registry.ts (the modules), the only server file outside
 * server/games that reaches a game's folder.
 */
import type { GameId } from '../../shared/platform/gameCatalog.js';
import { dwarfSchema } from './dwarf/schema/dwarfSchema.js';
import { emberforgeSchema } from './emberforge/schema/emberforgeSchema.js';
import type { GameSchemaBinding } from './gameSchemaBinding.js';

const BINDINGS: Record<GameId, GameSchemaBinding> = { emberforge: emberforgeSchema, dwarf: dwarfSchema };

export function gameSchema(id: GameId): GameSchemaBinding {
  return BINDINGS[id];
}
