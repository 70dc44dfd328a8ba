import type { CSSProperties } from 'react';
import { cardById, COLLECTION_STYLE, type CardId } from '../../../../shared/games/emberforge/index.js';
import { cardName, useLang } from '../i18n/index.js';
import { useUiStore } from '../../../state/uiStore.js';

/** A seat's hand on its caster's page (every hand, as of the delay): the cards, face up; hover one to inspect it. */
export function CasterHand({ cards, seat }: { cards: readonly string[]; seat: number }) {
  const lang = useLang();
  const setHovered = useUiStore((s) => s.setHovered);
  return (
    <div className="caster-hand small" data-testid={`caster-hand-${seat}`} data-cards={cards.join(' ')}>
      {cards.map((id, i) => (
        <span
          key={`${id}-${i}`}
          className="badge replay-card"
          style={{ '--coll': COLLECTION_STYLE[cardById(id as CardId).collection].color } as CSSProperties}
          onMouseEnter={() => setHovered(id as CardId)}
          onMouseLeave={() => setHovered(null)}
        >
          {cardName(id as CardId, lang)}
        </span>
      ))}
    </div>
  );
}
