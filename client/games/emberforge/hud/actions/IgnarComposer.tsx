import { useDraftStore } from '../../play/draftStore.js';
import { MATERIALS, planIgnar } from '../../../../../shared/games/emberforge/index.js';
import type { GameView } from '../../../../../shared/games/emberforge/index.js';
import { useT } from '../../i18n/index.js';
import { dispatchIntent } from '../../play/dispatch.js';
import { CardChip } from '../CardChip.js';
import { CardRow } from '../../../../hud/CardRow.js';
import { MaterialList } from '../MaterialList.js';
import { ConfirmButton } from './ConfirmButton.js';
import { EndTurnButton } from './EndTurnButton.js';
import { MaterialPicker } from './MaterialPicker.js';
import { ZoneExitButton } from './ZoneExitButton.js';

/** Ignar: pick the cards to discard, then the tokens to take from their offer (≤ embers). */
export function IgnarComposer({ view, embers }: { view: GameView; embers: number }) {
  const t = useT();
  const selection = useDraftStore((s) => s.selection);
  if (view.viewer === 'spectator') return null;
  const seat = view.viewer;
  const hand = view.players[seat]?.hand ?? [];
  // The engine evaluates the half-built action: the offer, the take it allows, the room left.
  const plan = planIgnar(view, seat, selection.handCards, selection.materials);
  const { discard, offer, take, action } = plan;
  // Resolving Ignar with no card discarded takes nothing: leaving the zone (or ending the turn) says so, not "Discard and take".
  const localWhy = discard.length === 0 ? t('why.pickCard') : take.length > plan.embers ? t('why.tooMany') : null;
  const offerTypes = MATERIALS.filter((m) => offer[m] > 0);
  return (
    <div className="panel actions" data-testid="ignar-composer">
      <h3>{t('ignar.title')}</h3>
      <div className="section-label">{t('ignar.discardHint')}</div>
      <CardRow>
        {hand.map((id) => (
          <CardChip
            key={id}
            cardId={id}
            selected={discard.includes(id)}
            onClick={() => dispatchIntent({ kind: 'pick', target: { kind: 'handCard', cardId: id } })}
            testId={`hand-${id}`}
          />
        ))}
      </CardRow>
      <div className="section-label">
        {t('ignar.offer')}:{' '}
        {offerTypes.length ? <MaterialList counts={offer} showZero={false} /> : <span className="muted">{t('ignar.offerEmpty')}</span>}
      </div>
      {offerTypes.length > 0 && (
        <>
          <div className="section-label">
            {t('ignar.take', { n: embers })} · {t('ignar.taken', { n: take.length, max: embers })}
          </div>
          <MaterialPicker
            value={take}
            onChange={(materials) => dispatchIntent({ kind: 'setTake', materials })}
            roomFor={(m) => plan.room[m]}
            materials={offerTypes}
            testPrefix="take"
          />
        </>
      )}
      <div className="confirm-row">
        <ZoneExitButton view={view} />
        <EndTurnButton view={view} />
        <ConfirmButton view={view} action={action} localWhy={localWhy} label={t('ignar.confirm')} />
      </div>
    </div>
  );
}
