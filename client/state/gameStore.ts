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

/** A seat at the table before and during the game (written by client/net from the synced state). */
export interface TableSeatInfo {
  seat: Seat;
  kind: 'empty' | 'human' | 'bot';
  name: string;
  color: string;
  connected: boolean;
  botControlled: boolean;
  /** A human who left the running game for good (the bot finishes for them). */
  abandoned: boolean;
}

/** The table around the game: options, seating, status (present from joining, before the game starts). */
export interface TableInfo {
  id: string;
  name: string;
  status: 'lobby' | 'playing' | 'ended';
  seatCount: number;
  roundLimit: number;
  /** 0 = no turn clock. */
  turnSeconds: number;
  spectatorsAllowed: boolean;
  isPrivate: boolean;
  botDelayMs: number;
  graceSeconds: number;
  /** -1 when the host has no seat (a spectating host) or there is none. */
  hostSeat: number;
  /** This client may add bots and start the game. */
  isHost: boolean;
  seats: TableSeatInfo[];
  /** Epoch ms when the active turn's clock runs out (server clock); 0 = none. */
  turnDeadline: number;
}

export interface LoggedEvent {
  id: number;
  event: GameEvent;
}

/**
 * The server's answer to one action: `accepted` (with the game version it produced) or an `error`
 * naming it. The offline practice game answers the same way.
 */
export type ActionAnswer = { ok: true; version: number } | { ok: false; code: ErrorCode | string; message: string };

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
  /** Sends an action for this client's seat; resolves with the answer. Set by the network layer once joined. */
  send: (action: Action) => Promise<ActionAnswer>;
  /** Seating, options and status of the joined table (null when not at a table). */
  table: TableInfo | null;
  /** The link to the server: 'reconnecting' while client/net retries after a drop. */
  connection: 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'closed';
  /** Leaves the table (consented: a seat in a running game passes to the bot); set by client/net. */
  leave: () => void;
}

/** The store as it is away from any table (also what leaving a table or a practice game restores). */
export function notAtTable(connection: GameStoreState['connection'] = 'idle'): Omit<GameStoreState, 'lastError'> {
  return {
    view: null,
    role: null,
    mySeat: null,
    tableId: null,
    seats: [],
    spectatorCount: 0,
    log: [],
    send: () => Promise.resolve({ ok: false, code: 'not_started', message: 'Not at a running table' }),
    table: null,
    connection,
    leave: () => {},
  };
}

export const useGameStore = create<GameStoreState>(() => ({ ...notAtTable(), lastError: null }));
