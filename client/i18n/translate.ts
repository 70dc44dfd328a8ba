/**
 * Looking up and filling translated text. Pure: no React, no store (see useT.ts for the hook). Synchronous:
 * a language's table is loaded before the UI switches to it (switchLang.ts); until then English is used.
 */
import type { Lang } from '../state/uiStore.js';
import type { MessageKey } from './en.js';
import { SHELL_LANGS, hasKey, lookup } from './langTables.js';
import { pluralForm } from './plural.js';

/** The shell's languages, offered everywhere (the lobby, every table); a game may add its own (langsOf: DWARF's IT). */
export const LANGS: readonly Lang[] = SHELL_LANGS;

export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

/**
 * Fills {name} placeholders and {n|one|other} (or {n|one|other|many}) plural choices, chosen by the
 * language's plural rules (Intl.PluralRules); an unknown placeholder stays visible so a mistake is noticed.
 */
export function fill(template: string, params?: Params, lang: Lang = 'en'): string {
  if (!params) return template;
  return template
    .replace(/\{(\w+)\|([^}]*)\}/g, (whole, name: string, forms: string) =>
      name in params ? pluralForm(lang, Number(params[name]), forms.split('|')) : whole,
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  return fill(lookup(lang, key) ?? key, params, lang);
}

export function translator(lang: Lang): Translate {
  return (key, params) => translate(lang, key, params);
}

/** Whether a string is one of the tables' keys, the shell's or a registered game's (for codes that come from the server). */
export function isMessageKey(key: string): key is MessageKey {
  return hasKey(key);
}

/** "a, b and c" in the language's own words; `and`: a game's own word (DWARF's Italian "e", the shell having none). */
export function joinList(items: string[], lang: Lang, and: string = translate(lang, 'common.and')): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
