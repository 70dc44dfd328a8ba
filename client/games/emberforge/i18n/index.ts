/**
 * The shell's texts (client/i18n) with Emberforge's words (texts.ts: its own tables, the translate
 * helpers typed with its keys) and its names of its things: cards, materials, zones, collections, abilities.
 */
export * from '../../../i18n/index.js';
export {
  isMessageKey,
  translate,
  translator,
  useT,
  type GameMessageKey,
  type GameMessageKey as MessageKey,
  type Translate,
} from './texts.js';
export { cardName, materialName, zoneName, collectionName, materialList } from './gameText.js';
export { abilityText, effectText } from './abilityText.js';
