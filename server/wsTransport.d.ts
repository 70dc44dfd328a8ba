// @colyseus/ws-transport 0.16 ships types but its package "exports" map hides them from
// moduleResolution "Bundler"; this mirrors the part of build/WebSocketTransport.d.ts the server uses.
declare module '@colyseus/ws-transport' {
  import type http from 'node:http';
  import { Transport } from '@colyseus/core';
  export interface TransportOptions {
    server?: http.Server;
    pingInterval?: number;
    pingMaxRetries?: number;
    maxPayload?: number;
    perMessageDeflate?: boolean | object;
    /** Passed to ws's WebSocketServer: refuses an upgrade (asynchronous form). */
    verifyClient?: (
      info: { origin: string; secure: boolean; req: http.IncomingMessage },
      done: (ok: boolean, code?: number, message?: string) => void,
    ) => void;
  }
  export class WebSocketTransport extends Transport {
    constructor(options?: TransportOptions);
    listen(port: number, hostname?: string, backlog?: number, listeningListener?: () => void): this;
    shutdown(): void;
    simulateLatency(milliseconds: number): void;
  }
}
