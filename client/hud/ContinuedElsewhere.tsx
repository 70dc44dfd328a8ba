import { useState } from 'react';
import { useT } from '../i18n/index.js';
import { loadNet } from '../lobby/lazyNet.js';
import { useGameStore } from '../state/gameStore.js';

/**
 * Shown when this client's seat was taken with its seat key on another device: that device plays now.
 * The player may take the seat back here (on purpose: the client never does it by itself) or leave.
 */
export function ContinuedElsewhere({ onLeave }: { onLeave: () => void }) {
  const t = useT();
  const connection = useGameStore((s) => s.connection);
  const tableId = useGameStore((s) => s.tableId);
  const [busy, setBusy] = useState(false);
  if (connection !== 'elsewhere' || !tableId) return null;
  const takeBack = () => {
    setBusy(true);
    loadNet()
      .then((net) => net.reclaimSeat(tableId))
      .catch(() => {}) // the reason is in lastError (the error toast)
      .finally(() => setBusy(false));
  };
  return (
    <div className="modal-back">
      <div className="panel modal" role="alertdialog" aria-label={t('elsewhere.title')} data-testid="continued-elsewhere">
        <h2 style={{ marginBottom: 10, color: 'var(--ember-hot)' }}>{t('elsewhere.title')}</h2>
        <p>{t('elsewhere.body')}</p>
        <div className="row" style={{ justifyContent: 'flex-end' }}>
          <button type="button" className="btn" onClick={onLeave} data-testid="elsewhere-lobby">
            {t('victory.backToLobby')}
          </button>
          <button type="button" className="btn primary" disabled={busy} onClick={takeBack} data-testid="elsewhere-take-back">
            {t('elsewhere.takeBack')}
          </button>
        </div>
      </div>
    </div>
  );
}
