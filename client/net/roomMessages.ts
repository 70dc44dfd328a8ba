/**
 * The bound room's messages and state patches, written into useGameStore: welcome (role, seat, seat
 * key, how one watches), history and events (the log), action answers and errors, the active player's
 * focus, turn time-outs, and the state itself (the view as this client may see it). A public audience
 * room sends the game as messages instead (`view`, then each action's `events` moves it on:
 * shared/protocol/watchedView.ts); its state holds the table only.
 */
import type { Room } from 'colyseus.js';
import {
  C2S,
  S2C,
  type AcceptedMessage,
  type ErrorMessage,
  type SpectatorFocusMessage,
  type TurnTimedOutMessage,
  type WelcomeMessage,
} from '../../shared/protocol/protocol.js';
import { spectatorCountOf, stateToSeats, stateToTable } from '../../shared/protocol/stateToView.js';
import type { WatchedGame } from '../../shared/platform/gameWire.js';
import { gameWire } from '../platform/gameWires.js';
import type { ViewBase } from '../platform/gamePackage.js';
import { useGameStore } from '../state/gameStore.js';
import type { ActionAnswers } from './actionAnswers.js';
import { casterHandsOf } from './casterHands.js';
import { conn, setError } from './connection.js';
import type { GameLog } from './gameLog.js';
import { loadCasterKey, saveCasterKey, saveSeatKey } from './seatKeyStore.js';
import { VIEW_ARRIVED_MARK } from './viewArrivedMark.js';

/** The game of each room that sends it as messages (public audience and delayed rooms), from its first `view`. */
const watched = new WeakMap<Room, WatchedGame<ViewBase>>();

/** The wire of the game the room's table plays (its synced options name it). */
function wireOf(r: Room) {
  return gameWire(String((r.state as { options?: { game?: unknown } } | undefined)?.options?.game ?? ''));
}
/** Rooms asked for their view again (`hello`), until it comes. */
const asked = new WeakSet<Room>();

/** Listens to everything `r` sends while it is the bound room; `answers` and `log` are its own. */
export function listenToRoom(r: Room, answers: ActionAnswers, log: GameLog): void {
  r.onMessage(S2C.welcome, (m: WelcomeMessage) => {
    conn.isHost = m.host;
    if (m.seatKey) saveSeatKey(m.tableId, m.seatKey);
    if (m.casterKey) saveCasterKey(m.tableId, m.casterKey);
    useGameStore.setState({
      role: m.role,
      mySeat: m.seat,
      tableId: m.tableId,
      seatKey: m.role === 'player' ? (m.seatKey ?? null) : null,
      seatViewKey: m.role === 'player' ? (m.seatViewKey ?? null) : null,
      casterKey: m.casterKey ?? loadCasterKey(m.tableId),
      watch: m.role === 'spectator' ? { view: m.view ?? 'live', delaySeconds: m.delaySeconds ?? 0 } : null,
    });
    refresh(r);
  });
  r.onMessage(S2C.history, (wire: unknown) => {
    if (r !== conn.room) return;
    if (log.add(wireOf(r).decodeHistory(wire))) useGameStore.setState({ log: log.entries() });
  });
  r.onMessage(S2C.view, (m: unknown) => {
    if (r !== conn.room) return;
    const w = watched.get(r) ?? wireOf(r).watched();
    if (!w.set(m)) return;
    watched.set(r, w);
    asked.delete(r);
    refresh(r);
  });
  r.onMessage(S2C.events, (wire: unknown) => {
    if (r !== conn.room) return;
    const m = wireOf(r).decodeEvents(wire);
    if (!m) return;
    const logged = log.add([m]);
    const w = watched.get(r);
    const followed = w?.follow(m);
    // A missed action, or events without a view in a room whose state has no game (a `view` lost):
    // ask for the whole view again, once until it comes.
    const lost = followed === 'gap' || (!w && !(r.state as { game?: unknown } | undefined)?.game);
    if (lost && !asked.has(r)) {
      asked.add(r);
      r.send(C2S.hello, {});
    }
    if (followed === 'applied') useGameStore.setState(logged ? { view: w!.view, log: log.entries() } : { view: w!.view });
    else if (logged) useGameStore.setState({ log: log.entries() });
  });
  r.onMessage(S2C.error, (m: ErrorMessage) => {
    if (m.refused === C2S.action) answers.answer({ ok: false, code: m.code, message: m.message });
    setError(m.code, m.message);
  });
  r.onMessage(S2C.accepted, (m: AcceptedMessage) => answers.answer({ ok: true, version: m.version }));
  r.onMessage(S2C.pong, () => {});
  r.onMessage(S2C.focus, (m: SpectatorFocusMessage) => {
    if (r === conn.room) useGameStore.setState({ focus: m?.target ? m : null });
  });
  r.onMessage(S2C.turnTimedOut, (m: TurnTimedOutMessage) => {
    if (r !== conn.room) return;
    useGameStore.setState((s) => ({
      notices: [...s.notices, { ...m, id: -(s.notices.length + 1), afterId: s.log.at(-1)?.id ?? 0 }].slice(-50),
    }));
  });
  r.onStateChange(() => refresh(r));
}

function refresh(r: Room): void {
  if (r !== conn.room) return;
  const json = (r.state as { toJSON?: () => unknown } | undefined)?.toJSON?.() ?? {};
  const s = useGameStore.getState();
  // A player, or a delayed streamer view of one seat (its own view, hand included), sees as that seat.
  const seatView = s.role === 'player' || s.watch?.view === 'seat';
  const viewer = seatView && s.mySeat !== null ? s.mySeat : 'spectator';
  const view = watched.get(r)?.view ?? wireOf(r).stateToView(json, viewer);
  if (view && !s.view && performance.getEntriesByName(VIEW_ARRIVED_MARK).length === 0) performance.mark(VIEW_ARRIVED_MARK);
  useGameStore.setState({
    view,
    // Rebuilt from every patch; the store keeps the same objects where unchanged (state/sharedParts.ts):
    // most patches change only the game, and App / the seat panels subscribe to these.
    table: stateToTable(json, conn.isHost),
    seats: stateToSeats(json),
    spectatorCount: spectatorCountOf(json),
    casterHands: s.watch?.view === 'caster' ? casterHandsOf(json) : null,
  });
}
