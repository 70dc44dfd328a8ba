import { useEffect } from 'react';
import { useHudStore } from './hudStore.js';

/** Rendered where no 3D table will be drawn (?noscene, the scene failed): the HUD need not wait for one. */
export function NoTableFrame() {
  useEffect(() => {
    useHudStore.getState().setTableReady(true);
    return () => useHudStore.getState().setTableReady(false);
  }, []);
  return null;
}
