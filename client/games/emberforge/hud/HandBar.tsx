import { useDraftStore } from '../play/draftStore.js';
import { cardById, sumMaterials, type GameView } from '../../../../shared/games/emberforge/index.js';
import { useT } from '../i18n/index.js';
import { dispatchIntent } from '../play/dispatch.js';
import { CardChip } from './CardChip.js';
import { CardRow } from '../../../hud/CardRow.js';
import { Icon } from '../../../hud/Icon.js';

/** My hand and my play area (read-only here; the composers make them pickable). */
export function HandBar({ view }: { view: GameView }) {
  const t = useT();
  const highlight = useDraftStore((s) => s.highlight);
  if (view.viewer === 'spectator') return null;
  const me = view.players[view.viewer];
  if (!me) return null;
  const hand = me.hand ?? [];
  return (
    <div className="panel actions" data-testid="hand-bar" style={{ marginTop: 8 }}>
      <div className="section-label" style={{ marginTop: 0 }}>
        {t('word.hand')} ({hand.length})
        {me.play.length > 0 && (
          <>
            {' '}
            · {t('word.forged')} / {t('word.inProgress')}
          </>
        )}
      </div>
      <CardRow>
        {hand.map((id) => (
          <CardChip
            key={id}
            cardId={id}
            testId={`my-hand-${id}`}
            onClick={
              highlight.cards.includes(id) ? () => dispatchIntent({ kind: 'pick', target: { kind: 'handCard', cardId: id } }) : undefined
            }
          />
        ))}
        {me.play.map((c) => (
          <CardChip
            key={`p-${c.id}`}
            cardId={c.id}
            testId={`my-play-${c.id}`}
            tag={
              c.forged ? <Icon name="check" size={11} /> : <PaidTag paid={sumMaterials(c.paid)} total={sumMaterials(cardById(c.id).cost)} />
            }
            onClick={
              highlight.cards.includes(c.id)
                ? () => dispatchIntent({ kind: 'pick', target: { kind: 'playCard', seat: me.seat, cardId: c.id } })
                : undefined
            }
          />
        ))}
      </CardRow>
    </div>
  );
}

/** An in-progress weapon's tag: how much of its cost is paid, as the Durgaz composer says it. */
function PaidTag({ paid, total }: { paid: number; total: number }) {
  const t = useT();
  return (
    <span title={t('hand.paidOf', { paid, total })}>
      <Icon name="hammer" size={11} /> {paid}/{total}
    </span>
  );
}
