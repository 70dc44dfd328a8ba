/**
 * The keyboard: 1-4 pick the zones, Enter confirms (or ends placement / the turn), Esc cancels the
 * draft, H toggles the clean view. Each key becomes the same intent a click does (intents.ts), so
 * keys, buttons and picks share one meaning and one legality check. Not while typing in a field.
 */
import { useEffect } from 'react';
import { useHudStore } from '../hud/hudStore.js';
import { dispatchIntent } from '../games/emberforge/play/dispatch.js';
import { intentForKey } from '../games/emberforge/play/intents.js';

/**
 * The intent of a key event, or null when the page should handle the key itself. In the clean view
 * the HUD's controls are hidden, and so are their keys (1-4, Enter): only Esc and H act there.
 */
export function keyIntent(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat' | 'target'>, clean = false) {
  const target = e.target as HTMLElement | null;
  if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return null;
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const intent = intentForKey(e.key);
  // Holding H would flicker the HUD.
  if (intent?.kind === 'toggleClean' && e.repeat) return null;
  if (clean && (intent?.kind === 'pick' || intent?.kind === 'confirm')) return null;
  return intent;
}

/** `active` false: no key acts (the HUD is laid out but not shown yet: "Setting the table…"). */
export function useKeyboard(active = true): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      // A dialog over the table (the links, the seat link, a join, the rules): its keys are its own.
      if (document.querySelector('.modal-back, [aria-modal="true"]')) return;
      const intent = keyIntent(e, useHudStore.getState().clean);
      // Esc is left to the page too (dialogs); the others stop here when they meant something.
      if (intent && dispatchIntent(intent) && intent.kind !== 'cancel') e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}
