/** The shell's texts (client/i18n) with DWARF's words (texts.ts) and its names of its things (gameText.ts). */
export { useLang } from '../../../i18n/index.js';
export { translate, useT, dwarfTexts, type DwarfMessageKey, type Translate } from './texts.js';
export { cardName, listText, workerSideName, resourceName, costText, effectText, workerSideText } from './gameText.js';
