/**
 * The shell's game store (client/state/gameStore.ts) as Emberforge reads it: the same store, its view,
 * events and actions typed as Emberforge's. The shell holds them opaque; the network layer writes what
 * the server (or the practice game) sends for this table's game, which is Emberforge's here.
 */
import type { StoreApi, UseBoundStore } from 'zustand';
import type { Action, GameEvent, GameView } from '../../../../shared/games/emberforge/index.js';
import {
  notAtTable as shellNotAtTable,
  useGameStore as useShellGameStore,
  type GameStoreState as ShellGameStoreState,
  type LoggedEvent as ShellLoggedEvent,
} from '../../../state/gameStore.js';

export {
  localSeats,
  type ActionAnswer,
  type LoggedNotice,
  type SeatInfo,
  type SeatMeta,
  type TableInfo,
} from '../../../state/gameStore.js';

export type GameStoreState = ShellGameStoreState<GameView, GameEvent, Action>;
export type LoggedEvent = ShellLoggedEvent<GameEvent>;

export const useGameStore = useShellGameStore as unknown as UseBoundStore<StoreApi<GameStoreState>>;

/** The store away from any table (the shell's notAtTable), typed as this game's. */
export function notAtTable(connection?: GameStoreState['connection']): Omit<GameStoreState, 'lastError'> {
  return shellNotAtTable(connection) as unknown as Omit<GameStoreState, 'lastError'>;
}
