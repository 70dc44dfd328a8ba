import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/index.js';
import { Icon, type IconName } from '../hud/Icon.js';
import { useEscape } from './useEscape.js';

/**
 * A small button that opens a modal dialog of links (one's seat link, the overlay links): an icon, its
 * words as the title (and as text with `label="text"`), and the dialog's title, body and close button.
 * The test ids are `<testId>-open`, `<testId>-dialog` and `<testId>-close`. Escape closes it, and
 * while it is open the game's keys do nothing (input/useKeyboard.ts).
 */
export function LinkDialogButton({
  icon,
  buttonText,
  title,
  label,
  testId,
  children,
}: {
  icon: IconName;
  buttonText: string;
  title: string;
  label: 'icon' | 'text';
  testId: string;
  children: ReactNode;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  useEscape(open, () => setOpen(false));
  return (
    <>
      <button
        type="button"
        className="btn small"
        onClick={() => setOpen(true)}
        title={buttonText}
        aria-label={buttonText}
        data-testid={`${testId}-open`}
      >
        <Icon name={icon} />
        {label === 'text' && <> {buttonText}</>}
      </button>
      {open &&
        createPortal(
          <div className="modal-back" onClick={() => setOpen(false)}>
            <div
              className="panel modal"
              role="dialog"
              aria-modal="true"
              aria-label={title}
              onClick={(e) => e.stopPropagation()}
              data-testid={`${testId}-dialog`}
            >
              <h2 style={{ marginBottom: 10, color: 'var(--ember-hot)' }}>{title}</h2>
              {children}
              <div className="row" style={{ justifyContent: 'flex-end' }}>
                <button type="button" className="btn" onClick={() => setOpen(false)} data-testid={`${testId}-close`}>
                  {t('common.close')}
                </button>
              </div>
            </div>
          </div>,
          document.body, // a fixed overlay inside a panel would be confined by any filter or transform on it
        )}
    </>
  );
}
