import type { GameView } from '../../../../../shared/games/emberforge/index.js';
import { useT } from '../../i18n/index.js';
import { refusal } from '../../viewModel/legality.js';
import { reasonText } from './reasonText.js';
import { dispatchIntent } from '../../play/dispatch.js';
import { ZoneButtons } from './ZoneButtons.js';

/** Placement: put embers on zones one at a time, then end placement. */
export function PlacementControls({ view, left }: { view: GameView; left: number }) {
  const t = useT();
  const endWhy = reasonText(refusal(view, { type: 'endPlacement' }), t);
  return (
    <div className="panel actions" data-testid="placement-controls">
      <h3>{left > 0 ? t('prompt.place', { n: left }) : t('prompt.placeNone')}</h3>
      <ZoneButtons
        view={view}
        enabled={(z) => refusal(view, { type: 'placeEmber', zone: z }) === null}
        why={(z) => reasonText(refusal(view, { type: 'placeEmber', zone: z }), t)}
        onZone={(zone) => dispatchIntent({ kind: 'pick', target: { kind: 'zone', zone } })}
      />
      <div className="confirm-row">
        <span className="hint">{t('action.keyHint')}</span>
        <button
          type="button"
          className="btn primary"
          disabled={endWhy !== null}
          title={endWhy ?? undefined}
          onClick={() => dispatchIntent({ kind: 'endPlacement' })}
          data-testid="end-placement"
        >
          {t('action.endPlacement')}
        </button>
      </div>
    </div>
  );
}
