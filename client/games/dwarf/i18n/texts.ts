/**
 * DWARF's words in the shell's translation tables: registered (English at once) as soon as any of the
 * game's code that translates is loaded, and the shell's translate helpers typed with DWARF's keys as
 * well as the shell's. The registry loads the on-screen language's table with the package.
 */
import { registerTexts, type GameTexts } from '../../../i18n/langTables.js';
import type { MessageKey } from '../../../i18n/en.js';
import { translate as shellTranslate, type Params } from '../../../i18n/translate.js';
import { useT as shellUseT } from '../../../i18n/useT.js';
import type { Lang } from '../../../state/uiStore.js';
import { audienceEn } from '../audienceWords/en.js';
import { dwarfEn, type DwarfKey } from './en.js';

export const dwarfTexts: GameTexts = {
  // With the audience's words (the overlay, the replay's markers, the victory names: ../audienceWords).
  en: { ...dwarfEn, ...audienceEn },
  load: {
    es: () =>
      Promise.all([import('./es.js'), import('../audienceWords/es.js')]).then(([m, audience]) => ({
        ...m.dwarfEs,
        ...audience.audienceEs,
      })),
    // Italian is DWARF's own (the shell has none: its words then show in English, langTables.ts).
    it: () =>
      Promise.all([import('./it.js'), import('../audienceWords/it.js')]).then(([m, audience]) => ({
        ...m.dwarfIt,
        ...audience.audienceIt,
      })),
  },
};
void registerTexts(dwarfTexts, 'en');

/** A key of the shell's tables or of DWARF's. */
export type DwarfMessageKey = MessageKey | DwarfKey;
export type Translate = (key: DwarfMessageKey, params?: Params) => string;

export const translate = shellTranslate as (lang: Lang, key: DwarfMessageKey, params?: Params) => string;
export const useT = shellUseT as () => Translate;
