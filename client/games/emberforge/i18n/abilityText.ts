/**
 * The text of a card's ability, generated from its effects through the translation templates, so
 * that the HUD and the 3D card face (client/scene) show the same words in both languages.
 */
import type { Effect } from '../../../../shared/games/emberforge/index.js';
import type { Lang } from '../../../state/uiStore.js';
import { materialList } from './gameText.js';
import { translate } from './texts.js';

/** One sentence per effect. */
export function effectText(effect: Effect, lang: Lang): string {
  switch (effect.kind) {
    case 'gain':
      return translate(lang, 'ability.gain', { materials: materialList(effect.materials, lang) });
    case 'gainAny':
      return effect.amount === 1 ? translate(lang, 'ability.gainAny1') : translate(lang, 'ability.gainAny', { n: effect.amount });
    case 'draw':
      return effect.amount === 1 ? translate(lang, 'ability.draw1') : translate(lang, 'ability.draw', { n: effect.amount });
    case 'cool':
      return translate(lang, 'ability.cool');
    case 'moveEmber':
      return translate(lang, 'ability.moveEmber');
    case 'salvage':
      return translate(lang, 'ability.salvage');
    case 'transmute':
      return translate(lang, 'ability.transmute', { n: effect.amount });
    case 'refreshCommission':
      return translate(lang, 'ability.refreshCommission');
    case 'infuse':
      return translate(lang, 'ability.infuse');
  }
}

/** The whole ability as one string ("Draw 1 card. Gain 1 Iron."). */
export function abilityText(effects: readonly Effect[], lang: Lang): string {
  return effects.map((e) => effectText(e, lang)).join(' ');
}
