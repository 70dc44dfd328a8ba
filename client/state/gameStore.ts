/**
 * The synced game as the client knows it: the engine's GameView for this client (decoded from the
 * Colyseus state), the events received, and the one function that sends an action to the server.
 * Written by the network layer, read by the scene and the HUD. Per-frame motion never goes here.
 */
import { create } from 'zustand';
import type { Action, ErrorCode, GameEvent, GameView, Seat } from '../../shared/index.js';

export interface SeatMeta {
  seat: Seat;
  connected: boolean;
  /** The heuristic bot plays this seat (a bot seat, or a player away past the grace period). */
  botControlled: boolean;
}

export interface LoggedEvent {
  id: number;
  event: GameEvent;
}

export interface GameStoreState {
  view: GameView | null;
  role: 'player' | 'spectator' | null;
  mySeat: Seat | null;
  tableId: string | null;
  seats: SeatMeta[];
  spectatorCount: number;
  /** Events as received (already redacted for this client), oldest first, capped. */
  log: LoggedEvent[];
  lastError: { code: ErrorCode | string; message: string; at: number } | null;
  /** Sends an action for this client's seat; set by the network layer once joined. */
  send: (action: Action) => void;
}

export const useGameStore = create<GameStoreState>(() => ({
  view: null,
  role: null,
  mySeat: null,
  tableId: null,
  seats: [],
  spectatorCount: 0,
  log: [],
  lastError: null,
  send: () => {},
}));
