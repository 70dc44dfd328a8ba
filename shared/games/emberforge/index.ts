/** The public surface of the pure Dwarf Emberforge engine. */
export * from './engine/constants.js';
export * from './engine/cardTypes.js';
export * from './engine/state.js';
export * from './engine/errors.js';
export * from './engine/actions.js';
export * from './engine/events.js';
export * from './engine/view.js';
export * from './cards/cardData.js';
export { createGame, configError } from './engine/setup.js';
export { applyAction, type ApplyResult } from './engine/applyAction.js';
export { checkAction } from './engine/checkAction.js';
export { legalActions, legalActionsWithin } from './engine/legalActions.js';
export { viewFor, redactEvents } from './engine/viewFor.js';
export { replay, type LoggedAction } from './engine/replay.js';
export { rngFromSeed, rngShuffle, isGameSeed, UNKNOWN_RNG } from '../../platform/random/secretRng.js';
export { rngNext, rngInt, seededFloats } from './engine/publicRng.js';
export { turnOrder } from './engine/victory.js';
export type { Table } from './engine/tableState.js';
/** The rule predicates the HUD and the bots ask (zones, heat, plans, commissions, ability inputs). */
export * from './engine/rules/index.js';
