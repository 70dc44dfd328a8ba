/** The shell's texts (client/i18n) and Emberforge's names of its things: cards, materials, zones, collections, abilities. */
export * from '../../../i18n/index.js';
export { cardName, materialName, zoneName, collectionName, materialList } from './gameText.js';
export { abilityText, effectText } from './abilityText.js';
