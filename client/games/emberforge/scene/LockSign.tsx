/** A glowing padlock standing on a locked zone's corner (sized to read at the whole-table view). */
import { useMemo } from 'react';
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { PLAIN_MAP } from '../../../scene/plainMap.js';

export function padlockGeometry(): THREE.BufferGeometry {
  const body = new THREE.BoxGeometry(0.56, 0.44, 0.16).toNonIndexed();
  const shackle = new THREE.TorusGeometry(0.19, 0.055, 10, 24, Math.PI).translate(0, 0.22, 0).toNonIndexed();
  const legL = new THREE.CylinderGeometry(0.055, 0.055, 0.12, 10).translate(-0.19, 0.22, 0).toNonIndexed();
  const legR = new THREE.CylinderGeometry(0.055, 0.055, 0.12, 10).translate(0.19, 0.22, 0).toNonIndexed();
  const hole = new THREE.CylinderGeometry(0.05, 0.05, 0.18, 10)
    .rotateX(Math.PI / 2)
    .translate(0, 0.03, 0)
    .toNonIndexed();
  const strip = (g: THREE.BufferGeometry) => {
    for (const k of Object.keys(g.attributes)) if (k !== 'position' && k !== 'normal') g.deleteAttribute(k);
    return g;
  };
  return mergeGeometries([body, shackle, legL, legR, hole].map(strip))!;
}

export default function LockSign({ groupRef }: { groupRef: React.RefObject<THREE.Group | null> }) {
  const geometry = useMemo(padlockGeometry, []);
  return (
    <group ref={groupRef} scale={1.25}>
      <mesh geometry={geometry} castShadow>
        <meshStandardMaterial map={PLAIN_MAP} color="#8a6a4a" metalness={0.7} roughness={0.35} emissive="#ff5a14" emissiveIntensity={0.7} />
      </mesh>
    </group>
  );
}
