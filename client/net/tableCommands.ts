/** What a client at a table sends: the host's lobby commands, taking a seat back, and actions. */
import type { BotLevel } from '../../shared/platform/botLevels.js';
import type { SeatIndex } from '../../shared/platform/gameModule.js';
import { C2S } from '../../shared/protocol/protocol.js';
import { useGameStore, type ActionAnswer } from '../state/gameStore.js';
import { conn, LINK_LOST, setError } from './connection.js';

/** Adds `count` bots (default: one per empty seat) at `level` (default: the table's bot level). */
export function addBots(count?: number, level?: BotLevel): void {
  conn.room?.send(C2S.addBots, { ...(count === undefined ? {} : { count }), ...(level === undefined ? {} : { level }) });
}

export function removeBot(seat: SeatIndex): void {
  conn.room?.send(C2S.removeBot, { seat });
}

export function start(fillBots = false): void {
  conn.room?.send(C2S.start, { fillBots });
}

/** Takes the seat back from the bot after the turn clock ran out. */
export function resume(): void {
  conn.room?.send(C2S.resume, {});
}

/** Sends an action against the version this client currently shows; resolves with the server's answer. */
/** `action`: the table's game's action (its package builds it; the server checks it with the game's schema). */
export function sendAction(action: unknown): Promise<ActionAnswer> {
  const view = useGameStore.getState().view;
  const room = conn.room;
  if (!room || !view) {
    setError('not_started', 'Not at a running table');
    return Promise.resolve({ ok: false, code: 'not_started', message: 'Not at a running table' });
  }
  try {
    room.send(C2S.action, { version: view.version, action });
  } catch {
    return Promise.resolve({ ok: false, code: 'disconnected', message: LINK_LOST }); // the socket is closing
  }
  return conn.answers.expect(); // queued after the send: the answer cannot come in between
}
