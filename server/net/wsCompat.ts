/**
 * @colyseus/ws-transport's ESM build calls `new WebSocket.Server()` on ws's default export, which
 * ws's own ESM wrapper does not carry (only its CommonJS entry sets it). Give it the alias before the
 * transport is constructed. Import this module before creating a WebSocketTransport.
 */
import * as wsModule from 'ws';

const mod = wsModule as unknown as { default: { Server?: unknown }; WebSocketServer: unknown };
if (!mod.default.Server) mod.default.Server = mod.WebSocketServer;
