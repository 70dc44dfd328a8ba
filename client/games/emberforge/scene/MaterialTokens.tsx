/**
 * Material tokens, one instanced mesh per type: the supply stacks (clickable: supplyMaterial), each
 * player's stock and the tokens on cards in progress.
 */
import { useMemo } from 'react';
import { MATERIALS } from '../../../../shared/games/emberforge/index.js';
import { useGameStore } from '../state/gameStore.js';
import { useViewSlice } from '../state/useViewSlice.js';
import { layoutMaterials, materialsOfView } from './materialLayout.js';
import MaterialTypeTokens from './MaterialTypeTokens.js';

export default function MaterialTokens() {
  const view = useViewSlice(materialsOfView);
  const mySeat = useGameStore((s) => s.mySeat);
  const spots = useMemo(() => (view ? layoutMaterials(view, mySeat ?? 0) : null), [view, mySeat]);
  if (!spots) return null;
  return (
    <group>
      {MATERIALS.map((m) => (
        <MaterialTypeTokens key={m} material={m} spots={spots[m]} />
      ))}
    </group>
  );
}
