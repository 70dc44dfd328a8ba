/** The first-player marker's piece: a golden crown (a ring with five points), standing on y = 0. */
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

export function createCrownGeometry(): THREE.BufferGeometry {
  const parts: THREE.BufferGeometry[] = [new THREE.CylinderGeometry(0.2, 0.18, 0.14, 20, 1, false).translate(0, 0.07, 0)];
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2;
    parts.push(new THREE.ConeGeometry(0.06, 0.16, 8).translate(Math.cos(a) * 0.16, 0.22, Math.sin(a) * 0.16));
  }
  const merged = mergeGeometries(parts.map((g) => g.toNonIndexed()));
  for (const g of parts) g.dispose();
  return merged;
}
