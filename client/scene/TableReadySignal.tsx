/**
 * Tells the HUD when the scene has drawn its first frame with the game's data in it (the HUD of a
 * table waits for that frame: useTableShown). Runs after the frame's render (priority 1000).
 */
import { useFrame } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { useHudStore } from '../hud/hudStore.js';
import { useViewInSceneRef } from '../state/useViewInSceneRef.js';

export default function TableReadySignal() {
  const hasData = useViewInSceneRef();
  const told = useRef(false);
  useFrame(() => {
    if (told.current || !hasData.current) return;
    told.current = true;
    useHudStore.getState().setTableReady(true);
  }, 1000);
  useEffect(() => () => useHudStore.getState().setTableReady(false), []);
  return null;
}
