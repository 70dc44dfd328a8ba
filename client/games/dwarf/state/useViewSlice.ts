/** The shell's useViewSlice (client/state/useViewSlice.ts) on DWARF's view. */
import type { GameView } from '../../../../shared/games/dwarf/index.js';
import { useViewSlice as useShellViewSlice } from '../../../state/useViewSlice.js';

export function useViewSlice<T>(pick: (view: GameView) => T): T | null {
  return useShellViewSlice<T, GameView>(pick);
}
