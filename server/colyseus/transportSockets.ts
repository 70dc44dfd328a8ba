/**
 * Colyseus patch 7 (patches.ts): the ws server inside @colyseus/ws-transport, for the per-address flood
 * limits.
 * Checked against the versions in COLYSEUS_CHECKED_AGAINST (patches.ts): patches.test.ts fails when an
 * upgrade changes what it relies on.
 */
import type http from 'node:http';
import type WebSocket from 'ws';

/** What the transport's WebSocketServer offers the flood guard (ws's WebSocketServer). */
export interface TransportSockets {
  prependListener(event: 'connection', fn: (ws: WebSocket, req: http.IncomingMessage) => void): unknown;
  options: { verifyClient?: unknown; maxPayload?: number };
}

/** The ws WebSocketServer of a @colyseus/ws-transport WebSocketTransport (its `wss`, 0.16). */
export function transportSockets(transport: object): TransportSockets {
  return (transport as { wss: TransportSockets }).wss;
}
