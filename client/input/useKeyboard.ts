/**
 * The keyboard, the shell's part: one listener while the table's HUD is shown, which leaves keys alone
 * while a dialog is over the table (the links, the seat link, a join, the rules: its keys are its own),
 * while typing in a field and with a modifier held. What a key means is the game's (its HUD passes its
 * handler, e.g. its play/keys.ts).
 */
import { useEffect } from 'react';

/** A key the game may take: no modifier held, not typed into a field. */
export function isPlainKey(e: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): boolean {
  const target = e.target as HTMLElement | null;
  if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return false;
  return !(e.ctrlKey || e.metaKey || e.altKey);
}

/** `active` false: no key acts (the HUD is laid out but not shown yet: "Setting the table…"). */
export function useKeyboard(active: boolean, onKey: (e: KeyboardEvent) => void): void {
  useEffect(() => {
    if (!active) return;
    const listener = (e: KeyboardEvent) => {
      if (document.querySelector('.modal-back, [aria-modal="true"]')) return;
      onKey(e);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [active, onKey]);
}
