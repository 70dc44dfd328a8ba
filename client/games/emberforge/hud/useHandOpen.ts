/**
 * Whether the HTML hand strip is open over the 3D table: as the player last chose, else open on a wide
 * screen, so that a first placement is made seeing one's cards (issue 41), and closed on a phone, where
 * the strip would cover the board (its toggle is one tap away).
 */
import { useHudStore } from '../../../hud/hudStore.js';
import { useCompactLayout } from '../../../hud/useCompactLayout.js';

export function useHandOpen(): boolean {
  const chosen = useHudStore((s) => s.handOpen);
  const compact = useCompactLayout();
  return chosen ?? !compact;
}
