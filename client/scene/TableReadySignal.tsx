/**
 * The scene's first frame with the game's data in it (a table link draws the empty table before its
 * data arrives): marked `emberforge:first-scene-frame` for npm run bench:client, and told to the HUD,
 * which waits for it (useTableShown). Runs after the frame's render, post-processing included
 * (priority 1000), in a frame drawn once the game's pieces are in the scene graph (PiecesMounted):
 * it used to fire in r3f's first frame, drawn before the game's chunk had mounted its pieces (no draw
 * call at all), so the HUD and the shader warmup started before the table's real first frame.
 */
import { useFrame } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { useHudStore } from '../hud/hudStore.js';
import { useViewInSceneRef } from '../state/useViewInSceneRef.js';
import { FIRST_SCENE_FRAME_MARK, perfMark } from './perfMarks.js';
import { useTableLoading } from '../hud/tableLoading.js';

export default function TableReadySignal() {
  const hasData = useViewInSceneRef();
  const told = useRef(false);
  useFrame(() => {
    if (told.current || !hasData.current || !useTableLoading.getState().piecesMounted) return;
    told.current = true;
    perfMark(FIRST_SCENE_FRAME_MARK);
    useHudStore.getState().setTableReady(true);
  }, 1000);
  useEffect(() => () => useHudStore.getState().setTableReady(false), []);
  return null;
}
