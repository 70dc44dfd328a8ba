import { MATERIALS } from '../../../shared/index.js';
import type { Action, GameView } from '../../../shared/index.js';
import { useT } from '../../i18n/index.js';
import { useUiStore } from '../../state/uiStore.js';
import { defaultTake, ignarOffer, ignarRoomFor, trimTake } from '../../viewModel/ignar.js';
import { CardChip } from '../CardChip.js';
import { MaterialList } from '../MaterialList.js';
import { ConfirmButton } from './ConfirmButton.js';
import { EndTurnButton } from './EndTurnButton.js';
import { MaterialPicker } from './MaterialPicker.js';
import { ZoneExitButton } from './ZoneExitButton.js';

/** Ignar: pick the cards to discard, then the tokens to take from their offer (≤ embers). */
export function IgnarComposer({ view, embers }: { view: GameView; embers: number }) {
  const t = useT();
  const selection = useUiStore((s) => s.selection);
  const setSelection = useUiStore((s) => s.setSelection);
  const me = view.viewer === 'spectator' ? null : view.players[view.viewer];
  const hand = me?.hand ?? [];
  const discard = selection.handCards.filter((id) => hand.includes(id));
  const offer = ignarOffer(discard);
  const take = trimTake(selection.materials, offer, embers);
  const toggle = (id: string) => {
    const next = discard.includes(id) ? discard.filter((c) => c !== id) : [...discard, id];
    // Until the player changes the take, it follows the offer with a useful default.
    const untouched = take.join() === (me ? defaultTake(offer, view.supply, me.materials, embers).join() : '');
    const nextOffer = ignarOffer(next);
    const materials = untouched && me ? defaultTake(nextOffer, view.supply, me.materials, embers) : trimTake(take, nextOffer, embers);
    setSelection({ handCards: next, materials });
  };
  const action: Action = { type: 'ignar', discard, take };
  const localWhy = take.length > embers ? t('why.tooMany') : null;
  const offerTypes = MATERIALS.filter((m) => offer[m] > 0);
  return (
    <div className="panel actions" data-testid="ignar-composer">
      <h3>{t('ignar.title')}</h3>
      <div className="section-label">{t('ignar.discardHint')}</div>
      <div className="cards">
        {hand.map((id) => (
          <CardChip key={id} cardId={id} selected={discard.includes(id)} onClick={() => toggle(id)} testId={`hand-${id}`} />
        ))}
      </div>
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
            onChange={(materials) => setSelection({ materials })}
            roomFor={(m) => ignarRoomFor(m, take, offer, view.supply, embers)}
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
