import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../i18n/index.js';
import { useEscape } from '../ui/useEscape.js';

/**
 * The top bar's tools on a phone (rules, language, sound, clean view, links, leave): one "⋯" button
 * that opens them as a list of full-width rows, each with its words, instead of eight small icons.
 * A tap on a row, outside the list, or Escape closes it. The list stays mounted while closed, so a
 * dialog one of its rows opened (the links) stays open.
 */
export function TopBarMenu({ children }: { children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  useEscape(open, () => setOpen(false));
  return (
    <div className="top-menu" ref={box}>
      <button
        type="button"
        className="btn small top-menu-open"
        aria-expanded={open}
        aria-controls="top-menu-list"
        aria-label={t('settings.more')}
        title={t('settings.more')}
        onClick={() => setOpen(!open)}
        data-testid="top-menu-open"
      >
        ⋯
      </button>
      <div
        id="top-menu-list"
        className="panel top-menu-list"
        hidden={!open}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('button')) setOpen(false);
        }}
        data-testid="top-menu"
      >
        {children}
      </div>
    </div>
  );
}
