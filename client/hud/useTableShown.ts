/**
 * Whether a table's HUD is shown yet. When the game's data arrives, the 3D table's first frame with it
 * comes first (on a slow GPU the HUD's first paint and the WebGL start-up compete for the same GPU
 * process: drawing them together delayed the table by 100-650 ms in `npm run bench:client`); the HUD
 * is laid out meanwhile (hidden), so the camera frames the table around it from the first frame, and
 * shows right after that frame. It shows anyway after HUD_WAIT_MS (a background tab draws no frames).
 * Once shown, it stays.
 */
import { useEffect, useRef, useState } from 'react';
import { useHudStore } from './hudStore.js';

/** The longest a HUD waits for its table's first frame. */
export const HUD_WAIT_MS = 4000;

export function useTableShown(hasView: boolean): boolean {
  const ready = useHudStore((s) => s.tableReady);
  const [waitedOut, setWaitedOut] = useState(false);
  const shown = useRef(false);
  useEffect(() => {
    if (!hasView || ready || shown.current) return;
    const timer = setTimeout(() => setWaitedOut(true), HUD_WAIT_MS);
    return () => clearTimeout(timer);
  }, [hasView, ready]);
  if (hasView && (ready || waitedOut)) shown.current = true;
  return shown.current;
}
