/**
 * The frame of a game's rules panel (GamePackage.Rules): a modal dialog over the page with its title
 * and a Close button (focused, as is Escape and a click beside it); the game fills in the rules.
 */
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT.js';
import { useEscape } from './useEscape.js';

export function RulesDialog({
  title,
  onClose,
  className,
  children,
}: {
  title: string;
  onClose: () => void;
  /** The game's own class beside `panel rules` (its styles). */
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  useEscape(true, onClose);
  return (
    <div className="rules-back" onClick={onClose}>
      <div
        className={`panel rules${className ? ` ${className}` : ''}`}
        data-testid="rules-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="rules-title"
        onClick={(e) => e.stopPropagation()}
      >
        <div className="row">
          <h2 id="rules-title">{title}</h2>
          <span className="spacer" />
          <button type="button" className="btn small" onClick={onClose} data-testid="rules-close" autoFocus>
            {t('common.close')}
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
