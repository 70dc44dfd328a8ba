/**
 * Every place the server leans on Colyseus internals, listed here, each in its own file of this folder
 * (this one re-exports them all). Checked against @colyseus/core 0.16.20, @colyseus/ws-transport 0.16.1
 * and @colyseus/schema 3.0.76 (COLYSEUS_CHECKED_AGAINST); patches.test.ts fails when an upgrade changes
 * any behaviour relied on here.
 *
 * 1. HardenedRoom (hardenedRoom.ts): message dispatch a client cannot break.
 *    - Colyseus looks message types up in a plain object (`onMessageHandlers`): a type named "toJSON",
 *      "constructor" or "__proto__" would find Object.prototype members and throw outside any handler (a
 *      process-wide uncaughtException). Without a prototype, such types fall through to the "*" handler.
 *    - Its fallback `__no_message_handler` disconnects the sender, and a message *named*
 *      "__no_message_handler" reaches it directly; with a "*" handler it is never needed otherwise.
 *    - `_onMessage` decodes ROOM_DATA itself here (as Room._onMessage does) so that a payload msgpack
 *      cannot decode (truncated, or nested deep enough to overflow the stack) gets an answer instead of
 *      Colyseus's disconnect (code 4002).
 * 2. guardMatchmaking (matchmakingGuard.ts): wraps the HTTP `request` listener Colyseus's Server puts on
 *    the HTTP server (`attachMatchMakingRoutes`) and recognises matchmaking URLs exactly as Colyseus
 *    does.
 * 3. ws default export (here): @colyseus/ws-transport's ESM build calls `new WebSocket.Server()` on ws's
 *    default export, which ws's own ESM wrapper does not carry; the alias is set when this module loads
 *    (import it before creating a WebSocketTransport).
 * 4. patchReservations (reservationPatch.ts): seat reservations (`_reserveSeat`, `reservedSeats` tuples,
 *    `_onJoin`, `_internalState`) exposed as hooks; the policy (limits per address and per table, the
 *    capacity kept for seat keys) is plain logic in server/net/seatReservations.ts.
 * 5. routeMatchmaking (matchmakingRoutes.ts): `matchMaker.controller.invokeMethod` wrapped, so that a
 *    delayed joinById of a table is answered with a reservation in a delayed room
 *    (server/delayed/delayedRouting.ts).
 * 6. HardenedRoom.withoutStateViews (hardenedRoom.ts): a patch tick with nothing changed skips
 *    SchemaSerializer's walk of every client for StateView changes (`_serializer.encoder.hasChanges`,
 *    `_simulationInterval`, `_dequeueAfterPatchMessages`).
 * 7. transportSockets (transportSockets.ts): the ws WebSocketServer inside @colyseus/ws-transport
 *    (`wss`), whose "connection" event gives each socket with its upgrade request (the per-address flood
 *    limits, net/floodGuard.ts), and which is built from the transport's own options (so `verifyClient`
 *    reaches it).
 * 8. HardenedRoom.sendFullState (hardenedRoom.ts): the changes waiting for the next patch are patched to
 *    the clients already joined before a joiner's full state is encoded (Room._onMessage's JOIN_ROOM
 *    sets the client JOINED and then calls `sendFullState`; SchemaSerializer.applyPatches skips clients
 *    not JOINED): the full state and the next patch never carry the same change, which schema 3.0.76
 *    decodes wrongly for an array with a pending push whose item was then replaced.
 */
import * as wsModule from 'ws';

export const COLYSEUS_CHECKED_AGAINST = {
  '@colyseus/core': '0.16.20',
  '@colyseus/ws-transport': '0.16.1',
  '@colyseus/schema': '3.0.76',
} as const;

// 3. ws default export: set when this module loads, so before any importer creates a WebSocketTransport.
const ws = wsModule as unknown as { default: { Server?: unknown }; WebSocketServer: unknown };
if (!ws.default.Server) ws.default.Server = ws.WebSocketServer;

export { HardenedRoom, messageHandlersOf, type MessageHandlerEntry, type MessageHandlers } from './hardenedRoom.js';
export {
  createRetrySeconds,
  guardMatchmaking,
  MATCHMAKE_ROUTE,
  MATCHMAKE_URL_PARTS,
  matchmakeMethod,
  matchmakeRoomName,
  tooManyTablesMessage,
  type MatchmakeGuardOptions,
} from './matchmakingGuard.js';
export { PASS_ROUTE, routeMatchmaking, type MatchmakeRoute } from './matchmakingRoutes.js';
export {
  patchReservations,
  ROOM_DISPOSING,
  type PendingReservation,
  type ReservationHooks,
  type ReservationRequest,
  type ReservedSeat,
} from './reservationPatch.js';
export { transportSockets, type TransportSockets } from './transportSockets.js';
