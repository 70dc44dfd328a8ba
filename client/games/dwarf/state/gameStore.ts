/**
 * The shell's game store (client/state/gameStore.ts) as DWARF reads it: the same store, its view,
 * events and actions typed as DWARF's. The shell holds them opaque; the network layer (or the practice
 * game) writes what arrives for this table's game, which is DWARF's here.
 */
import type { StoreApi, UseBoundStore } from 'zustand';
import type { Action, GameEvent, GameView } from '../../../../shared/games/dwarf/index.js';
import {
  useGameStore as useShellGameStore,
  type GameStoreState as ShellGameStoreState,
  type LoggedEvent as ShellLoggedEvent,
} from '../../../state/gameStore.js';

export { localSeats, type ActionAnswer, type SeatInfo, type TableInfo } from '../../../state/gameStore.js';

export type GameStoreState = ShellGameStoreState<GameView, GameEvent, Action>;
export type LoggedEvent = ShellLoggedEvent<GameEvent>;

export const useGameStore = useShellGameStore as unknown as UseBoundStore<StoreApi<GameStoreState>>;
