import { useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';

/** Opening a table link with one's seat while the server cannot be reached (restarting): client/net keeps trying. */
export function RejoiningNotice() {
  const t = useT();
  const connection = useGameStore((s) => s.connection);
  if (connection !== 'reconnecting') return null;
  return (
    <div className="toast-stack">
      <div className="toast" role="status" data-testid="rejoining">
        {t('misc.rejoining')}
      </div>
    </div>
  );
}
