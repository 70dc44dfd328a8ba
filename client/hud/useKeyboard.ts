/**
 * Keyboard: 1-4 press the zone buttons, Enter presses the enabled confirm (or end placement / end
 * turn), Esc cancels the draft. Keys press the same buttons the mouse does, so legality is shared.
 */
import { useEffect } from 'react';
import { zoneForKey } from '../viewModel/zones.js';
import { cancelDraft } from './actions/send.js';

function press(testId: string): boolean {
  const el = document.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`);
  if (!el || el.matches(':disabled')) return false;
  el.click();
  return true;
}

export function useKeyboard(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const zone = zoneForKey(e.key);
      if (zone) {
        if (press(`zone-${zone}`)) e.preventDefault();
      } else if (e.key === 'Enter') {
        // A draft's confirm wins (even disabled: never end a turn by accident mid-draft).
        const handled = document.querySelector('[data-testid="confirm"]')
          ? press('confirm')
          : press('end-placement') || (!!document.querySelector('[data-testid="zone-chooser"]') && press('end-turn'));
        if (handled || document.querySelector('[data-testid="confirm"]')) e.preventDefault();
      } else if (e.key === 'Escape') {
        cancelDraft();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
