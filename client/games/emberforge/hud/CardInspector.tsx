import type { CSSProperties } from 'react';
import { cardById, COLLECTION_STYLE } from '../../../../shared/games/emberforge/index.js';
import { abilityText, cardName, collectionName, useLang, useT } from '../i18n/index.js';
import { useUiStore } from '../../../state/uiStore.js';
import { MaterialList } from './MaterialList.js';

/** The card under the pointer (HUD chips or the scene), shown large beside the player panels. */
export function CardInspector() {
  const t = useT();
  const lang = useLang();
  const id = useUiStore((s) => s.inspectedCard ?? s.hoveredCard);
  if (!id) return null;
  const def = cardById(id);
  const style = { '--coll': COLLECTION_STYLE[def.collection].color } as CSSProperties;
  return (
    <div className="panel inspect" style={style} data-testid="hud-card-inspector">
      <div className="small" style={{ color: COLLECTION_STYLE[def.collection].color }}>
        {collectionName(def.collection, lang)}
      </div>
      <h3 style={{ fontSize: 18 }}>{cardName(id, lang)}</h3>
      <div className="section-label">{t('word.cost')}</div>
      <MaterialList counts={def.cost} showZero={false} />
      <div className="section-label">{t('word.ability')}</div>
      <div>{abilityText(def.ability, lang)}</div>
    </div>
  );
}
