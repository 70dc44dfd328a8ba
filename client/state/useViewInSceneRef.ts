/**
 * A ref that is true once this component has rendered with the table's view. Read from `useFrame`, it
 * tells a frame drawn with the table's data from one of the empty table (a table link still joining):
 * set during the render that the view's arrival causes, so the scene graph around it has that data too.
 */
import { useRef, type RefObject } from 'react';
import { useGameStore } from './gameStore.js';

export function useViewInSceneRef(): RefObject<boolean> {
  const hasView = useRef(false);
  hasView.current = useGameStore((s) => s.view !== null);
  return hasView;
}
