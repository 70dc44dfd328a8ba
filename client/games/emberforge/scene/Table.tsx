/**
 * The oak table everything rests on, with a thick rim; the room around it stays dark. Not drawn when
 * the overlay frames the table only (`frame=table`: the board and the players' areas over a clear page).
 */
import { useMemo } from 'react';
import { useUiStore } from '../../../state/uiStore.js';
import { woodTexture } from './woodTexture.js';
import { TABLE_HALF_X, TABLE_HALF_Z } from './layout.js';
import { PLAIN_MAP } from '../../../scene/plainMap.js';

export default function Table() {
  const map = useMemo(() => woodTexture(), []);
  const tableOnly = useUiStore((s) => s.sceneFrame === 'table');
  if (tableOnly) return null;
  return (
    <group>
      <mesh rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <planeGeometry args={[TABLE_HALF_X * 2, TABLE_HALF_Z * 2]} />
        <meshStandardMaterial map={map} roughness={0.78} metalness={0} color="#e0bb95" />
      </mesh>
      <mesh position={[0, -0.46, 0]}>
        <boxGeometry args={[TABLE_HALF_X * 2 + 0.8, 0.9, TABLE_HALF_Z * 2 + 0.8]} />
        <meshStandardMaterial map={PLAIN_MAP} color="#3a2112" roughness={0.6} />
      </mesh>
    </group>
  );
}
