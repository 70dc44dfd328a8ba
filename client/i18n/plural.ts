/**
 * Plural forms through the language's own rules (Intl.PluralRules), so "1 material", "2 materiales",
 * "1 forjada" follow CLDR rather than a home-made "n === 1". A template writes the forms as
 * {n|one|other} or {n|one|other|many}; Spanish "many" (a million, 1.000.000 de…) falls back to
 * "other" when a template gives only two forms.
 */
import type { Lang } from '../state/uiStore.js';

const RULES = new Map<Lang, Intl.PluralRules>();

export function pluralCategory(lang: Lang, n: number): Intl.LDMLPluralRule {
  let rules = RULES.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    RULES.set(lang, rules);
  }
  return rules.select(n);
}

/** Picks the form of `forms` ([one, other, many?]) that the language uses for n. */
export function pluralForm(lang: Lang, n: number, forms: readonly string[]): string {
  const category = pluralCategory(lang, n);
  if (category === 'one') return forms[0] ?? '';
  if (category === 'many' && forms[2] !== undefined) return forms[2];
  return forms[1] ?? forms[0] ?? '';
}
