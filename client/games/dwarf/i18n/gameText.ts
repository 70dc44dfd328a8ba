/** Names of DWARF's things in a language: cards (from the card data, EN/ES/IT), resources, action types, effects. */
import { cardOf, isCardId } from '../../../../shared/games/dwarf/cards/cardLookup.js';
import type { CardId, Effect, WorkerFace } from '../../../../shared/games/dwarf/cards/cardTypes.js';
import type { Resource } from '../../../../shared/games/dwarf/engine/constants.js';
import { joinList } from '../../../i18n/translate.js';
import type { Lang } from '../../../state/uiStore.js';
import { translate } from './texts.js';

/** A card's name as it lies in the mine (a Special card: its mine side). */
export function cardName(id: CardId | null | undefined, lang: Lang): string {
  if (!id || !isCardId(id)) return '?';
  return cardOf(id).face.name[lang];
}

/** A Special card's worker side's name (what a pile shows). */
export function workerSideName(id: CardId | null | undefined, lang: Lang): string {
  if (!id || !isCardId(id)) return '?';
  const c = cardOf(id);
  return c.kind === 'special' ? c.worker.name[lang] : c.face.name[lang];
}

/** "a, b and c" with DWARF's own "and" (in Italian the shell has no words: its "and" would be English). */
export function listText(items: string[], lang: Lang): string {
  return joinList(items, lang, translate(lang, 'dwarf.and'));
}

export function resourceName(r: Resource, lang: Lang): string {
  return translate(lang, `dwarf.res.${r}`);
}

/** "3 Steel and 1 Gold" (zero counts left out). */
export function costText(cost: Partial<Record<Resource, number>>, lang: Lang): string {
  const parts = (['steel', 'gold', 'iron', 'artefacts', 'medals'] as const)
    .filter((r) => (cost[r] ?? 0) > 0)
    .map((r) => `${cost[r]} ${resourceName(r, lang)}`);
  return listText(parts, lang);
}

/** One effect in words; `worker`: as a Special card's worker side (a Medal of Valour gives its taker 1 medal). */
export function effectText(e: Effect, lang: Lang, worker = false): string {
  switch (e.kind) {
    case 'forge':
      return translate(lang, 'dwarf.effect.forge', { cost: costText(e.recipe, lang) });
    case 'monster':
      return `${translate(lang, `dwarf.effect.monster.${e.monster}`)} ${translate(lang, 'dwarf.effect.defendHint')}`;
    case 'medalOfValour':
      return translate(lang, worker ? 'dwarf.effect.medalOfValourWorker' : 'dwarf.effect.medalOfValour');
    default:
      return translate(lang, `dwarf.effect.${e.kind}`);
  }
}

export function workerSideText(w: WorkerFace, lang: Lang): string {
  return w.effects.map((e) => effectText(e, lang, true)).join(' ');
}
