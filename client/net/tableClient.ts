/**
 * The browser side of the protocol (docs/PROTOCOL.md): list, create, join, spectate, reconnect and
 * play at one table with colyseus.js, writing everything into useGameStore. UI-free: the lobby and the
 * HUD call these functions and read the store. The connection's state is in connection.ts, the room's
 * life (join, drop, come back, leave) in joinAndReconnect.ts, its messages in roomMessages.ts, what
 * a client sends in tableCommands.ts.
 */
import type { Room } from 'colyseus.js';
import type { SeatIndex } from '../../shared/platform/gameModule.js';
import type { DelayedView } from '../../shared/protocol/joinOptions.js';
import { ROOM_NAME, type CreateTableOptions, type TableAnswer, type TableListing } from '../../shared/protocol/protocol.js';
import { useGameStore } from '../state/gameStore.js';
import { comeBackOnce, isFinal, watchWhenRoom } from './comeBack.js';
import { colyseus, conn, ep } from './connection.js';
import { attach, retry, Superseded } from './joinAndReconnect.js';
import { rememberDelayed, rememberTable } from './roomKinds.js';
import { loadCasterKey, loadSeatKey, saveSeatKey } from './seatKeyStore.js';
import { forgetToken, loadToken } from './session.js';

export { configureNet, currentRoom } from './connection.js';
export { leave } from './joinAndReconnect.js';
export { addBots, removeBot, resume, sendAction, start } from './tableCommands.js';

/** GET /api/tables: the open and running public tables. */
export async function listTables(): Promise<TableListing[]> {
  const res = await fetch(`${ep().http}/api/tables`);
  if (!res.ok) throw new Error(`listing failed: HTTP ${res.status}`);
  const body = (await res.json()) as { tables?: TableListing[] };
  return body.tables ?? [];
}

/** GET /api/tables/:id: the table with this id (private too: the id is the invitation), null when none has it. */
export async function findTable(id: string): Promise<TableListing | null> {
  const res = await fetch(`${ep().http}/api/tables/${encodeURIComponent(id)}`);
  if (!res.ok) throw new Error(`table lookup failed: HTTP ${res.status}`);
  return ((await res.json()) as TableAnswer).table;
}

export interface SeatChoice {
  name: string;
  color?: string;
  seat?: SeatIndex;
  /** On a caster table: the player accepted that its caster sees every hand (the join dialog asks). */
  acceptsCaster?: boolean;
}

/** Creates a table and sits at it as its host (or watches it as host with `{ spectator: true }`). */
export async function createTable(options: CreateTableOptions, as: SeatChoice | { spectator: true }): Promise<Room> {
  return attach(() => colyseus().create(ROOM_NAME, { table: options, ...as }));
}

/** Takes a free seat at a table that has not started. */
export async function joinSeat(tableId: string, choice: SeatChoice): Promise<Room> {
  // A browser that cast this table says so: the server gives it no seat (server/rooms/casterTrust.ts).
  const casterKey = loadCasterKey(tableId);
  return attach(() => colyseus().joinById(tableId, { ...choice, ...(casterKey ? { casterKey } : {}) }));
}

/**
 * Watches a table (read-only; never a seat), through one of its audience rooms: the server fills one,
 * then opens another (`joinOrCreate('audience', { tableId })`), so any number may watch. The same
 * state and messages as in the table room itself. A crowd opening the link together may be refused
 * for a moment: the join tries again by itself (comeBack.ts, watchWhenRoom), still "Joining…".
 */
export async function spectate(tableId: string): Promise<Room> {
  return attach(() => watchTable(tableId));
}

async function watchTable(tableId: string): Promise<Room> {
  const gen = conn.generation; // attach's: a later join or leave stops the retries
  return rememberTable(await watchWhenRoom(colyseus, tableId, 'spectator', () => gen === conn.generation), tableId);
}

/**
 * Watches a table behind its broadcast delay (issue 12): `joinById(tableId, { spectator: true,
 * delayed: true, caster?, seatViewKey? | seatKey? })`. The server answers like a spectator's join (welcome with
 * `view` and `delaySeconds`, state, history, events), only as of the delay; after a drop it joins
 * again the same way (never live).
 */
export async function watchDelayed(tableId: string, view: DelayedView): Promise<Room> {
  return attach(async () => {
    const gen = conn.generation;
    return rememberDelayed(await watchWhenRoom(colyseus, tableId, { delayed: view }, () => gen === conn.generation), tableId, view);
  });
}

/**
 * The caster's page after a reload: the caster view behind the delay, with the key this browser kept
 * (null: it holds none for this table).
 */
export async function castTable(tableId: string): Promise<Room | null> {
  const casterKey = loadCasterKey(tableId);
  return casterKey ? watchDelayed(tableId, { kind: 'caster', casterKey }) : null;
}

/** Whether this browser can take a seat back at the table: a reconnection token (this tab) or a seat key. */
export function canReconnect(tableId: string): boolean {
  return loadToken(tableId) !== null || loadSeatKey(tableId) !== null;
}

/** Keeps a seat key for the table (from a "continue on another device" link). */
export function rememberSeatKey(tableId: string, seatKey: string): void {
  saveSeatKey(tableId, seatKey);
}

/**
 * Back to one's seat (after a reload, a drop, a server restart, or on another device) with what this
 * browser holds: the reconnection token, else the seat key. Rejects like a join when neither works.
 */
export async function returnToSeat(tableId: string): Promise<Room | null> {
  try {
    return await attach(() => comeBackOnce(colyseus(), tableId, 'player'));
  } catch (e) {
    if (e instanceof Superseded) return null; // a later join or leave decides
    if (isFinal(e)) throw e;
    // The server cannot be reached (restarting?): keep trying with backoff, shown as 'reconnecting'.
    useGameStore.setState({ lastError: null });
    void retry(tableId, conn.generation, 'player');
    return null;
  }
}

/** Takes the seat with the stored seat key, also from another device that holds it now. */
export async function reclaimSeat(tableId: string): Promise<Room | null> {
  forgetToken(tableId); // the key decides, not a token this tab may still hold
  return returnToSeat(tableId);
}
