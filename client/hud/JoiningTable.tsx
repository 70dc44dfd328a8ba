import { useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';
import { TableLoadingProgress } from './TableLoadingProgress.js';

/**
 * Over the table while its link joins, and while the joined table's first frame is drawn (`arrived`):
 * what is happening (with the loading's progress: TableLoadingProgress), and a way back to the lobby.
 */
export function JoiningTable({ onLeave, arrived = false }: { onLeave: () => void; arrived?: boolean }) {
  const t = useT();
  const reconnecting = useGameStore((s) => s.connection === 'reconnecting');
  const text = reconnecting ? t('misc.rejoining') : arrived ? t('lobby.settingTable') : t('lobby.joining');
  return (
    <div className="joining-table panel" role="status" data-testid={reconnecting ? 'rejoining' : 'joining-table'}>
      <span>{text}</span>
      {!reconnecting && <TableLoadingProgress />}
      <button type="button" className="btn small" onClick={onLeave} data-testid="joining-leave">
        {t('settings.leave')}
      </button>
    </div>
  );
}
