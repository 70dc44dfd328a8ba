/** The central board: an iron-rimmed slab whose printed top names the four zones (per language). */
import { useMemo } from 'react';
import { useUiStore } from '../../../state/uiStore.js';
import { boardTexture } from './boardTexture.js';
import { BOARD_SIZE, BOARD_TOP } from './layout.js';
import { PLAIN_MAP } from '../../../scene/plainMap.js';

export default function Board() {
  const lang = useUiStore((s) => s.lang);
  const map = useMemo(() => boardTexture(lang), [lang]);
  return (
    <group>
      <mesh position={[0, BOARD_TOP / 2 - 0.005, 0]} castShadow receiveShadow>
        <boxGeometry args={[BOARD_SIZE + 0.12, BOARD_TOP - 0.01, BOARD_SIZE + 0.12]} />
        <meshStandardMaterial map={PLAIN_MAP} color="#2b2520" metalness={0.6} roughness={0.45} />
      </mesh>
      <mesh position={[0, BOARD_TOP + 0.001, 0]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <planeGeometry args={[BOARD_SIZE, BOARD_SIZE]} />
        <meshStandardMaterial map={map} roughness={0.72} metalness={0.08} />
      </mesh>
    </group>
  );
}
