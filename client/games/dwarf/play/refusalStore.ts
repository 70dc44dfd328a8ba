/**
 * Why the player's last gesture did nothing (issue 41's "every refusal explained", for DWARF): a click
 * on a HUD button, a key or a pick on the 3D table that the engine would refuse writes its reason here
 * (the engine's checkAction on the seat's view, viewModel/refusal.ts); the HUD's RefusalNotice says it
 * above the controls for REFUSAL_MS. Shared by the HUD and the scene's picks (pickTarget.ts).
 */
import { create } from 'zustand';
import type { GameView } from '../../../../shared/games/dwarf/index.js';
import { pileRefusal, refusalOf, type Reason } from '../viewModel/refusal.js';
import type { DwarfPick } from './picks.js';

export const REFUSAL_MS = 5000;

export interface Refusal {
  reason: Reason;
  /** What was refused (its card's name goes into the message). */
  pick: DwarfPick | null;
  at: number;
}

export const useRefusalStore = create<{ refusal: Refusal | null }>(() => ({ refusal: null }));

export function refuse(reason: Reason, pick: DwarfPick | null, now = Date.now()): void {
  useRefusalStore.setState({ refusal: { reason, pick, at: now } });
}

export function clearRefusal(): void {
  if (useRefusalStore.getState().refusal) useRefusalStore.setState({ refusal: null });
}

/** Says why a pick the seat may not make now is refused; false if the engine would take it (nothing to say). */
export function explainPick(view: GameView, pick: DwarfPick): boolean {
  const reason = pick.kind === 'position' ? refusalOf(view, { type: 'place', pos: pick.pos }) : pileRefusal(view, pick.pile);
  if (!reason) return false;
  refuse(reason, pick);
  return true;
}
