/**
 * The browser side of the protocol (docs/PROTOCOL.md): list, create, join, spectate, reconnect and
 * play at one table with colyseus.js, writing everything into useGameStore. UI-free: the lobby and the
 * HUD call these functions and read the store.
 */
import { Client, type Room } from 'colyseus.js';
import type { Action, PlayerColor, Seat } from '../../shared/index.js';
import { decodeEvents, decodeHistory } from '../../shared/protocol/eventsWire.js';
import {
  C2S,
  HISTORY_EVENT_CAP,
  ROOM_NAME,
  S2C,
  type AcceptedMessage,
  type CreateTableOptions,
  type ErrorMessage,
  type TableListing,
  type TurnTimedOutMessage,
  type WelcomeMessage,
} from '../../shared/protocol/protocol.js';
import { notAtTable, useGameStore, type ActionAnswer } from '../state/gameStore.js';
import { ActionAnswers } from './actionAnswers.js';
import { resolveEndpoint, type Endpoint } from './endpoint.js';
import { GameLog } from './gameLog.js';
import { describeJoinError, isTableGone } from './joinErrors.js';
import { forgetToken, loadToken, saveToken } from './session.js';
import { sameIfEqual } from './sameIfEqual.js';
import { VIEW_ARRIVED_MARK } from './viewArrivedMark.js';
import { spectatorCountOf, stateToSeats, stateToTable, stateToView } from '../../shared/protocol/stateToView.js';

const LOG_CAP = HISTORY_EVENT_CAP;
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 3000, 5000, 5000, 10_000, 10_000, 15_000, 15_000];

let endpoint: Endpoint | null = null;
let client: Client | null = null;
let room: Room | null = null;
let isHost = false;
/** The events shown in useGameStore.log, per game version (history and live merged, no duplicates). */
let gameLog = new GameLog(LOG_CAP);
let gameLogTable: string | null = null;
/** Bumped on every new room / leave, so that stale reconnection loops stop. */
let generation = 0;
/** The sent actions of the bound room still waiting for `accepted` or `error`. */
let answers = new ActionAnswers();
const LINK_LOST = 'Lost the connection to the table';

/** Points the module at a server (default: the page's own origin). */
export function configureNet(settings: Partial<Endpoint>): void {
  endpoint = resolveEndpoint(settings);
  client = null;
}

function ep(): Endpoint {
  return (endpoint ??= resolveEndpoint({}));
}

function colyseus(): Client {
  return (client ??= new Client(ep().ws));
}

export function currentRoom(): Room | null {
  return room;
}

/** GET /api/tables: the open and running public tables. */
export async function listTables(): Promise<TableListing[]> {
  const res = await fetch(`${ep().http}/api/tables`);
  if (!res.ok) throw new Error(`listing failed: HTTP ${res.status}`);
  const body = (await res.json()) as { tables?: TableListing[] };
  return body.tables ?? [];
}

export interface SeatChoice {
  name: string;
  color?: PlayerColor;
  seat?: Seat;
}

/** Creates a table and sits at it as its host (or watches it as host with `{ spectator: true }`). */
export async function createTable(options: CreateTableOptions, as: SeatChoice | { spectator: true }): Promise<Room> {
  return attach(() => colyseus().create(ROOM_NAME, { table: options, ...as }));
}

/** Takes a free seat at a table that has not started. */
export async function joinSeat(tableId: string, choice: SeatChoice): Promise<Room> {
  return attach(() => colyseus().joinById(tableId, { ...choice }));
}

/** Watches a table (read-only; never a seat). */
export async function spectate(tableId: string): Promise<Room> {
  return attach(() => colyseus().joinById(tableId, { spectator: true }));
}

/** Whether this tab holds a reconnection token for the table (sessionStorage). */
export function canReconnect(tableId: string): boolean {
  return loadToken(tableId) !== null;
}

