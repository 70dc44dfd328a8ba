/**
 * The state of client/net's one connection, shared by its files: the server it talks to, the
 * colyseus client, the bound room and its pending action answers, the game log, and the generation
 * that tells a stale join or reconnection loop to stop. Plus the store writes they all use.
 */
import { Client, type Room } from 'colyseus.js';
import { HISTORY_EVENT_CAP } from '../../shared/protocol/protocol.js';
import { notAtTable, useGameStore } from '../state/gameStore.js';
import { ActionAnswers } from './actionAnswers.js';
import { resolveEndpoint, type Endpoint } from './endpoint.js';
import { GameLog } from './gameLog.js';

export const LOG_CAP = HISTORY_EVENT_CAP;
export const LINK_LOST = 'Lost the connection to the table';

export const conn = {
  endpoint: null as Endpoint | null,
  client: null as Client | null,
  room: null as Room | null,
  isHost: false,
  /** The events shown in useGameStore.log, per game version (history and live merged, no duplicates). */
  gameLog: new GameLog(LOG_CAP),
  gameLogTable: null as string | null,
  /** Bumped on every new room / leave, so that stale reconnection loops stop. */
  generation: 0,
  /** The sent actions of the bound room still waiting for `accepted` or `error`. */
  answers: new ActionAnswers(),
};

/** Points the module at a server (default: the page's own origin). */
export function configureNet(settings: Partial<Endpoint>): void {
  conn.endpoint = resolveEndpoint(settings);
  conn.client = null;
}

export function ep(): Endpoint {
  return (conn.endpoint ??= resolveEndpoint({}));
}

export function colyseus(): Client {
  return (conn.client ??= new Client(ep().ws));
}

export function currentRoom(): Room | null {
  return conn.room;
}

export function setError(code: string, message: string): void {
  useGameStore.setState({ lastError: { code, message, at: Date.now() } });
}

export function resetStore(connection: 'idle' | 'closed'): void {
  conn.isHost = false;
  conn.gameLogTable = null;
  useGameStore.setState(notAtTable(connection));
}
