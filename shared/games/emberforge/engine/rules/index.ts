/**
 * The rule predicates the HUD and the bots ask (like Hanabi Live's `rules/`): every answer comes from
 * the engine's own rule code, so nothing outside shared/games/emberforge/engine re-derives a rule. Each zone's
 * resolution and its legal actions live together in the zone's file (ignar.ts, durgaz.ts,
 * runarium.ts, gildar.ts, placement.ts); this folder adds what a UI needs to build an action step by
 * step (a half-built Ignar or Durgaz plan, ability inputs) and what the bots count.
 */
export * from './zones.js';
export * from './collections.js';
export * from './ignarPlan.js';
export * from './durgazPlan.js';
export * from './abilityChoice.js';
export * from './choices.js';
export * from './faceUpCards.js';
export { commissionMatches, matchesCommission, slotForWeapon, type CommissionMatch } from '../gildar.js';
export { countMaterials, totalOf as sumMaterials, isMaterial } from '../materials.js';