/** Gets the seat, hand and view back after a reload or a drop, with the token kept in sessionStorage. */
export async function reconnect(tableId: string): Promise<Room> {
  const token = loadToken(tableId);
  if (!token) throw new Error('No reconnection token for this table');
  try {
    return await attach(() => colyseus().reconnect(token));
  } catch (e) {
    forgetToken(tableId);
    throw e;
  }
}

export function addBots(count?: number): void {
  room?.send(C2S.addBots, count === undefined ? {} : { count });
}

export function removeBot(seat: Seat): void {
  room?.send(C2S.removeBot, { seat });
}

export function start(fillBots = false): void {
  room?.send(C2S.start, { fillBots });
}

/** Takes the seat back from the bot after the turn clock ran out. */
export function resume(): void {
  room?.send(C2S.resume, {});
}

/** Sends an action against the version this client currently shows; resolves with the server's answer. */
export function sendAction(action: Action): Promise<ActionAnswer> {
  const view = useGameStore.getState().view;
  if (!room || !view) {
    setError('not_started', 'Not at a running table');
    return Promise.resolve({ ok: false, code: 'not_started', message: 'Not at a running table' });
  }
  try {
    room.send(C2S.action, { version: view.version, action });
  } catch {
    return Promise.resolve({ ok: false, code: 'disconnected', message: LINK_LOST }); // the socket is closing
  }
  return answers.expect(); // queued after the send: the answer cannot come in between
}

/** Leaves the table for good (a seat in a running game passes to the bot). */
export async function leave(): Promise<void> {
  const r = room;
  generation++;
  room = null;
  answers.dropAll('disconnected', LINK_LOST);
  if (r) {
    forgetToken(r.roomId);
    try {
      await r.leave(true);
    } catch {
      // already closed
    }
  }
  resetStore('idle');
}

// ---------------------------------------------------------------- internals

async function attach(connect: () => Promise<Room>): Promise<Room> {
  if (room) await leave();
  const gen = ++generation;
  useGameStore.setState({ connection: 'connecting', lastError: null });
  let r: Room;
  try {
    r = await connect();
  } catch (e) {
    if (gen === generation) useGameStore.setState({ connection: 'closed' });
    const err = describeJoinError(e);
    setError(err.code, err.message);
    throw err;
  }
  if (gen !== generation) {
    void r.leave(true);
    throw new Error('superseded by another join');
  }
  bind(r, gen);
  return r;
}

function bind(r: Room, gen: number): void {
  room = r;
  answers.dropAll('disconnected', LINK_LOST); // a previous room's sends get no answer from this one
  const roomAnswers = (answers = new ActionAnswers());
  isHost = false;
  saveToken(r.roomId, r.reconnectionToken);
  useGameStore.setState({
    tableId: r.roomId,
    connection: 'connected',
    send: sendAction,
    leave: () => void leave(),
  });

  r.onMessage(S2C.welcome, (m: WelcomeMessage) => {
    isHost = m.host;
    useGameStore.setState({ role: m.role, mySeat: m.seat, tableId: m.tableId });
    refresh(r);
  });
  // A new table starts a new log; a reconnection to the same table keeps it (the history fills the gap).
  if (gameLogTable !== r.roomId) {
    gameLog = new GameLog(LOG_CAP);
    gameLogTable = r.roomId;
    useGameStore.setState({ log: [], notices: [] });
  }
  const log = gameLog;
  r.onMessage(S2C.history, (wire: unknown) => {
    if (r !== room) return;
    if (log.add(decodeHistory(wire))) useGameStore.setState({ log: log.entries() });
  });
  r.onMessage(S2C.events, (wire: unknown) => {
    if (r !== room) return;
    const m = decodeEvents(wire);
    if (m && log.add([m])) useGameStore.setState({ log: log.entries() });
  });
  r.onMessage(S2C.error, (m: ErrorMessage) => {
    if (m.refused === C2S.action) roomAnswers.answer({ ok: false, code: m.code, message: m.message });
    setError(m.code, m.message);
  });
  r.onMessage(S2C.accepted, (m: AcceptedMessage) => roomAnswers.answer({ ok: true, version: m.version }));
  r.onMessage(S2C.pong, () => {});
  r.onMessage(S2C.turnTimedOut, (m: TurnTimedOutMessage) => {
    if (r !== room) return;
    useGameStore.setState((s) => ({
      notices: [...s.notices, { ...m, id: -(s.notices.length + 1), afterId: s.log.at(-1)?.id ?? 0 }].slice(-50),
    }));
  });
  r.onStateChange(() => refresh(r));
  r.send(C2S.hello, {});
  r.onLeave((code) => {
    roomAnswers.dropAll('disconnected', LINK_LOST);
    if (gen !== generation) return;
    room = null;
    // 4000 = a consented leave (ours, or the server closing the table); anything else is a drop.
    // Our own leave() bumps `generation` first, so a consented close seen here is the server's.
    const consented = code === 4000;
    const role = useGameStore.getState().role;
    if (!consented && role === 'player') void retry(r.roomId, gen, 'player');
    else if (!consented && role === 'spectator') void retry(r.roomId, gen, 'spectator');
    else {
      forgetToken(r.roomId);
      useGameStore.setState({ connection: 'closed' });
      if (consented) setError('table_closed', 'The server closed this table.');
      else setError('disconnected', LINK_LOST);
    }
  });
}

