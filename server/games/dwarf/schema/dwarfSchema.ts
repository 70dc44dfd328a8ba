/**
 * DWARF's synced state for the table room (server/games/registry.ts): its DwarfGameSchema, written from
 * the engine's public view by the game's field table. DWARF hides nothing in hands: every seat's
 * private part is empty and no Schema object goes into a StateView.
 */
import { type } from '@colyseus/schema';
import type { GameState } from '../../../../shared/games/dwarf/engine/state.js';
import type { GameView } from '../../../../shared/games/dwarf/engine/view.js';
import { dwarf } from '../../../../shared/games/dwarf/module.js';
import { GAME_FIELDS } from '../../../../shared/games/dwarf/wire/gameFields.js';
import { writeAll } from '../../../../shared/protocol/fieldKit.js';
import { TableState } from '../../../schema/TableState.js';
import type { GameSchemaBinding } from '../../gameSchemaBinding.js';
import { DwarfGameSchema } from './DwarfGameSchema.js';
import { DWARF_MAKERS } from './dwarfMakers.js';

/** A table of DWARF: the platform's TableState with the game's Schema as `game`. */
export class DwarfTableState extends TableState {
  /** Present once the game has started. */
  @type(DwarfGameSchema) override game: DwarfGameSchema | undefined = undefined;
}

function write(target: DwarfGameSchema, view: GameView): void {
  writeAll(target, view, GAME_FIELDS, {
    hands: [],
    onPrivate: () => {
      throw new Error('DWARF has no private parts');
    },
    make: DWARF_MAKERS,
  });
}

export const dwarfSchema: GameSchemaBinding = {
  tableState: () => new DwarfTableState(),
  create: () => new DwarfGameSchema(),
  hands: (state) => Array.from({ length: (state as GameState).seatCount }, () => []),
  syncView(target, publicView) {
    write(target as DwarfGameSchema, publicView as GameView);
  },
  sync(target, state) {
    const pub = dwarf.viewFor(state as GameState, 'spectator');
    write(target as DwarfGameSchema, pub);
    return pub;
  },
  privateParts: () => [],
};
