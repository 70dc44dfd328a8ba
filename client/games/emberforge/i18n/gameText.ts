/** Names of game things in the current language: cards (from the card data), materials, zones... */
// Direct module imports (not the engine's index.js): the lobby loads this file, and index.js drags in
// the whole engine and zod (types from it cost nothing).
import { cardById, isCardId } from '../../../../shared/games/emberforge/cards/cardData.js';
import { MATERIALS } from '../../../../shared/games/emberforge/engine/constants.js';
import type { CardId, Collection, Material, MaterialCounts, Zone } from '../../../../shared/games/emberforge/index.js';
import type { Lang } from '../../../state/uiStore.js';
import { localName } from '../../../i18n/localName.js';
import { joinList } from '../../../i18n/translate.js';
import { translate } from './texts.js';

export function cardName(id: CardId | null | undefined, lang: Lang): string {
  if (!id || !isCardId(id)) return '?';
  return localName(cardById(id).name, lang);
}

export function materialName(material: Material, lang: Lang): string {
  return translate(lang, `material.${material}`);
}

export function zoneName(zone: Zone, lang: Lang): string {
  return translate(lang, `zone.${zone}`);
}

export function collectionName(collection: Collection, lang: Lang): string {
  return translate(lang, `collection.${collection}`);
}

/** "2 Iron and 1 Scale" (materials in board order, zero counts left out). */
export function materialList(materials: Partial<MaterialCounts>, lang: Lang): string {
  const parts = MATERIALS.filter((m) => (materials[m] ?? 0) > 0).map((m) => `${materials[m]} ${materialName(m, lang)}`);
  return parts.length ? joinList(parts, lang) : translate(lang, 'common.none');
}
