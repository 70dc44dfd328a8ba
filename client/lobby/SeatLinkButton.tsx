import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/index.js';
import { Icon } from '../hud/Icon.js';
import { SeatLink } from './SeatLink.js';

/** A button that shows one's seat link in a dialog (the link is a secret: not on screen by default). */
export function SeatLinkButton({ tableId, seatKey, label }: { tableId: string; seatKey: string; label: 'icon' | 'text' }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn small"
        onClick={() => setOpen(true)}
        title={t('seatLink.open')}
        aria-label={t('seatLink.open')}
        data-testid="seat-link-open"
      >
        <Icon name="devices" />
        {label === 'text' && <> {t('seatLink.open')}</>}
      </button>
      {open &&
        createPortal(
          <div className="modal-back" onClick={() => setOpen(false)}>
            <div
              className="panel modal"
              role="dialog"
              aria-label={t('seatLink.title')}
              onClick={(e) => e.stopPropagation()}
              data-testid="seat-link-dialog"
            >
              <h2 style={{ marginBottom: 10, color: 'var(--ember-hot)' }}>{t('seatLink.title')}</h2>
              <SeatLink tableId={tableId} seatKey={seatKey} />
              <div className="row" style={{ justifyContent: 'flex-end' }}>
                <button type="button" className="btn" onClick={() => setOpen(false)} data-testid="seat-link-close">
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
