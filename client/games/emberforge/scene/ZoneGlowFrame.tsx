/**
 * A glowing frame around a zone (bloom picks it up), faded in and out in useFrame. A pickable zone
 * pulses and gets a faint warm fill; the zone being resolved glows steadily.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import { useUiStore } from '../../../state/uiStore.js';
import { ZONE_SIZE } from './layout.js';
import { approach, clampDelta, nowMs, PULSE_SECONDS } from '../../../scene/tween.js';

function frameGeometry(): THREE.ShapeGeometry {
  const outer = new THREE.Shape();
  const h = ZONE_SIZE / 2 + 0.08;
  outer.moveTo(-h, -h).lineTo(h, -h).lineTo(h, h).lineTo(-h, h).lineTo(-h, -h);
  const inner = new THREE.Path();
  const i = ZONE_SIZE / 2 - 0.09;
  inner.moveTo(-i, -i).lineTo(-i, i).lineTo(i, i).lineTo(i, -i).lineTo(-i, -i);
  outer.holes.push(inner);
  return new THREE.ShapeGeometry(outer);
}

interface Props {
  active: boolean;
  pulse: boolean;
  color: string;
}

export default function ZoneGlowFrame({ active, pulse, color }: Props) {
  const reducedMotion = useUiStore((s) => s.reducedMotion);
  const group = useRef<THREE.Group>(null);
  const level = useRef(0);
  /** When the current pulse began (wall clock): it beats for PULSE_SECONDS, then holds still. */
  const pulseStart = useRef(0);
  const invalidate = useThree((s) => s.invalidate);
  const geometry = useMemo(frameGeometry, []);
  const base = useMemo(() => new THREE.Color(), []);
  const frame = useMemo(() => new THREE.MeshBasicMaterial({ transparent: true, opacity: 0, toneMapped: false, depthWrite: false }), []);
  const fill = useMemo(
    () =>
      new THREE.MeshBasicMaterial({
        transparent: true,
        opacity: 0,
        toneMapped: false,
        depthWrite: false,
        blending: THREE.AdditiveBlending,
      }),
    [],
  );
  useEffect(() => {
    base.set(color);
    frame.color.copy(base).multiplyScalar(1.7);
    fill.color.copy(base).multiplyScalar(0.35);
    pulseStart.current = nowMs();
    invalidate();
  }, [color, base, frame, fill, invalidate, active, pulse]);
  useFrame((_, raw) => {
    const dt = clampDelta(raw);
    const target = active ? 1 : 0;
    const pulseTime = (nowMs() - pulseStart.current) / 1000;
    const animating = pulse && active && !reducedMotion && pulseTime < PULSE_SECONDS;
    const wasAnimating = frame.opacity !== level.current;
    if (level.current === target && !animating && !wasAnimating) return;
    level.current = reducedMotion ? target : approach(level.current, target, dt * 3);
    const beat = animating ? 0.75 + 0.25 * Math.sin(pulseTime * 4) : 1;
    frame.opacity = level.current * beat;
    fill.opacity = pulse ? level.current * beat * 0.5 : 0;
    if (group.current) group.current.visible = level.current > 0;
    // One more frame draws the final (still) state; after it nothing here asks for frames.
    if (animating || level.current !== target) invalidate();
  });
  return (
    <group ref={group} visible={false} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.012, 0]}>
      <mesh geometry={geometry} material={frame} />
      <mesh material={fill}>
        <planeGeometry args={[ZONE_SIZE - 0.18, ZONE_SIZE - 0.18]} />
      </mesh>
    </group>
  );
}
