/**
 * Emberforge's keys: 1-4 pick the zones, Enter confirms (or ends placement / the turn), Esc cancels the
 * draft, H toggles the clean view. Each key becomes the same intent a click does (intents.ts), so
 * keys, buttons and picks share one meaning and one legality check (dispatch.ts). The shell's listener
 * (client/input/useKeyboard.ts) hands them over, not while typing in a field or with a dialog open.
 */
import { useHudStore } from '../../../hud/hudStore.js';
import { isPlainKey } from '../../../input/useKeyboard.js';
import { dispatchIntent } from './dispatch.js';
import { intentForKey } from './intents.js';

/**
 * The intent of a key event, or null when the page should handle the key itself. In the clean view
 * the HUD's controls are hidden, and so are their keys (1-4, Enter): only Esc and H act there.
 */
export function keyIntent(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat' | 'target'>, clean = false) {
  if (!isPlainKey(e)) return null;
  const intent = intentForKey(e.key);
  // Holding H would flicker the HUD.
  if (intent?.kind === 'toggleClean' && e.repeat) return null;
  if (clean && (intent?.kind === 'pick' || intent?.kind === 'confirm')) return null;
  return intent;
}

/** The HUD's key handler. Esc is left to the page too (dialogs); the others stop here when they meant something. */
export function onGameKey(e: KeyboardEvent): void {
  const intent = keyIntent(e, useHudStore.getState().clean);
  if (intent && dispatchIntent(intent) && intent.kind !== 'cancel') e.preventDefault();
}
