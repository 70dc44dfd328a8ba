/**
 * The browser side of the protocol (docs/PROTOCOL.md): list, create, join, spectate, reconnect and
 * play at one table with colyseus.js, writing everything into useGameStore. UI-free: the lobby and the
 * HUD call these functions and read the store.
 */
import { Client, type Room } from 'colyseus.js';
import type { Action, PlayerColor, Seat } from '../../shared/index.js';
import { decodeEvents, decodeHistory } from '../../shared/protocol/eventsWire.js';
import {
  AUDIENCE_ROOM_NAME,
  C2S,
  CLOSE_CODE,
  HISTORY_EVENT_CAP,
  ROOM_NAME,
  S2C,
  type AcceptedMessage,
  type CreateTableOptions,
  type ErrorMessage,
  type FocusTarget,
  type SpectatorFocusMessage,
  type TableListing,
  type TurnTimedOutMessage,
  type WelcomeMessage,
} from '../../shared/protocol/protocol.js';
import { notAtTable, useGameStore, type ActionAnswer } from '../state/gameStore.js';
import { ActionAnswers } from './actionAnswers.js';
import { resolveEndpoint, type Endpoint } from './endpoint.js';
import { GameLog } from './gameLog.js';
import { comeBackOnce, comeBackPatiently, isFinal, type Comer } from './comeBack.js';
import type { DelayedView } from '../../shared/protocol/joinOptions.js';
import { describeJoinError } from './joinErrors.js';
import { forgetSeatKey, loadSeatKey, saveSeatKey } from './seatKeyStore.js';
import { forgetToken, loadToken, saveToken } from './session.js';
import { sameIfEqual } from './sameIfEqual.js';
import { casterHandsOf } from './casterHands.js';
import { VIEW_ARRIVED_MARK } from './viewArrivedMark.js';
import { spectatorCountOf, stateToSeats, stateToTable, stateToView } from '../../shared/protocol/stateToView.js';

const LOG_CAP = HISTORY_EVENT_CAP;

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

/**
 * Watches a table (read-only; never a seat), through one of its audience rooms: the server fills one,
 * then opens another (`joinOrCreate('audience', { tableId })`), so any number may watch. The same
 * state and messages as in the table room itself.
 */
export async function spectate(tableId: string): Promise<Room> {
  return attach(() => watchTable(colyseus(), tableId));
}

/**
 * Watches a table behind its broadcast delay (issue 12): `joinById(tableId, { spectator: true,
 * delayed: true, caster?, seatKey? })`. The server answers like a spectator's join (welcome with
 * `view` and `delaySeconds`, state, history, events), only as of the delay; after a drop it joins
 * again the same way (never live).
 */
export async function watchDelayed(tableId: string, view: DelayedView): Promise<Room> {
  return attach(() => comeBackOnce(colyseus(), tableId, { delayed: view }).then((r) => rememberDelayed(r, tableId, view)));
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
    void retry(tableId, generation, 'player');
    return null;
  }
}

/** Takes the seat with the stored seat key, also from another device that holds it now. */
export async function reclaimSeat(tableId: string): Promise<Room | null> {
  forgetToken(tableId); // the key decides, not a token this tab may still hold
  return returnToSeat(tableId);
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
  // A seat freed (lobby) or a game over: its key is of no more use. In a running game the key stays:
  // the bot plays the seat meanwhile, and the player may take it back.
  const status = useGameStore.getState().table?.status;
  const tableId = (r && tableIdOf(r)) ?? useGameStore.getState().tableId;
  if (tableId && (status === 'lobby' || status === 'ended')) forgetSeatKey(tableId);
  if (r) {
    if (!isWatcherRoom(r)) forgetToken(r.roomId);
    try {
      await r.leave(true);
    } catch {
      // already closed
    }
  }
  resetStore('idle');
}

// ---------------------------------------------------------------- internals

/** The table each audience room follows (its own roomId is not the table's). */
const tablesOfRooms = new WeakMap<Room, string>();

function rememberTable(r: Room, tableId: string): Room {
  tablesOfRooms.set(r, tableId);
  return r;
}

function tableIdOf(r: Room): string {
  return tablesOfRooms.get(r) ?? r.roomId;
}

function isAudienceRoom(r: Room): boolean {
  return r.name === AUDIENCE_ROOM_NAME;
}

/** The view of each delayed connection, so a drop brings it back delayed (never live). */
const delayedRooms = new WeakMap<Room, DelayedView>();

function rememberDelayed(r: Room, tableId: string, view: DelayedView): Room {
  delayedRooms.set(r, view);
  return rememberTable(r, tableId);
}

/** A spectator's room (audience or delayed): no reconnection token to keep, none to forget. */
function isWatcherRoom(r: Room): boolean {
  return isAudienceRoom(r) || delayedRooms.has(r);
}

async function watchTable(c: Client, tableId: string): Promise<Room> {
  return rememberTable(await comeBackOnce(c, tableId, 'spectator'), tableId);
}

/** A join overtaken by a later join or a leave of this module: nothing to report or retry. */
class Superseded extends Error {
  constructor() {
    super('superseded by another join');
  }
}

