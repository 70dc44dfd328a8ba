/** Short card-face wording of abilities and materials, in English and Spanish. */
import type { Effect, Material } from '../../shared/index.js';
import type { Lang } from '../state/uiStore.js';

export const MATERIAL_NAMES: Record<Material, { en: string; es: string }> = {
  iron: { en: 'Iron', es: 'Hierro' },
  bronze: { en: 'Bronze', es: 'Bronce' },
  crystal: { en: 'Crystal', es: 'Cristal' },
  scale: { en: 'Scale', es: 'Escama' },
  mithril: { en: 'Mithril', es: 'Mitril' },
};

function list(parts: string[], lang: Lang): string {
  if (parts.length <= 1) return parts.join('');
  const and = lang === 'es' ? ' y ' : ' and ';
  return parts.slice(0, -1).join(', ') + and + parts[parts.length - 1];
}

/** One effect as a short sentence for a card face. */
export function effectText(effect: Effect, lang: Lang): string {
  const es = lang === 'es';
  switch (effect.kind) {
    case 'gain': {
      const parts = (Object.entries(effect.materials) as [Material, number][])
        .filter(([, n]) => n > 0)
        .map(([m, n]) => `${n} ${MATERIAL_NAMES[m][lang]}`);
      return (es ? 'Gana ' : 'Gain ') + list(parts, lang) + '.';
    }
    case 'gainAny':
      return es
        ? `Gana ${effect.amount} material${effect.amount > 1 ? 'es' : ''} a elegir.`
        : `Gain ${effect.amount} material${effect.amount > 1 ? 's' : ''} of your choice.`;
    case 'draw':
      return es
        ? `Roba ${effect.amount} carta${effect.amount > 1 ? 's' : ''}.`
        : `Draw ${effect.amount} card${effect.amount > 1 ? 's' : ''}.`;
    case 'cool':
      return es ? 'Enfría una zona (desbloquea una sobrecalentada).' : 'Cool a zone (unlocks an overheated one).';
    case 'moveEmber':
      return es ? 'Mueve una de tus ascuas a otra zona sin resolver.' : 'Move one of your embers to another unresolved zone.';
    case 'salvage':
      return es ? 'Toma una carta del descarte.' : 'Take a card from the discard pile.';
    case 'transmute':
      return es
        ? `Cambia hasta ${effect.amount} fichas de un material por otro.`
        : `Swap up to ${effect.amount} tokens of one material for another.`;
    case 'refreshCommission':
      return es ? 'Descarta un encargo y revela otro.' : 'Discard a commission and reveal a new one.';
    case 'infuse':
      return es ? 'Paga un material sobre un arma en curso, sin ascua.' : 'Pay one material onto a weapon in progress, no ember needed.';
  }
}

export function abilityText(ability: Effect[], lang: Lang): string[] {
  return ability.map((e) => effectText(e, lang));
}
