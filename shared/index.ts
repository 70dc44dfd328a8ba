/** The public surface of the pure Dwarf Emberforge engine. */
export * from './engine/constants.js';
export * from './engine/cardTypes.js';
export * from './engine/state.js';
export * from './engine/errors.js';
export * from './engine/actions.js';
export * from './engine/events.js';
export * from './engine/view.js';
