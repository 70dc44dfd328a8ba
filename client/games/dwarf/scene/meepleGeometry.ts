/** A meeple: the classic worker silhouette, extruded and bevelled, standing on its feet at y = 0. */
import * as THREE from 'three';

export const MEEPLE_H = 0.5;

export function createMeepleGeometry(): THREE.BufferGeometry {
  const s = new THREE.Shape();
  // Outline (x right, y up), feet at y = 0, head at the top: the same silhouette as cardIcons' drawWorker.
  s.moveTo(-0.2, 0);
  s.lineTo(-0.06, 0);
  s.lineTo(0, 0.1);
  s.lineTo(0.06, 0);
  s.lineTo(0.2, 0);
  s.lineTo(0.13, 0.2);
  s.lineTo(0.22, 0.27);
  s.quadraticCurveTo(0.25, 0.33, 0.16, 0.33);
  s.lineTo(0.09, 0.32);
  s.absarc(0, 0.4, 0.095, -Math.PI * 0.2, Math.PI * 1.2, false);
  s.lineTo(-0.16, 0.33);
  s.quadraticCurveTo(-0.25, 0.33, -0.22, 0.27);
  s.lineTo(-0.13, 0.2);
  s.closePath();
  const g = new THREE.ExtrudeGeometry(s, {
    depth: 0.12,
    bevelEnabled: true,
    bevelThickness: 0.025,
    bevelSize: 0.02,
    bevelSegments: 2,
    curveSegments: 8,
  });
  g.translate(0, 0.02, -0.06);
  g.computeVertexNormals();
  return g;
}
