/**
 * Where the per-address flood limits (net/addressFloods.ts) meet the server: the WebSocket upgrade,
 * each connection, and the matchmaking routes.
 * - verifyConnection: the transport's `verifyClient`. An upgrade from an address that is blocked, or
 *   past its joins, is answered 429 before any WebSocket exists (a re-join costs no room any work).
 * - watchConnections: each connection carries its address's account (`accountOf(client)`, read by
 *   the frame checks of every room), and a frame the transport refuses (over `maxFrameBytes`, or
 *   broken framing: ws closes that socket) costs the address OVERSIZE_FRAME_ERRORS.
 * - guardFloodedMatchmaking: a matchmaking call from a blocked address gets 429 with why; from an
 *   address past its joins, MATCHMAKE_CODE.crowded (the client tries again shortly).
 * - dropFlooder: a connection past its limits gets its close frame (4029) and is not read any more;
 *   its socket is destroyed a moment later, whether or not its client answers the close (a flooder
 *   that never answers would otherwise be read for ws's 30 s close timeout).
 */
import type http from 'node:http';
import type { Client } from '@colyseus/core';
import type WebSocket from 'ws';
import { MATCHMAKE_CODE } from '../../shared/protocol/protocol.js';
import { matchmakeMethod, type TransportSockets } from '../colyseus/patches.js';
import { OVERSIZE_FRAME_ERRORS, type AddressFloods } from './addressFloods.js';

/** Close code of a connection dropped for flooding (kept from net/rateLimitFrames.ts). */
export const FLOOD_CLOSE_CODE = 4029;
/** How long a dropped flooder's socket lives after its close frame (unread), for the frame to reach it. */
export const FLOOD_CLOSE_GRACE_MS = 1000;

/** A connection's share of its address's flood limits. */
export interface ConnectionAccount {
  address: string;
  /** One frame error (or `weight`); true when the address is blocked: drop the connection. */
  frameError(weight?: number): boolean;
  /** Set once the connection was dropped: nothing more of it is looked at. */
  dropped: boolean;
}

const ACCOUNT = Symbol('address account');
type Tagged = WebSocket & { [ACCOUNT]?: ConnectionAccount };

export type AddressOf = (req: http.IncomingMessage) => string;

/** ws's asynchronous `verifyClient` (WebSocketServer option): refuses upgrades the address may not open. */
export function verifyConnection(floods: AddressFloods, addressOf: AddressOf) {
  return (info: { req: http.IncomingMessage }, done: (ok: boolean, code?: number, message?: string) => void): void => {
    const refusal = floods.joinRefusal(addressOf(info.req), true);
    if (refusal) done(false, 429, refusal.message);
    else done(true);
  };
}

/** Tags every new connection of the transport with its address's account (before Colyseus sees it). */
export function watchConnections(sockets: TransportSockets, floods: AddressFloods, addressOf: AddressOf): void {
  sockets.prependListener('connection', (ws, req) => {
    const address = addressOf(req);
    const account: ConnectionAccount = {
      address,
      frameError: (weight = 1) => floods.frameError(address, weight),
      dropped: false,
    };
    (ws as Tagged)[ACCOUNT] = account;
    // ws refused a frame itself (too large: 1009; broken framing: 1002): it sent its close frame and
    // discards what comes next until its client answers, or for 30 s; a flooder is not waited for.
    ws.on('error', () => {
      account.dropped = true;
      floods.frameError(address, OVERSIZE_FRAME_ERRORS);
      setTimeout(() => ws.terminate(), FLOOD_CLOSE_GRACE_MS).unref();
    });
  });
}

/** The account of a client's connection (undefined for a connection the guard never saw: tests' fakes). */
export function accountOf(client: Client): ConnectionAccount | undefined {
  return (client.ref as Tagged | undefined)?.[ACCOUNT];
}

/** Drops a flooding connection: close frame `FLOOD_CLOSE_CODE`, nothing more read, socket destroyed after a grace. */
export function dropFlooder(client: Client, reason = 'Disconnected: too many refused messages'): void {
  const account = accountOf(client);
  if (account) {
    if (account.dropped) return;
    account.dropped = true;
  }
  // ws 8's pause() (stop reading the socket) is missing from the installed @types/ws 7.
  const ws = client.ref as unknown as { pause?: () => void; terminate(): void } | undefined;
  client.leave(FLOOD_CLOSE_CODE, reason);
  if (!ws || typeof ws.pause !== 'function') return;
  ws.pause();
  setTimeout(() => ws.terminate(), FLOOD_CLOSE_GRACE_MS).unref();
}

/**
 * Answers matchmaking calls from an address that may not join now, before Colyseus (and the other
 * guards) see them. Installed in front of the request listeners already on `server`.
 */
export function guardFloodedMatchmaking(server: http.Server, floods: AddressFloods, addressOf: AddressOf): void {
  const inner = server.listeners('request') as ((req: http.IncomingMessage, res: http.ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const refusal = matchmakeMethod(req.url ?? '') === null ? null : floods.joinRefusal(addressOf(req), false);
    if (!refusal) {
      for (const listener of inner) listener.call(server, req, res);
      return;
    }
    const code = refusal.reason === 'joins' ? MATCHMAKE_CODE.crowded : 429;
    res.writeHead(429, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', Connection: 'close' });
    res.end(JSON.stringify({ code, error: refusal.message }));
  });
}
