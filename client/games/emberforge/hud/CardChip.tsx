import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { cardById, COLLECTION_STYLE } from '../../../../shared/games/emberforge/index.js';
import type { CardId } from '../../../../shared/games/emberforge/index.js';
import { abilityText, cardName, collectionName, useLang } from '../i18n/index.js';
import { useUiStore } from '../../../state/uiStore.js';
import { MaterialList } from './MaterialList.js';

interface Props {
  cardId: CardId;
  selected?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  tag?: ReactNode;
  testId?: string;
}

/**
 * A weapon card in HTML: collection colour, name, cost and ability text (from the card data). A chip
 * that cannot be picked now is `aria-disabled`, not `disabled`: it can still be pointed at, tapped or
 * focused to read the card in the inspector (a disabled button gets no mouse events, and on short
 * screens the chip hides its ability text).
 */
export function CardChip({ cardId, selected, disabled, onClick, tag, testId }: Props) {
  const lang = useLang();
  const setHovered = useUiStore((s) => s.setHovered);
  // A chip that disappears under the pointer (the card was played) must not leave the inspector open.
  useEffect(
    () => () => {
      if (useUiStore.getState().hoveredCard === cardId) useUiStore.getState().setHovered(null);
    },
    [cardId],
  );
  const def = cardById(cardId);
  const style = { '--coll': COLLECTION_STYLE[def.collection].color } as CSSProperties;
  const inert = disabled || !onClick;
  return (
    <button
      type="button"
      className={`card${selected ? ' selected' : ''}${inert ? '' : ' pickable'}${disabled ? ' dim' : ''}`}
      style={style}
      aria-disabled={inert || undefined}
      onClick={inert ? undefined : onClick}
      // A pointer that hovers shows the card while over it; a tap (or the keyboard) focuses the chip
      // and shows it until the focus moves on (a touch's own enter and leave are not hovering: the
      // row scrolling the focused chip into view would take the card away at once).
      onPointerEnter={(e) => e.pointerType !== 'touch' && setHovered(cardId)}
      onPointerLeave={(e) => e.pointerType !== 'touch' && setHovered(null)}
      onFocus={() => setHovered(cardId)}
      onBlur={() => setHovered(null)}
      aria-pressed={selected}
      data-testid={testId ?? `card-${cardId}`}
    >
      {tag && <span className="ctag">{tag}</span>}
      <span className="ccoll">{collectionName(def.collection, lang)}</span>
      <span className="cname">{cardName(cardId, lang)}</span>
      <span className="ccost">
        <MaterialList counts={def.cost} showZero={false} />
      </span>
      <span className="cab">{abilityText(def.ability, lang)}</span>
    </button>
  );
}
