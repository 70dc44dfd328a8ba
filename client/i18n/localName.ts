/**
 * A name kept in a game's data per language ({ en, es }, DWARF's cards also { it }): the one for `lang`,
 * else the English. Italian is a language only of the games that have it (DWARF); a game without it
 * (Emberforge) shows its English names while 'it' is chosen, never `undefined`.
 */
import type { Lang } from '../state/uiStore.js';

export type LocalNames = { en: string } & Partial<Record<Lang, string>>;

export function localName(names: LocalNames, lang: Lang): string {
  return names[lang] ?? names.en;
}
