/**
 * The client's registry of games' wires: a game id to its codec (shared/platform/gameWire.ts), which the
 * network layer decodes a table's synced state and events with before the game's package has loaded.
 * Apart from gamePackages.ts (the lobby imports that one), so that only the network layer's chunk
 * carries the codecs.
 */
import { dwarfWire } from '../../shared/games/dwarf/wire/clientWire.js';
import { emberforgeWire } from '../../shared/games/emberforge/wire/clientWire.js';
import type { GameClientWire } from '../../shared/platform/gameWire.js';
import { gameIdOf } from '../../shared/platform/gameCatalog.js';
import type { ViewBase } from './gamePackage.js';

const WIRES = { emberforge: emberforgeWire as GameClientWire<ViewBase>, dwarf: dwarfWire as GameClientWire<ViewBase> };

/** The wire of a game (the default game's for a table that names none yet). */
export function gameWire(id: string): GameClientWire<ViewBase> {
  return WIRES[gameIdOf({ game: id })];
}
