/**
 * The English table, the translate helpers, game names and ability text. Other tables load on demand:
 * switchLang (never import es.js here, it would put Spanish back into the lobby's initial JavaScript).
 */
export { en, type MessageKey, type Messages } from './en.js';
export { switchLang } from './switchLang.js';
export { LANGS, fill, translate, translator, joinList, isMessageKey, type Params, type Translate } from './translate.js';
export { cardName, materialName, zoneName, collectionName, colorName, materialList } from '../games/emberforge/i18n/gameText.js';
export { abilityText, effectText } from '../games/emberforge/i18n/abilityText.js';
export { useT, useLang } from './useT.js';
