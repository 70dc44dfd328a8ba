/**
 * Whether the HTML hand strip is open over the 3D table: as the player last chose, else open where the
 * screen is tall enough to show it below the board (1080p: a first placement is made seeing one's
 * cards, issue 41), and closed on shorter screens and phones, where it would cover the board's zones
 * (its toggle is one tap away).
 */
import { useHudStore } from '../../../hud/hudStore.js';
import { useMediaQuery } from '../../../hud/useMediaQuery.js';

/** Room for the action panel and the hand strip below the board. */
export const ROOM_FOR_HAND_QUERY = '(min-height: 900px) and (min-width: 1200px)';

export function useHandOpen(): boolean {
  const chosen = useHudStore((s) => s.handOpen);
  const roomy = useMediaQuery(ROOM_FOR_HAND_QUERY);
  return chosen ?? roomy;
}
