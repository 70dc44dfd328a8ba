/** Translation tables (en, es), the translate helpers, game names and ability text. */
export { en, type MessageKey, type Messages } from './en.js';
export { es } from './es.js';
export { TABLES, LANGS, fill, translate, translator, joinList, isMessageKey, type Params, type Translate } from './translate.js';
export { cardName, materialName, zoneName, collectionName, colorName, materialList } from './gameText.js';
export { abilityText, effectText } from './abilityText.js';
export { useT, useLang } from './useT.js';
