/**
 * The synced game as the client knows it: the game's view for this client (decoded from the Colyseus
 * state), the events received, and the one function that sends an action to the server. Written by
 * the network layer, read by the scene and the HUD. Per-frame motion never goes here.
 *
 * The shell holds the game's view, events and actions as opaque values (ViewBase: who the view is for
 * and its version); a game reads them through its own typed look at this same store
 * (client/games/<id>/state/gameStore.ts).
 */
import { create } from 'zustand';
import { sharedParts } from './sharedParts.js';
import { gameIdOf, type GameId } from '../../shared/platform/gameCatalog.js';
import type { SeatIndex } from '../../shared/platform/gameModule.js';
import type { ViewBase } from '../platform/gamePackage.js';
import type { SeatInfo, TableInfo } from '../../shared/protocol/tableInfo.js';
import type { FocusTarget, SpectatorFocusMessage, TurnTimedOutMessage } from '../../shared/protocol/protocol.js';

export type { SeatInfo, SeatMeta, TableInfo } from '../../shared/protocol/tableInfo.js';

export interface LoggedEvent<Event = unknown> {
  id: number;
  event: Event;
}

/** A line of the log that is no engine event: the turn clock ran out on a seat (the bot played its turn). */
export interface LoggedNotice extends TurnTimedOutMessage {
  /** Negative, so it never meets an event's id. */
  id: number;
  /** Shown after the log entry with this id (0: before every event). */
  afterId: number;
}

/**
 * The server's answer to one action: `accepted` (with the game version it produced) or an `error`
 * naming it. The offline practice game answers the same way.
 */
export type ActionAnswer = { ok: true; version: number } | { ok: false; code: string; message: string };

/** A spectator's connection: live, or behind the table's broadcast delay. */
export interface WatchInfo {
  view: 'live' | 'public' | 'caster' | 'seat';
  /** 0 for a live spectator. */
  delaySeconds: number;
}

export interface GameStoreState<View extends ViewBase = ViewBase, Event = unknown, Action = never> {
  view: View | null;
  role: 'player' | 'spectator' | null;
  mySeat: SeatIndex | null;
  tableId: string | null;
  /** Every seat of the joined table, before and during the game (the one copy: TableInfo has none). */
  seats: SeatInfo[];
  spectatorCount: number;
  /** Events as received (already redacted for this client), oldest first, capped. */
  log: LoggedEvent<Event>[];
  /** Turn-clock timeouts announced by the server, placed among the log's events. */
  notices: LoggedNotice[];
  lastError: { code: string; message: string; at: number } | null;
  /** Sends an action for this client's seat; resolves with the answer. Set by the network layer once joined. */
  send: (action: Action) => Promise<ActionAnswer>;
  /** Options and status of the joined table (null when not at a table; its seats are `seats`). */
  table: TableInfo | null;
  /**
   * The game of the table a link is joining, read from its listing before the join ends (App): the
   * empty table drawn meanwhile is that game's. `table` replaces it once joined.
   */
  joiningGame: string | null;
  /**
   * The link to the server: 'reconnecting' while client/net retries after a drop; 'elsewhere' when the
   * seat was taken with its seat key on another device (this client is off the table, tableId kept).
   */
  connection: 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'closed' | 'elsewhere';
  /** This player's seat key (from `welcome`), for the "continue on another device" link; null otherwise. */
  seatKey: string | null;
  /** This player's seat view key (from `welcome`), for the overlay link of the seat's delayed view; null otherwise. */
  seatViewKey: string | null;
  /** The caster view's key (from `welcome`, the host's only), for the caster overlay link; null otherwise. */
  casterKey: string | null;
  /**
   * How a spectator watches (from `welcome`): live, or a delayed connection (issue 12) with its view
   * (public, caster: every hand, seat: one seat's own view) and its delay; null for a player.
   */
  watch: WatchInfo | null;
  /** A delayed caster's view of every hand (per seat, as of the delay); null for everyone else. */
  casterHands: Partial<Record<SeatIndex, string[]>> | null;
  /** Leaves the table (consented: a seat in a running game passes to the bot); set by client/net. */
  leave: () => void;
  /** What the player whose turn it is points at, for a spectator (the server's `focus`); null when nothing. */
  focus: SpectatorFocusMessage | null;
  /** Tells the server what public thing this player points at (input/focusReporter.ts); set by client/net. */
  sendFocus: (target: FocusTarget | null) => void;
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
    notices: [],
    send: () => Promise.resolve({ ok: false, code: 'not_started', message: 'Not at a running table' }),
    table: null,
    joiningGame: null,
    connection,
    seatKey: null,
    seatViewKey: null,
    casterKey: null,
    watch: null,
    casterHands: null,
    leave: () => {},
    focus: null,
    sendFocus: () => {},
  };
}

/** The game on screen: the joined table's, else the one a link is joining (the default game for practice and the fixture). */
export function tableGameId(s: Pick<GameStoreState, 'table' | 'joiningGame'>): GameId {
  return gameIdOf(s.table ?? (s.joiningGame ? { game: s.joiningGame } : null));
}

/** The parts rebuilt whole from each patch or event: shared with their previous value where unchanged (sharedParts.ts). */
const SHARED: readonly (keyof GameStoreState)[] = ['view', 'table', 'seats', 'casterHands'];

export const useGameStore = create<GameStoreState>()(sharedParts<GameStoreState>(SHARED, () => ({ ...notAtTable(), lastError: null })));

/** The seats of a game run in this browser (practice, fixture): `me` is the human, the others bots. */
export function localSeats(players: readonly { name: string; color: string }[], me: SeatIndex): SeatInfo[] {
  return players.map((p, seat) => ({
    seat,
    kind: seat === me ? 'human' : 'bot',
    name: p.name,
    color: p.color,
    connected: true,
    botControlled: seat !== me,
    abandoned: false,
    away: false,
  }));
}
