/**
 * The Forgemaster token (a golden anvil on a disc) in the start player's area; it slides (with a small
 * hop) when it passes. The slide is timed by elapsed wall time, so it ends on time on a slow renderer.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { useGameStore } from '../state/gameStore.js';
import { useViewSlice } from '../state/useViewSlice.js';
import { useUiStore } from '../../../state/uiStore.js';
import { AREA, seatFrame, toWorld } from './layout.js';
import { easeInOutCubic, nowMs, tweenProgress } from '../../../scene/tween.js';
import { noteMotion } from '../../../scene/motionClock.js';
import { PLAIN_MAP } from '../../../scene/plainMap.js';

const SLIDE_SECONDS = 0.9;

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
  const view = useViewSlice((v) => ({ forgemaster: v.forgemaster, playerCount: v.playerCount }));
  const mySeat = useGameStore((s) => s.mySeat);
  const reducedMotion = useUiStore((s) => s.reducedMotion);
  const invalidate = useThree((s) => s.invalidate);
  const ref = useRef<THREE.Mesh>(null);
  const geometry = useMemo(anvilGeometry, []);
  const target = useRef(new THREE.Vector3());
  const targetYaw = useRef(0);
  const placed = useRef(false);
  /** The slide under way: where it started, when (performance.now ms), its hop height; t = 1 when done. */
  const slide = useRef({ from: new THREE.Vector3(), fromYaw: 0, start: 0, hop: 0, t: 1 });
  useEffect(() => {
    if (!view) return;
    const frame = seatFrame(view.forgemaster, mySeat ?? 0, view.playerCount);
    const next = new THREE.Vector3(...toWorld(frame, [AREA.forgemasterX, 0, AREA.forgemasterZ]));
    const mesh = ref.current;
    const s = slide.current;
    if (!placed.current || reducedMotion || !mesh) {
      target.current.copy(next);
      targetYaw.current = frame.rotationY;
      mesh?.position.copy(next);
      mesh?.rotation.set(0, frame.rotationY, 0);
      s.t = 1;
      placed.current = mesh !== null;
    } else if (!next.equals(target.current) || frame.rotationY !== targetYaw.current) {
      s.from.copy(mesh.position);
      s.fromYaw = mesh.rotation.y;
      s.start = nowMs();
      noteMotion(SLIDE_SECONDS);
      s.hop = Math.min(1.2, s.from.distanceTo(next) * 0.15);
      s.t = 0;
      target.current.copy(next);
      targetYaw.current = frame.rotationY;
    }
    invalidate();
  }, [view, mySeat, reducedMotion, invalidate]);
  useFrame(() => {
    const mesh = ref.current;
    const s = slide.current;
    if (!mesh || s.t >= 1) return;
    s.t = tweenProgress(s.start, SLIDE_SECONDS);
    const k = easeInOutCubic(s.t);
    mesh.position.lerpVectors(s.from, target.current, k);
    mesh.position.y += Math.sin(Math.PI * k) * s.hop;
    mesh.rotation.y = s.fromYaw + (targetYaw.current - s.fromYaw) * k;
    if (s.t < 1) invalidate();
  });
  return (
    <mesh ref={ref} geometry={geometry} scale={1.5} castShadow receiveShadow>
      <meshStandardMaterial map={PLAIN_MAP} color="#e7b84a" metalness={1} roughness={0.25} emissive="#5a3300" emissiveIntensity={0.4} />
    </mesh>
  );
}
