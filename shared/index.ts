/** The public surface of the pure Dwarf Emberforge engine. */
export * from './games/emberforge/engine/constants.js';
export * from './games/emberforge/engine/cardTypes.js';
export * from './games/emberforge/engine/state.js';
export * from './games/emberforge/engine/errors.js';
export * from './games/emberforge/engine/actions.js';
export * from './games/emberforge/engine/events.js';
export * from './games/emberforge/engine/view.js';
export * from './games/emberforge/cards/cardData.js';
export { createGame, configError } from './games/emberforge/engine/setup.js';
export { applyAction, type ApplyResult } from './games/emberforge/engine/applyAction.js';
export { checkAction } from './games/emberforge/engine/checkAction.js';
export { legalActions } from './games/emberforge/engine/legalActions.js';
export { viewFor, redactEvents } from './games/emberforge/engine/viewFor.js';
export { replay, type LoggedAction } from './games/emberforge/engine/replay.js';
export { rngFromSeed, rngShuffle, isGameSeed, UNKNOWN_RNG } from './games/emberforge/engine/rng.js';
export { rngNext, rngInt, seededFloats } from './games/emberforge/engine/publicRng.js';
export { turnOrder } from './games/emberforge/engine/victory.js';
export type { Table } from './games/emberforge/engine/tableState.js';
/** The rule predicates the HUD and the bots ask (zones, heat, plans, commissions, ability inputs). */
export * from './games/emberforge/engine/rules/index.js';
