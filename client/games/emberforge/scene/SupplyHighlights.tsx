/** A warm glow under each supply pile that the HUD offers as a pick (uiStore.highlight.materials). */
import { useDraftStore } from '../play/draftStore.js';
import { useMemo } from 'react';
import * as THREE from 'three';
import { MATERIALS } from '../../../../shared/games/emberforge/index.js';
import { supplyStackPos } from './layout.js';
import { radialGlowTexture } from './particles.js';

export default function SupplyHighlights() {
  const materials = useDraftStore((s) => s.highlight.materials);
  const material = useMemo(
    () =>
      new THREE.MeshBasicMaterial({
        map: radialGlowTexture(),
        color: new THREE.Color(2.2, 1.3, 0.45),
        transparent: true,
        depthWrite: false,
        blending: THREE.AdditiveBlending,
        toneMapped: false,
      }),
    [],
  );
  return (
    <>
      {MATERIALS.filter((m) => materials.includes(m)).map((m) => {
        const [x, , z] = supplyStackPos(m);
        return (
          <mesh key={m} material={material} position={[x, 0.02, z]} rotation={[-Math.PI / 2, 0, 0]} renderOrder={2}>
            <planeGeometry args={[1.5, 1.5]} />
          </mesh>
        );
      })}
    </>
  );
}
