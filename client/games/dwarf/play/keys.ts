/**
 * What a key means at DWARF's table (the shell's useKeyboard listens): 1-9 the first mine's positions
 * (a worker there, or why not). Buttons do the rest with Tab and Enter; Escape closes the pay question
 * and an open stack (their own useEscape).
 */
import { pickTarget } from './pickTarget.js';

export function onDwarfKey(e: KeyboardEvent): void {
  if (/^[1-9]$/.test(e.key)) {
    e.preventDefault();
    pickTarget({ kind: 'position', pos: Number(e.key) - 1 });
  }
}