async function attach(connect: () => Promise<Room>): Promise<Room> {
  if (room) await leave();
  const gen = ++generation;
  useGameStore.setState({ connection: 'connecting', lastError: null });
  let r: Room;
  try {
    r = await connect();
  } catch (e) {
    if (gen !== generation) throw new Superseded(); // a later join or leave decides
    useGameStore.setState({ connection: 'closed' });
    const err = describeJoinError(e);
    setError(err.code, err.message);
    throw err;
  }
  if (gen !== generation) {
    void r.leave(true);
    throw new Superseded();
  }
  bind(r, gen);
  return r;
}

function bind(r: Room, gen: number): void {
  room = r;
  answers.dropAll('disconnected', LINK_LOST); // a previous room's sends get no answer from this one
  const roomAnswers = (answers = new ActionAnswers());
  isHost = false;
  const tableId = tableIdOf(r);
  // An audience room's token is of no use: a spectator who drops simply watches again (any audience room).
  if (!isWatcherRoom(r)) saveToken(r.roomId, r.reconnectionToken);
  useGameStore.setState({
    tableId,
    connection: 'connected',
    send: sendAction,
    leave: () => void leave(),
    focus: null,
    sendFocus: (target: FocusTarget | null) => {
      if (r !== room) return;
      try {
        r.send(C2S.focus, { target });
      } catch {
        // the socket is closing: a focus is not worth a retry
      }
    },
  });

  r.onMessage(S2C.welcome, (m: WelcomeMessage) => {
    isHost = m.host;
    if (m.seatKey) saveSeatKey(m.tableId, m.seatKey);
    useGameStore.setState({
      role: m.role,
      mySeat: m.seat,
      tableId: m.tableId,
      seatKey: m.role === 'player' ? (m.seatKey ?? null) : null,
      watch: m.role === 'spectator' ? { view: m.view ?? 'live', delaySeconds: m.delaySeconds ?? 0 } : null,
    });
    refresh(r);
  });
  // A new table starts a new log; a reconnection to the same table keeps it (the history fills the gap).
  if (gameLogTable !== tableId) {
    gameLog = new GameLog(LOG_CAP);
    gameLogTable = tableId;
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
  r.onMessage(S2C.focus, (m: SpectatorFocusMessage) => {
    if (r === room) useGameStore.setState({ focus: m?.target ? m : null });
  });
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
    if (code === CLOSE_CODE.seatTakenElsewhere) {
      // Our seat key was used on another device: that one plays now. No retry (it would take the
      // seat back and forth); the player may take it back here on purpose (reclaimSeat).
      forgetToken(tableId);
      useGameStore.setState({ connection: 'elsewhere', seatKey: null });
      return;
    }
    // A server shutting down closes its tables as consented too: with a seat key the seat may come
    // back from the restarted server (the retry stops at once if the table is really gone).
    // A spectator whose audience room went away (its process died) lands in another one of the table.
    const seated = role === 'player' && (!consented || loadSeatKey(tableId) !== null);
    const delayed = delayedRooms.get(r);
    if (seated) void retry(tableId, gen, 'player');
    else if (!consented && delayed) void retry(tableId, gen, { delayed });
    else if (!consented && role === 'spectator') void retry(tableId, gen, 'spectator');
    else {
      if (!isWatcherRoom(r)) forgetToken(tableId);
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
  // A player, or a delayed streamer view of one seat (its own view, hand included), sees as that seat.
  const seatView = s.role === 'player' || s.watch?.view === 'seat';
  const viewer = seatView && s.mySeat !== null ? s.mySeat : 'spectator';
  const view = stateToView(json, viewer);
  if (view && !s.view && performance.getEntriesByName(VIEW_ARRIVED_MARK).length === 0) performance.mark(VIEW_ARRIVED_MARK);
  useGameStore.setState({
    view,
    // The same objects when unchanged: most patches change only the game, and App / the seat panels
    // subscribe to these (a new object re-rendered them on every move).
    table: sameIfEqual(s.table, stateToTable(json, isHost)),
    seats: sameIfEqual(s.seats, stateToSeats(json)),
    spectatorCount: spectatorCountOf(json),
    casterHands: s.watch?.view === 'caster' ? sameIfEqual(s.casterHands, casterHandsOf(json)) : null,
  });
}

/**
 * After a drop: a player comes back with its token, or with its seat key once the token no longer
 * works (the server restarted); a spectator simply watches again. Retries with backoff while the
 * server cannot be reached; stops at once when the table is gone or refuses. Either way the `history`
 * the server sends fills the log's gap.
 */
async function retry(tableId: string, gen: number, as: Comer): Promise<void> {
  useGameStore.setState({ connection: 'reconnecting' });
  const outcome = await comeBackPatiently(colyseus, tableId, as, () => gen === generation);
  if (gen !== generation) {
    if (outcome.room) void outcome.room.leave(true);
    return;
  }
  if (outcome.room)
    return bind(typeof as === 'object' ? rememberDelayed(outcome.room, tableId, as.delayed) : rememberTable(outcome.room, tableId), gen);
  forgetToken(tableId);
  useGameStore.setState({ connection: 'closed' });
  setError(outcome.error.code, outcome.error.message);
}

function setError(code: string, message: string): void {
  useGameStore.setState({ lastError: { code, message, at: Date.now() } });
}

function resetStore(connection: 'idle' | 'closed'): void {
  isHost = false;
  gameLogTable = null;
  useGameStore.setState(notAtTable(connection));
}
