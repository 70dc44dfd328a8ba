/**
 * Shared focus (issue 12), DWARF's rule: the seat whose decision the game waits for shows spectators
 * what the pointer is on, while the game runs; everything DWARF's targets name is public (the wire's
 * publicFocus keeps a target that exists at this table, with its own fields only). The shell's
 * reporter (client/input/focusReporter.ts) sends it, throttled.
 */
import type { GameView } from '../../../../shared/games/dwarf/index.js';
import { publicFocus } from '../../../../shared/games/dwarf/wire/focusTarget.js';
import type { FocusTarget } from '../../../../shared/protocol/protocol.js';
import { activeWho } from '../viewModel/step.js';

export function reportableFocus(view: GameView, mySeat: number, pointer: FocusTarget): FocusTarget | null {
  if (view.end || activeWho(view) !== mySeat) return null;
  return publicFocus(view, pointer) as FocusTarget | null;
}
