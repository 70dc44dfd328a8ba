import type { GameView } from '../../../../../shared/games/emberforge/index.js';
import { useT } from '../../i18n/index.js';
import { refusal } from '../../viewModel/legality.js';
import { dispatchIntent } from '../../play/dispatch.js';
import { reasonText } from './reasonText.js';

/** Stops using the zone being resolved; when it cannot, its press says why (aria-disabled). */
export function CloseZoneButton({ view }: { view: GameView }) {
  const t = useT();
  const why = reasonText(refusal(view, { type: 'closeZone' }), t);
  return (
    <button
      type="button"
      className="btn"
      aria-disabled={why === null ? undefined : true}
      title={why ?? undefined}
      onClick={() => dispatchIntent({ kind: 'closeZone' })}
      data-testid="close-zone"
    >
      {t('action.closeZone')}
    </button>
  );
}
