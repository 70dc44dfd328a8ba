import type { CSSProperties } from 'react';
import { cardById, COLLECTION_STYLE } from '../../../../shared/games/emberforge/index.js';
import type { GameView } from '../../../../shared/games/emberforge/index.js';
import { cardName, useLang, useT } from '../i18n/index.js';
import { useUiStore } from '../../../state/uiStore.js';

/** "All hands": every seat's hand, face up (the game is over, nothing is secret any more); hover a card to inspect it. */
export function AllHands({ view }: { view: GameView }) {
  const t = useT();
  const lang = useLang();
  const setHovered = useUiStore((s) => s.setHovered);
  return (
    <div className="panel replay-hands" data-testid="replay-hands">
      <h3 className="small">{t('replay.hands')}</h3>
      {view.players.map((p) => (
        <div key={p.seat} className="replay-hand" data-testid={`replay-hand-${p.seat}`} data-cards={(p.hand ?? []).join(' ')}>
          <span className="replay-hand-name small">
            <span className={`swatch ${p.color}`} /> {p.name} ({p.hand?.length ?? 0})
          </span>
          {(p.hand ?? []).map((id) => (
            <span
              key={id}
              className="badge replay-card"
              style={{ '--coll': COLLECTION_STYLE[cardById(id).collection].color } as CSSProperties}
              onMouseEnter={() => setHovered(id)}
              onMouseLeave={() => setHovered(null)}
            >
              {cardName(id, lang)}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}
