/**
 * Whether the screen is phone-sized (either side small), or too short for the side columns beside a
 * tablet's bottom action panel (1024x600: they ran under it, and the game log off the screen): the HUD
 * then folds into a compact top bar, the standings strip and a bottom sheet. Follows rotation and
 * window resizes.
 */
import { useMediaQuery } from './useMediaQuery.js';

export const COMPACT_QUERY = '(max-width: 640px), (max-height: 500px), (max-width: 1100px) and (max-height: 650px)';

export function useCompactLayout(): boolean {
  return useMediaQuery(COMPACT_QUERY);
}
