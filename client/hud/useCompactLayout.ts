/**
 * Whether the screen is phone-sized (either side small), or too short for the side columns beside a
 * tablet's bottom action panel (1024x600: they ran under it, and the game log off the screen): the HUD
 * then folds into a compact top bar, the standings strip and a bottom sheet. Follows rotation and
 * window resizes.
 */
import { useEffect, useState } from 'react';

export const COMPACT_QUERY = '(max-width: 640px), (max-height: 500px), (max-width: 1100px) and (max-height: 650px)';

function matches(): boolean {
  return typeof matchMedia === 'function' && matchMedia(COMPACT_QUERY).matches;
}

export function useCompactLayout(): boolean {
  const [compact, setCompact] = useState(matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(COMPACT_QUERY);
    const update = () => setCompact(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return compact;
}
