/**
 * A locked (overheated) zone burns: flames and sparks rising from it, a red-orange glow on the tile,
 * heat shimmer and a padlock. Everything fades in and out; with reduced motion only the glow and the
 * padlock show, without animation.
 */
import { useMemo, useRef } from 'react';
import * as THREE from 'three';
import type { Zone } from '../../shared/index.js';
import { useUiStore } from '../state/uiStore.js';
import HeatShimmer, { createShimmerMaterial } from './HeatShimmer.js';
import { ZONE_CENTERS, ZONE_SIZE } from './layout.js';
import LockSign from './LockSign.js';
import { createParticles, radialGlowTexture } from './particles.js';
import { useFadeLevel } from './useFadeLevel.js';

export default function OverheatFire({ zone, active }: { zone: Zone; active: boolean }) {
  const reducedMotion = useUiStore((s) => s.reducedMotion);
  const group = useRef<THREE.Group>(null);
  const lock = useRef<THREE.Group>(null);
  const flames = useMemo(
    () =>
      createParticles({
        count: 340,
        spread: ZONE_SIZE * 0.36,
        height: 1.1,
        speed: 1.1,
        size: 64,
        colorStart: new THREE.Color(2.6, 1.25, 0.3),
        colorEnd: new THREE.Color(0.7, 0.05, 0.0),
        sway: 0.12,
        seed: 11,
        stretch: 1.35,
      }),
    [],
  );
  const sparks = useMemo(
    () =>
      createParticles({
        count: 60,
        spread: ZONE_SIZE * 0.45,
        height: 3.2,
        speed: 0.45,
        size: 14,
        colorStart: new THREE.Color(4, 2.6, 1),
        colorEnd: new THREE.Color(2.5, 0.6, 0.1),
        sway: 0.6,
        seed: 23,
      }),
    [],
  );
  const glow = useMemo(
    () =>
      new THREE.MeshBasicMaterial({
        map: radialGlowTexture(),
        color: new THREE.Color(2.2, 0.55, 0.12),
        transparent: true,
        opacity: 0,
        depthWrite: false,
        blending: THREE.AdditiveBlending,
        toneMapped: false,
      }),
    [],
  );
  const shimmer = useMemo(createShimmerMaterial, []);
  useFadeLevel(
    active,
    !reducedMotion,
    (level, time) => {
      if (group.current) group.current.visible = level > 0;
      glow.opacity = level * 0.7;
      flames.uniforms.uLevel.value = reducedMotion ? 0 : level;
      sparks.uniforms.uLevel.value = reducedMotion ? 0 : level;
      shimmer.uniforms.uLevel.value = reducedMotion ? 0 : level;
      flames.uniforms.uTime.value = time;
      sparks.uniforms.uTime.value = time;
      shimmer.uniforms.uTime.value = time;
      flames.points.visible = !reducedMotion;
      sparks.points.visible = !reducedMotion;
      if (lock.current) {
        lock.current.visible = level > 0.05;
        lock.current.scale.setScalar(level);
        lock.current.position.y = 1.9 + (reducedMotion ? 0 : Math.sin(time * 2) * 0.08);
        lock.current.rotation.y = reducedMotion ? 0 : Math.sin(time * 0.8) * 0.35;
      }
    },
    0.8,
    reducedMotion,
  );
  const [x, y, z] = ZONE_CENTERS[zone];
  return (
    <group ref={group} position={[x, y, z]} visible={false}>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.03, 0]} material={glow} renderOrder={3}>
        <planeGeometry args={[ZONE_SIZE * 1.5, ZONE_SIZE * 1.5]} />
      </mesh>
      <primitive object={flames.points} position={[0, 0.05, 0]} />
      <primitive object={sparks.points} position={[0, 0.1, 0]} />
      {!reducedMotion && <HeatShimmer material={shimmer} width={ZONE_SIZE * 0.9} />}
      <LockSign groupRef={lock} />
    </group>
  );
}
