/**
 * The table of a DWARF game run in this page (practice, fixture), as the shell's store holds a server
 * table's: its options name the game (so the shell loads DWARF's package for it, not the default
 * game's), no turn clock, no delay, no host. Pure.
 */
import { fromSyncedOptions } from '../../../../shared/protocol/tableOptionFields.js';
import type { TableInfo } from '../state/gameStore.js';

export function localTable(seatCount: number, gameOptions: Record<string, unknown>): TableInfo {
  return {
    ...fromSyncedOptions({ game: 'dwarf', name: 'DWARF', seatCount, gameOptions: JSON.stringify(gameOptions), turnSeconds: 0 }),
    status: 'playing',
    hostSeat: -1,
    isHost: false,
    turnDeadline: 0,
  };
}
