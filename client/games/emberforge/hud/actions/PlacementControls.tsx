import type { GameView } from '../../../../../shared/games/emberforge/index.js';
import { useT } from '../../i18n/index.js';
import { refusal } from '../../viewModel/legality.js';
import { reasonText } from './reasonText.js';
import { dispatchIntent } from '../../play/dispatch.js';
import { useNotice } from '../../play/useNotice.js';
import { ZoneButtons } from './ZoneButtons.js';

/**
 * Placement: put embers on zones one at a time, then end placement. The end button says how many
 * embers are left (the main button only once none is); with some left, its first press (or Enter)
 * only asks, and the button then ends anyway.
 */
export function PlacementControls({ view, left }: { view: GameView; left: number }) {
  const t = useT();
  const endWhy = reasonText(refusal(view, { type: 'endPlacement' }), t);
  const notice = useNotice(view.version);
  const armed = notice?.kind === 'armed' && notice.guard.type === 'endPlacement';
  const endLabel = left === 0 ? t('action.endPlacement') : t(armed ? 'action.endPlacementSure' : 'action.endPlacementLeft', { n: left });
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
          className={`btn${armed ? ' warn' : left === 0 ? ' primary' : ''}`}
          disabled={endWhy !== null}
          title={endWhy ?? undefined}
          onClick={() => dispatchIntent({ kind: 'endPlacement' })}
          data-testid="end-placement"
          data-armed={armed ? 'true' : undefined}
        >
          {endLabel}
        </button>
      </div>
    </div>
  );
}
