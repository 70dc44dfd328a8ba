/** A seat colour's name in the current language (the lobby's colour picker, the HUD's players). */
import type { Lang } from '../state/uiStore.js';
import type { MessageKey } from './en.js';
import { translate } from './translate.js';

export function colorName(color: string, lang: Lang): string {
  return translate(lang, `color.${color}` as MessageKey);
}
