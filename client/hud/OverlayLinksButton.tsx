import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';
import { Icon } from './Icon.js';
import { OverlayLinks } from './OverlayLinks.js';

/** The streamer menu (issue 12): the table's overlay links in a dialog, for the host and the seated players. */
export function OverlayLinksButton({ label }: { label: 'icon' | 'text' }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const offered = useGameStore((s) => s.role === 'player' || s.table?.isHost === true);
  if (!offered) return null;
  return (
    <>
      <button
        type="button"
        className="btn small"
        onClick={() => setOpen(true)}
        title={t('overlay.menu')}
        aria-label={t('overlay.menu')}
        data-testid="overlay-links-open"
      >
        <Icon name="eye" />
        {label === 'text' && <> {t('overlay.menu')}</>}
      </button>
      {open &&
        createPortal(
          <div className="modal-back" onClick={() => setOpen(false)}>
            <div
              className="panel modal"
              role="dialog"
              aria-label={t('overlay.title')}
              onClick={(e) => e.stopPropagation()}
              data-testid="overlay-links-dialog"
            >
              <h2 style={{ marginBottom: 10, color: 'var(--ember-hot)' }}>{t('overlay.title')}</h2>
              <OverlayLinks />
              <div className="row" style={{ justifyContent: 'flex-end' }}>
                <button type="button" className="btn" onClick={() => setOpen(false)} data-testid="overlay-links-close">
                  {t('common.close')}
                </button>
              </div>
            </div>
          </div>,
          document.body, // a panel's backdrop-filter would confine a fixed overlay to the panel
        )}
    </>
  );
}
