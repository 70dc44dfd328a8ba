import type { GameView } from '../../../../../shared/games/emberforge/index.js';
import { useT } from '../../i18n/index.js';
import { refusal } from '../../viewModel/legality.js';
import { dispatchIntent } from '../../play/dispatch.js';

export function CloseZoneButton({ view }: { view: GameView }) {
  const t = useT();
  const legal = refusal(view, { type: 'closeZone' }) === null;
  return (
    <button type="button" className="btn" disabled={!legal} onClick={() => dispatchIntent({ kind: 'closeZone' })} data-testid="close-zone">
      {t('action.closeZone')}
    </button>
  );
}
