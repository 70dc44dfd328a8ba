/**
 * Rendered after the game's Scene inside its Suspense: its pieces are in the scene graph (the game's
 * chunk is evaluated, its canvas textures drawn). Says so to the table's loading state and to
 * TableReadySignal, and asks for the frame that draws them: with the canvas rendering on demand, a
 * frame was otherwise drawn only when something else asked for one (bench:client saw the table's first
 * frame 2-4 s after its data, the page idle meanwhile).
 */
import { useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';
import { useTableLoading } from '../hud/tableLoading.js';

export default function PiecesMounted() {
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    useTableLoading.getState().setPiecesMounted(true);
    invalidate();
    return () => useTableLoading.getState().setPiecesMounted(false);
  }, [invalidate]);
  return null;
}
