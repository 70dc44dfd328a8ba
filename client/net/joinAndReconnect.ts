/**
 * The life of the one bound room: joining (a later join or leave overtakes an earlier one), binding it
 * to the store, what a drop or a close means (come back as a player, a live or a delayed spectator, or
 * stop), and leaving for good.
 */
import type { Room } from 'colyseus.js';
import { C2S, CLOSE_CODE, type FocusTarget } from '../../shared/protocol/protocol.js';
import { useGameStore } from '../state/gameStore.js';
import { ActionAnswers } from './actionAnswers.js';
import { comeBackPatiently, type Comer } from './comeBack.js';
import { colyseus, conn, LINK_LOST, LOG_CAP, resetStore, setError } from './connection.js';
import { GameLog } from './gameLog.js';
import { describeJoinError } from './joinErrors.js';
import { delayedViewOf, isWatcherRoom, rememberDelayed, rememberTable, tableIdOf } from './roomKinds.js';
import { listenToRoom } from './roomMessages.js';
import { forgetSeatKey, loadCasterKey, loadSeatKey } from './seatKeyStore.js';
import { forgetToken, saveToken } from './session.js';
import { sendAction } from './tableCommands.js';

/** A join overtaken by a later join or a leave of this module: nothing to report or retry. */
export class Superseded extends Error {
  constructor() {
    super('superseded by another join');
  }
}

/** Leaves the table for good (a seat in a running game passes to the bot). */
export async function leave(): Promise<void> {
  const r = conn.room;
  conn.generation++;
  conn.room = null;
  conn.answers.dropAll('disconnected', LINK_LOST);
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

/** Joins with `connect` (after leaving any room) and binds the room; rejects with the join's error, or Superseded. */
export async function attach(connect: () => Promise<Room>): Promise<Room> {
  if (conn.room) await leave();
  const gen = ++conn.generation;
  // Leaving while the join is under way cancels it (there is no room to leave yet): the join then
  // ends as Superseded and its room, if it comes, is dropped.
  useGameStore.setState({ connection: 'connecting', lastError: null, leave: () => void leave() });
  let r: Room;
  try {
    r = await connect();
  } catch (e) {
    if (gen !== conn.generation) throw new Superseded(); // a later join or leave decides
    useGameStore.setState({ connection: 'closed' });
    const err = describeJoinError(e);
    setError(err.code, err.message);
    throw err;
  }
  if (gen !== conn.generation) {
    void r.leave(true);
    throw new Superseded();
  }
  bind(r, gen);
  return r;
}

function bind(r: Room, gen: number): void {
  conn.room = r;
  conn.answers.dropAll('disconnected', LINK_LOST); // a previous room's sends get no answer from this one
  const roomAnswers = (conn.answers = new ActionAnswers());
  conn.isHost = false;
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
      if (r !== conn.room) return;
      try {
        r.send(C2S.focus, { target });
      } catch {
        // the socket is closing: a focus is not worth a retry
      }
    },
  });
  // A new table starts a new log; a reconnection to the same table keeps it (the history fills the gap).
  if (conn.gameLogTable !== tableId) {
    conn.gameLog = new GameLog(LOG_CAP);
    conn.gameLogTable = tableId;
    useGameStore.setState({ log: [], notices: [] });
  }
  listenToRoom(r, roomAnswers, conn.gameLog);
  r.send(C2S.hello, {});
  r.onLeave((code) => {
    roomAnswers.dropAll('disconnected', LINK_LOST);
    if (gen !== conn.generation) return;
    conn.room = null;
    onDropOrClose(r, tableId, gen, code);
  });
}

/** The bound room went away without our leave(): come back (as what it was) or say why not. */
function onDropOrClose(r: Room, tableId: string, gen: number, code: number): void {
  // 4000 = a consented leave (ours, or the server closing the table); anything else is a drop.
  // Our own leave() bumps `generation` first, so a consented close seen here is the server's.
  const consented = code === 4000;
  const role = useGameStore.getState().role;
  if (code === CLOSE_CODE.seatTakenElsewhere) {
    // Our seat key was used on another device: that one plays now. No retry (it would take the
    // seat back and forth); the player may take it back here on purpose (reclaimSeat).
    forgetToken(tableId);
    useGameStore.setState({ connection: 'elsewhere', seatKey: null, seatViewKey: null, casterKey: null });
    return;
  }
  if (code === CLOSE_CODE.behindTheDelay) {
    // The game starts on a table watched only behind its delay: on, behind it (every hand for its caster).
    forgetToken(tableId);
    const casterKey = loadCasterKey(tableId);
    void retry(tableId, gen, { delayed: casterKey ? { kind: 'caster', casterKey } : { kind: 'public' } });
    return;
  }
  // A server shutting down closes its tables as consented too: with a seat key the seat may come
  // back from the restarted server (the retry stops at once if the table is really gone).
  // A spectator whose audience room went away (its process died) lands in another one of the table.
  const seated = role === 'player' && (!consented || loadSeatKey(tableId) !== null);
  const delayed = delayedViewOf(r);
  if (seated) void retry(tableId, gen, 'player');
  else if (!consented && delayed) void retry(tableId, gen, { delayed });
  else if (!consented && role === 'spectator') void retry(tableId, gen, 'spectator');
  else {
    if (!isWatcherRoom(r)) forgetToken(tableId);
    useGameStore.setState({ connection: 'closed' });
    if (consented) setError('table_closed', 'The server closed this table.');
    else setError('disconnected', LINK_LOST);
  }
}

/**
 * After a drop: a player comes back with its token, or with its seat key once the token no longer
 * works (the server restarted); a spectator simply watches again. Retries with backoff while the
 * server cannot be reached; stops at once when the table is gone or refuses. Either way the `history`
 * the server sends fills the log's gap.
 */
export async function retry(tableId: string, gen: number, as: Comer): Promise<void> {
  useGameStore.setState({ connection: 'reconnecting' });
  const outcome = await comeBackPatiently(colyseus, tableId, as, () => gen === conn.generation);
  if (gen !== conn.generation) {
    if (outcome.room) void outcome.room.leave(true);
    return;
  }
  if (outcome.room)
    return bind(typeof as === 'object' ? rememberDelayed(outcome.room, tableId, as.delayed) : rememberTable(outcome.room, tableId), gen);
  forgetToken(tableId);
  useGameStore.setState({ connection: 'closed' });
  setError(outcome.error.code, outcome.error.message);
}
