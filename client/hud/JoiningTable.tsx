import { useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';

/** Over the empty table while its link joins: what is happening, and a way back to the lobby. */
export function JoiningTable({ onLeave }: { onLeave: () => void }) {
  const t = useT();
  const reconnecting = useGameStore((s) => s.connection === 'reconnecting');
  return (
    <div className="joining-table panel" role="status" data-testid={reconnecting ? 'rejoining' : 'joining-table'}>
      <span>{reconnecting ? t('misc.rejoining') : t('lobby.joining')}</span>
      <button type="button" className="btn small" onClick={onLeave} data-testid="joining-leave">
        {t('settings.leave')}
      </button>
    </div>
  );
}
