import { createPortal } from 'react-dom';
import { useT } from '../i18n/index.js';
import { isLoadError } from './loadErrors.js';

/**
 * What the page shows when a part of it failed: a chunk that could not be fetched (say why, offer a
 * reload: the player's seat key and the table survive it) or an error of the page itself.
 */
export function LoadFailed({ error, compact = false }: { error: unknown; compact?: boolean }) {
  const t = useT();
  const network = isLoadError(error);
  const box = (
    <div className={compact ? 'load-failed compact' : 'load-failed panel'} role="alert" data-testid="load-failed">
      <b>{compact ? t('load.sceneFailed') : network ? t('load.failedTitle') : t('load.crashTitle')}</b>
      {!compact && <p className="muted">{network ? t('load.failedText') : t('load.crashText')}</p>}
      <button type="button" className="btn" onClick={() => window.location.reload()} data-testid="load-failed-reload">
        {t('load.reload')}
      </button>
    </div>
  );
  // Over the table, the line goes above the HUD (the scene's layer sits under it): on the page itself.
  return compact ? createPortal(box, document.body) : box;
}
