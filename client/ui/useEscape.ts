import { useEffect } from 'react';

/**
 * While `active`, the Escape key calls `close` (a dialog, a menu, the rules) and goes no further: it is
 * read before anything else on the page (window, capture phase), so the game's own Escape (cancel the
 * draft, useKeyboard) does not also act on it. One Escape closes one thing.
 */
export function useEscape(active: boolean, close: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      close();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [active, close]);
}
