/**
 * What a key means at DWARF's table (the shell's useKeyboard listens): 1-9 the first mine's positions
 * (a worker there, or why not), Escape closes the stack being looked through or the way-to-pay
 * question. Buttons do the rest with Tab and Enter.
 */
import { useInspectStore } from '../hud/inspectStore.js';
import { usePickStore } from './pickStore.js';
import { pickTarget } from './pickTarget.js';

export function onDwarfKey(e: KeyboardEvent): void {
  if (/^[1-9]$/.test(e.key)) {
    e.preventDefault();
    pickTarget({ kind: 'position', pos: Number(e.key) - 1 });
    return;
  }
  if (e.key === 'Escape') {
    if (usePickStore.getState().payFor !== null) usePickStore.getState().choosePay(null);
    else if (useInspectStore.getState().browsing !== null) useInspectStore.getState().browse(null);
  }
}
