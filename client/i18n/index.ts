/**
 * The English table and the translate helpers (a game's names of its things are its own: client/games/<id>/i18n). Other tables load on demand:
 * switchLang (never import es.js here, it would put Spanish back into the lobby's initial JavaScript).
 */
export { en, type MessageKey, type Messages } from './en.js';
export { switchLang } from './switchLang.js';
export { LANGS, fill, translate, translator, joinList, isMessageKey, type Params, type Translate } from './translate.js';
export { colorName } from './colorName.js';
export { useT, useLang } from './useT.js';