function refresh(r: Room): void {
  if (r !== room) return;
  const json = (r.state as { toJSON?: () => unknown } | undefined)?.toJSON?.() ?? {};
  const s = useGameStore.getState();
  const viewer = s.role === 'player' && s.mySeat !== null ? s.mySeat : 'spectator';
  const view = stateToView(json, viewer);
  if (view && !s.view && performance.getEntriesByName(VIEW_ARRIVED_MARK).length === 0) performance.mark(VIEW_ARRIVED_MARK);
  useGameStore.setState({
    view,
    // The same objects when unchanged: most patches change only the game, and App / the seat panels
    // subscribe to these (a new object re-rendered them on every move).
    table: sameIfEqual(s.table, stateToTable(json, isHost)),
    seats: sameIfEqual(s.seats, stateToSeats(json)),
    spectatorCount: spectatorCountOf(json),
  });
}

/**
 * After a drop: a player reconnects with its token (seat and hand come back); a spectator simply
 * watches again. Either way the `history` the server sends fills the log's gap. Stops at once when
 * the table no longer exists.
 */
async function retry(tableId: string, gen: number, as: 'player' | 'spectator'): Promise<void> {
  useGameStore.setState({ connection: 'reconnecting' });
  for (const delay of RECONNECT_DELAYS_MS) {
    await new Promise((res) => setTimeout(res, delay));
    if (gen !== generation) return;
    const token = loadToken(tableId);
    if (as === 'player' && !token) break;
    try {
      const r = as === 'player' ? await colyseus().reconnect(token!) : await colyseus().joinById(tableId, { spectator: true });
      if (gen !== generation) {
        void r.leave(true);
        return;
      }
      bind(r, gen);
      return;
    } catch (e) {
      // The server is not back yet (retry), or the table or the held seat is gone (stop).
      if (isTableGone(e)) {
        if (gen !== generation) return;
        forgetToken(tableId);
        useGameStore.setState({ connection: 'closed' });
        const err = describeJoinError(e);
        setError(err.code, err.message);
        return;
      }
    }
  }
  if (gen === generation) {
    forgetToken(tableId);
    useGameStore.setState({ connection: 'closed' });
    setError('disconnected', 'Lost the connection to the table');
  }
}

function setError(code: string, message: string): void {
  useGameStore.setState({ lastError: { code, message, at: Date.now() } });
}

function resetStore(connection: 'idle' | 'closed'): void {
  isHost = false;
  gameLogTable = null;
  useGameStore.setState(notAtTable(connection));
}
