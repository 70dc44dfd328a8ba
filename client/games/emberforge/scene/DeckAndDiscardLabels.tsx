/** Count labels on the deck and the discard pile (the cards themselves are drawn by CardMeshes). */
import Html from '../../../scene/SceneHtml.js';
import { useT } from '../i18n/texts.js';
import { useViewSlice } from '../state/useViewSlice.js';
import { CARD_H, DECK_POS, DISCARD_POS, type Vec3 } from './layout.js';

function Count({ at, n, label }: { at: Vec3; n: number; label: string }) {
  return (
    <Html position={[at[0], 0.1, at[2] + CARD_H / 2 + 0.22]} center style={{ pointerEvents: 'none' }}>
      <div
        style={{
          padding: '1px 8px',
          borderRadius: 9,
          background: 'rgba(15,8,4,0.82)',
          border: '1px solid rgba(230,180,90,0.6)',
          font: '700 12px system-ui, sans-serif',
          color: '#fff4dc',
          whiteSpace: 'nowrap',
        }}
        title={label}
      >
        {n}
      </div>
    </Html>
  );
}

export default function DeckAndDiscardLabels() {
  const view = useViewSlice((v) => ({ deckCount: v.deckCount, discardCount: v.discard.length }));
  const t = useT();
  if (!view) return null;
  return (
    <>
      <Count at={DECK_POS} n={view.deckCount} label={t('word.deck')} />
      <Count at={DISCARD_POS} n={view.discardCount} label={t('word.discard')} />
    </>
  );
}
