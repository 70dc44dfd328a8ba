/**
 * Emberforge's words in the shell's translation tables: registered (English at once) as soon as any of
 * the game's code that translates is loaded, and the shell's translate helpers typed with the game's
 * keys as well as the shell's. The registry loads the on-screen language's table with the package.
 */
import { registerTexts, type GameTexts } from '../../../i18n/langTables.js';
import type { MessageKey } from '../../../i18n/en.js';
import {
  isMessageKey as shellIsMessageKey,
  translate as shellTranslate,
  translator as shellTranslator,
  type Params,
} from '../../../i18n/translate.js';
import { useT as shellUseT } from '../../../i18n/useT.js';
import type { Lang } from '../../../state/uiStore.js';
import { emberforgeEn, type EmberforgeKey } from './en.js';

export const emberforgeTexts: GameTexts = {
  en: emberforgeEn,
  load: { es: () => import('./es.js').then((m) => m.emberforgeEs) },
};
void registerTexts(emberforgeTexts, 'en');

/** A key of the shell's tables or of Emberforge's. */
export type GameMessageKey = MessageKey | EmberforgeKey;
export type Translate = (key: GameMessageKey, params?: Params) => string;

export const translate = shellTranslate as (lang: Lang, key: GameMessageKey, params?: Params) => string;
export const translator = shellTranslator as (lang: Lang) => Translate;
export const useT = shellUseT as () => Translate;
export const isMessageKey = shellIsMessageKey as (key: string) => key is GameMessageKey;
