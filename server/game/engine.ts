/**
 * The engine functions the server uses, in one place (the room holds no rules of its own).
 */
export { applyAction, createGame, legalActions, parseAction, redactEvents, viewFor } from '../../shared/index.js';
// shared/index.ts does not re-export the bots (yet); take the heuristic bot from its module.
export { heuristicBot } from '../../shared/bots/heuristicBot.js';
