/**
 * Shared focus (issue 12), Emberforge's rule: the player whose turn it is shows spectators what the
 * pointer is on, while the game runs, and a card only if the view shows it face up (never a hand card,
 * not even the player's own). The shell's reporter (client/input/focusReporter.ts) sends it, throttled.
 */
import type { GameView, Seat } from '../../../../shared/games/emberforge/index.js';
import { publicFocus } from '../../../../shared/games/emberforge/wire/focusTarget.js';
import type { FocusTarget } from '../../../../shared/protocol/protocol.js';

export function reportableFocus(view: GameView, mySeat: Seat, pointer: FocusTarget): FocusTarget | null {
  if (view.phase === 'ended' || view.activeSeat !== mySeat) return null;
  return publicFocus(view, pointer);
}
