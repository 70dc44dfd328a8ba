/**
 * The one meaning of a click on a position's stack or a Special pile, from the scene or the HUD: the
 * same action the HUD offers. A free position places a worker; a pile asks the HUD how to pay (pickStore.payFor:
 * the ways open, with the card), and the answer takes the Special Action. Anything not offered is explained (refusalStore).
 */
import { useHudStore } from '../../../hud/hudStore.js';
import { useGameStore } from '../state/gameStore.js';
import { isOffered, offeredPicks, type DwarfPick, type Pay } from './picks.js';
import { usePickStore } from './pickStore.js';
import { clearRefusal, explainPick } from './refusalStore.js';
import { sendAction } from './send.js';

/** Acts on a pick; true when it meant something now. */
export function pickTarget(pick: DwarfPick): boolean {
  const { view, mySeat, role } = useGameStore.getState();
  if (!view || role !== 'player' || useHudStore.getState().pending) return false;
  const offered = offeredPicks(view, mySeat);
  // Not offered: the HUD says why (the engine's reason), for a 3D pick as for a button (refusalStore.ts, the HUD helper's).
  if (!isOffered(offered, pick)) {
    explainPick(view, pick);
    return false;
  }
  clearRefusal();
  if (pick.kind === 'position') return sendAction({ type: 'place', pos: pick.pos });
  // A Special Action spends both workers or 4 iron and one: the HUD asks once, showing the card and the
  // ways open (PayChoice, the HUD helper's), whether one way is open or two (issue 41: a costly move asks).
  usePickStore.getState().choosePay(pick.pile);
  return true;
}

/** The HUD's answer to "how do you pay for this pile?". */
export function payForPile(pile: number, pay: Pay): boolean {
  usePickStore.getState().choosePay(null);
  return sendAction({ type: 'special', pile, pay });
}
