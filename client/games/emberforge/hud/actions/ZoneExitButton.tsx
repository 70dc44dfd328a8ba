import type { GameView } from '../../../../../shared/games/emberforge/index.js';
import { useT } from '../../i18n/index.js';
import { CloseZoneButton } from './CloseZoneButton.js';
import { dispatchIntent } from '../../play/dispatch.js';

/** Leaves a zone composer: "Back" before the zone is started, "Close zone" once its embers are in use. */
export function ZoneExitButton({ view, started = false }: { view: GameView; started?: boolean }) {
  const t = useT();
  if (started) return <CloseZoneButton view={view} />;
  return (
    <button type="button" className="btn" onClick={() => dispatchIntent({ kind: 'cancel' })} data-testid="back">
      {t('action.back')}
    </button>
  );
}
