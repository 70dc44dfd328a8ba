/**
 * What the HUD shows for the view now (pure): the game over, the engine resolving, another
 * participant's turn, or this seat's Selection turn, extra worker to place, or choice of conversions.
 * The turn comes from the engine (activeSeat on the view's stand-in state), never from rules of its own.
 */
import { activeSeat } from '../../../../shared/games/dwarf/engine/turn.js';
import { tableState } from '../../../../shared/games/dwarf/engine/tableState.js';
import type { Choice, GameView, Who } from '../../../../shared/games/dwarf/index.js';

export type Step =
  | { kind: 'over' }
  /** Nobody's decision is awaited (the engine runs the automa and the Defend step). */
  | { kind: 'engine' }
  | { kind: 'waiting'; who: Who }
  /** This seat's Selection turn (pass 1 or 2). */
  | { kind: 'place'; pass: 1 | 2 }
  /** This seat's extra worker to place (the Call for Help step). */
  | { kind: 'help' }
  | { kind: 'choice'; choice: Choice };

export function currentStep(view: GameView, readOnly = false): Step {
  if (view.end || view.phase === 'ended') return { kind: 'over' };
  const who = activeSeat(tableState(view));
  if (who === null) return { kind: 'engine' };
  if (readOnly || view.viewer === 'spectator' || view.viewer !== who) return { kind: 'waiting', who };
  if (view.choice) return { kind: 'choice', choice: view.choice };
  if (view.phase === 'callForHelp') return { kind: 'help' };
  return { kind: 'place', pass: view.r.pass };
}

/** The participant whose decision is awaited (for "X's turn"), or null. */
export function activeWho(view: GameView): Who | null {
  if (view.end) return null;
  return activeSeat(tableState(view));
}
