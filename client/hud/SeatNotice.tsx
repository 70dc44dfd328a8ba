import { useT } from '../i18n/index.js';
import { resume } from '../net/index.js';
import { useGameStore } from '../state/gameStore.js';

/** Reconnecting / disconnected banners, and "take my seat back" when the bot plays for me. */
export function SeatNotice({ onLeave }: { onLeave: () => void }) {
  const t = useT();
  const connection = useGameStore((s) => s.connection);
  const mySeat = useGameStore((s) => s.mySeat);
  const role = useGameStore((s) => s.role);
  const tableId = useGameStore((s) => s.tableId);
  const botPlaying = useGameStore((s) => s.seats.find((x) => x.seat === s.mySeat)?.botControlled ?? false);
  if (connection === 'reconnecting') {
    return (
      <div className="toast-stack">
        <div className="toast" role="status" data-testid="reconnecting">
          {t('misc.connectionLost')}
        </div>
      </div>
    );
  }
  if (connection === 'closed' && tableId) {
    return (
      <div className="toast-stack">
        <div className="toast" role="alert" data-testid="disconnected">
          <span>{t('misc.disconnected')} </span>
          <button type="button" className="btn small primary" onClick={onLeave}>
            {t('victory.backToLobby')}
          </button>
        </div>
      </div>
    );
  }
  if (role !== 'player' || mySeat === null || !botPlaying || tableId === 'practice' || tableId === 'fixture') return null;
  return (
    <div className="toast-stack">
      <div className="toast" style={{ background: '#10263a', borderColor: 'var(--cool)' }} data-testid="bot-playing">
        <span>{t('hud.botPlaying')} </span>
        <button type="button" className="btn small primary" onClick={() => resume()} data-testid="resume">
          {t('hud.resume')}
        </button>
      </div>
    </div>
  );
}
