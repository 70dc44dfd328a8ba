/** The instanced tokens of one material type (its own shape and PBR finish); supply tokens are clickable. */
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import type { Material } from '../../../../shared/games/emberforge/index.js';
import { dispatchIntent } from '../play/dispatch.js';
import type { MaterialSpot } from './materialLayout.js';
import { pieceMaterial } from './pieceMaterial.js';
import { whiteInstanceColors } from '../../../scene/instanceColors.js';

const MAX_PER_TYPE = 24;

function geometryFor(m: Material): THREE.BufferGeometry {
  switch (m) {
    case 'iron':
      return new THREE.BoxGeometry(0.34, 0.13, 0.2);
    case 'bronze':
      return new THREE.CylinderGeometry(0.16, 0.16, 0.08, 20);
    case 'crystal': {
      const g = new THREE.OctahedronGeometry(0.14);
      g.scale(1, 0.72, 1);
      return g;
    }
    case 'scale':
      return new THREE.CylinderGeometry(0.17, 0.17, 0.075, 6);
    case 'mithril':
      return starGeometry(0.17, 0.075);
  }
}

/** A flat five-pointed star (mithril: the same star as its icon on the cards and in the HUD). */
function starGeometry(r: number, depth: number): THREE.BufferGeometry {
  const shape = new THREE.Shape();
  for (let i = 0; i < 10; i++) {
    const a = Math.PI / 2 + (i / 10) * Math.PI * 2;
    const rr = i % 2 === 0 ? r : r * 0.48;
    if (i === 0) shape.moveTo(Math.cos(a) * rr, Math.sin(a) * rr);
    else shape.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
  }
  const g = new THREE.ExtrudeGeometry(shape, { depth, bevelEnabled: true, bevelThickness: 0.012, bevelSize: 0.012, bevelSegments: 1 });
  g.translate(0, 0, -depth / 2);
  g.rotateX(-Math.PI / 2);
  return g;
}

/**
 * No `flatShading` for the faceted crystal and star: their geometries carry one normal per face
 * already (non-indexed), so they look the same, and all five types share one shader program with the
 * other pieces (pieceMaterial.ts).
 */
const FINISH: Record<Material, THREE.MeshStandardMaterialParameters> = {
  iron: { color: '#6a6f76', metalness: 0.85, roughness: 0.42 },
  bronze: { color: '#c07a35', metalness: 0.9, roughness: 0.32 },
  crystal: { color: '#7fe6ff', metalness: 0.05, roughness: 0.08, emissive: '#2aa8d8', emissiveIntensity: 0.55 },
  scale: { color: '#2f9e6a', metalness: 0.35, roughness: 0.3 },
  mithril: { color: '#dfe9ff', metalness: 1, roughness: 0.16, emissive: '#6c86c0', emissiveIntensity: 0.25 },
};

export default function MaterialTypeTokens({ material, spots }: { material: Material; spots: MaterialSpot[] }) {
  const mesh = useRef<THREE.InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const geometry = useMemo(() => geometryFor(material).scale(1.3, 1.3, 1.3), [material]);
  const mat = useMemo(() => pieceMaterial(FINISH[material]), [material]);
  const spotsRef = useRef(spots);
  spotsRef.current = spots;
  useLayoutEffect(() => {
    const im = mesh.current;
    if (!im) return;
    whiteInstanceColors(im, MAX_PER_TYPE);
    const m = new THREE.Matrix4();
    const q = new THREE.Quaternion();
    const up = new THREE.Vector3(0, 1, 0);
    const one = new THREE.Vector3(1, 1, 1);
    const list = spots.slice(0, MAX_PER_TYPE);
    list.forEach((s, i) => {
      m.compose(new THREE.Vector3(...s.position), q.setFromAxisAngle(up, s.yaw), one);
      im.setMatrixAt(i, m);
    });
    im.count = list.length;
    im.instanceMatrix.needsUpdate = true;
    im.boundingSphere = null;
    invalidate();
  }, [spots, invalidate]);
  return (
    <instancedMesh
      ref={mesh}
      args={[geometry, mat, MAX_PER_TYPE]}
      castShadow
      receiveShadow
      onClick={(e) => {
        const spot = e.instanceId === undefined ? undefined : spotsRef.current[e.instanceId];
        if (!spot?.pick) return;
        e.stopPropagation();
        dispatchIntent({ kind: 'pick', target: spot.pick });
      }}
      onPointerOver={(e) => {
        const spot = e.instanceId === undefined ? undefined : spotsRef.current[e.instanceId];
        if (spot?.pick) document.body.style.cursor = 'pointer';
      }}
      onPointerOut={() => {
        document.body.style.cursor = '';
      }}
    />
  );
}
