/** The Forgemaster token (a golden anvil on a disc) in the start player's area; it slides when it passes. */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { useGameStore } from '../state/gameStore.js';
import { useUiStore } from '../state/uiStore.js';
import { AREA, seatFrame, toWorld } from './layout.js';
import { clampDelta } from './tween.js';

function anvilGeometry(): THREE.BufferGeometry {
  const disc = new THREE.CylinderGeometry(0.42, 0.46, 0.08, 32).translate(0, 0.04, 0);
  const foot = new THREE.BoxGeometry(0.34, 0.1, 0.26).translate(0, 0.13, 0);
  const waist = new THREE.BoxGeometry(0.18, 0.12, 0.16).translate(0, 0.24, 0);
  const face = new THREE.BoxGeometry(0.5, 0.11, 0.22).translate(0.04, 0.35, 0);
  const horn = new THREE.ConeGeometry(0.09, 0.26, 12).rotateZ(Math.PI / 2).translate(-0.33, 0.355, 0);
  const parts = [disc, foot, waist, face, horn].map((g) => g.toNonIndexed());
  return mergeGeometries(parts)!;
}

export default function ForgemasterToken() {
  const view = useGameStore((s) => s.view);
  const mySeat = useGameStore((s) => s.mySeat);
  const reducedMotion = useUiStore((s) => s.reducedMotion);
  const invalidate = useThree((s) => s.invalidate);
  const ref = useRef<THREE.Mesh>(null);
  const geometry = useMemo(anvilGeometry, []);
  const target = useRef(new THREE.Vector3());
  const targetYaw = useRef(0);
  const placed = useRef(false);
  useEffect(() => {
    if (!view) return;
    const frame = seatFrame(view.forgemaster, mySeat ?? 0, view.playerCount);
    target.current.set(...toWorld(frame, [AREA.forgemasterX, 0, AREA.forgemasterZ]));
    targetYaw.current = frame.rotationY;
    if (!placed.current || reducedMotion) {
      ref.current?.position.copy(target.current);
      ref.current?.rotation.set(0, targetYaw.current, 0);
      placed.current = true;
    }
    invalidate();
  }, [view, mySeat, reducedMotion, invalidate]);
  useFrame((_, raw) => {
    const mesh = ref.current;
    if (!mesh) return;
    const k = 1 - Math.exp(-clampDelta(raw) * 5);
    const d = mesh.position.distanceTo(target.current);
    if (d > 0.002) {
      mesh.position.lerp(target.current, k);
      mesh.position.y = Math.min(1.2, d * 0.15);
      mesh.rotation.y += (targetYaw.current - mesh.rotation.y) * k;
      invalidate();
    } else mesh.position.copy(target.current);
  });
  return (
    <mesh ref={ref} geometry={geometry} scale={1.5} castShadow receiveShadow>
      <meshStandardMaterial color="#e7b84a" metalness={1} roughness={0.25} emissive="#5a3300" emissiveIntensity={0.4} />
    </mesh>
  );
}
