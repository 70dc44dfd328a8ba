import { overheatsWithOneMore } from '../../../../../shared/games/emberforge/index.js';
import type { GameView } from '../../../../../shared/games/emberforge/index.js';
import { useT } from '../../i18n/index.js';
import { refusal } from '../../viewModel/legality.js';
import { reasonText } from './reasonText.js';
import { dispatchIntent } from '../../play/dispatch.js';
import { useNotice } from '../../play/useNotice.js';
import { ZoneButtons } from './ZoneButtons.js';

/**
 * Placement: put embers on zones one at a time, then end placement. A zone where one more ember
 * overheats says so (and its press, key or tile only asks first). The end button says how many
 * embers are left (the main button only once none is); with some left, its first press (or Enter)
 * only asks, and the button then ends anyway. A refused press says why (dispatch.ts).
 */
export function PlacementControls({ view, left }: { view: GameView; left: number }) {
  const t = useT();
  const endWhy = reasonText(refusal(view, { type: 'endPlacement' }), t);
  const notice = useNotice(view.version);
  const guard = notice?.kind === 'armed' ? notice.guard : null;
  const armed = guard?.type === 'endPlacement';
  const endLabel = left === 0 ? t('action.endPlacement') : t(armed ? 'action.endPlacementSure' : 'action.endPlacementLeft', { n: left });
  return (
    <div className="panel actions" data-testid="placement-controls">
      <h3>{left > 0 ? t('prompt.place', { n: left }) : t('prompt.placeNone')}</h3>
      <ZoneButtons
        view={view}
        enabled={(z) => refusal(view, { type: 'placeEmber', zone: z }) === null}
        why={(z) => reasonText(refusal(view, { type: 'placeEmber', zone: z }), t)}
        overheats={(z) => overheatsWithOneMore(view, z)}
        armed={guard?.type === 'placeEmber' ? guard.zone : null}
        onZone={(zone) => dispatchIntent({ kind: 'pick', target: { kind: 'zone', zone } })}
      />
      <div className="confirm-row">
        <span className="hint">{t('action.keyHint')}</span>
        <button
          type="button"
          className={`btn${armed ? ' warn' : left === 0 ? ' primary' : ''}`}
          aria-disabled={endWhy === null ? undefined : true}
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
