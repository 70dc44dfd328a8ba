/**
 * The engine functions the server uses, in one place (the room holds no rules of its own; the bots
 * are driven by the shared host loop, shared/host/).
 */
export { applyAction, createGame, parseAction, redactEvents, viewFor } from '../../shared/index.js';
