/**
 * DWARF's audience words (./en.ts, ./es.ts, ./it.ts) as a table of the shell's (client/i18n/langTables.ts): its
 * English registered as soon as this file loads, its Spanish and Italian loaded with the shell's. The finished-games
 * listing loads this file alone (client/platform/gamePackages.ts, loadGameTexts) for the victory names.
 */
import { registerTexts, type GameTexts } from '../../../i18n/langTables.js';
import { translate as shellTranslate, type Params } from '../../../i18n/translate.js';
import { useT as shellUseT } from '../../../i18n/useT.js';
import type { Lang } from '../../../state/uiStore.js';
import { audienceEn, type AudienceKey } from './en.js';

export type { AudienceKey };

export const audienceTexts: GameTexts = {
  en: audienceEn,
  load: {
    es: () => import('./es.js').then((m) => m.audienceEs),
    it: () => import('./it.js').then((m) => m.audienceIt),
  },
};
void registerTexts(audienceTexts, 'en');

export const translate = shellTranslate as unknown as (lang: Lang, key: AudienceKey, params?: Params) => string;
export const useT = shellUseT as unknown as () => (key: AudienceKey, params?: Params) => string;
