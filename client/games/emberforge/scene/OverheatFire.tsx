/**
 * A locked (overheated) zone burns: flames and sparks rise from its border and a red-orange glow frames
 * it, leaving its middle clear so that its name and its embers stay legible (issue 9: a white-orange
 * smear used to cover the whole tile). A padlock stands on the tile's corner while the zone is locked:
 * it shows and goes exactly with the lock (no fade), on the tile itself so every camera that shows the
 * zone shows it. The fire fades in and out; with reduced motion only the glow and the padlock show.
 */
import { useMemo, useRef } from 'react';
import * as THREE from 'three';
import type { Zone } from '../../../../shared/games/emberforge/index.js';
import { useUiStore } from '../../../state/uiStore.js';
import { LOCK_OFFSET, ZONE_CENTERS, ZONE_SIZE } from './layout.js';
import LockSign from './LockSign.js';
import { createParticles, frameGlowTexture } from './particles.js';
import { useFadeLevel } from '../../../scene/useFadeLevel.js';

export default function OverheatFire({ zone, active }: { zone: Zone; active: boolean }) {
  const reducedMotion = useUiStore((s) => s.reducedMotion);
  const group = useRef<THREE.Group>(null);
  const lock = useRef<THREE.Group>(null);
  const flames = useMemo(
    () =>
      createParticles({
        count: 260,
        spread: ZONE_SIZE * 0.5,
        height: 0.8,
        speed: 1.1,
        size: 38,
        colorStart: new THREE.Color(2.2, 0.95, 0.2),
        colorEnd: new THREE.Color(0.7, 0.05, 0.0),
        sway: 0.08,
        seed: 11,
        stretch: 1.35,
        ring: true,
      }),
    [],
  );
  const sparks = useMemo(
    () =>
      createParticles({
        count: 50,
        spread: ZONE_SIZE * 0.5,
        height: 3.2,
        speed: 0.45,
        size: 14,
        colorStart: new THREE.Color(4, 2.6, 1),
        colorEnd: new THREE.Color(2.5, 0.6, 0.1),
        sway: 0.6,
        seed: 23,
        ring: true,
      }),
    [],
  );
  const glow = useMemo(
    () =>
      new THREE.MeshBasicMaterial({
        map: frameGlowTexture(),
        color: new THREE.Color(2.0, 0.45, 0.08),
        transparent: true,
        opacity: 0,
        depthWrite: false,
        blending: THREE.AdditiveBlending,
        toneMapped: false,
      }),
    [],
  );
  useFadeLevel(
    active,
    !reducedMotion,
    (level, time) => {
      if (group.current) group.current.visible = level > 0;
      glow.opacity = level * 0.85;
      flames.uniforms.uLevel.value = reducedMotion ? 0 : level;
      sparks.uniforms.uLevel.value = reducedMotion ? 0 : level;
      flames.uniforms.uTime.value = time;
      sparks.uniforms.uTime.value = time;
      flames.points.visible = !reducedMotion;
      sparks.points.visible = !reducedMotion;
      if (lock.current) lock.current.rotation.y = reducedMotion ? 0 : Math.sin(time * 0.8) * 0.3;
    },
    0.8,
    reducedMotion,
  );
  const [x, y, z] = ZONE_CENTERS[zone];
  return (
    <>
      <group position={[x + LOCK_OFFSET[0], y + LOCK_OFFSET[1], z + LOCK_OFFSET[2]]} visible={active}>
        <LockSign groupRef={lock} />
      </group>
      <group ref={group} position={[x, y, z]} visible={false}>
        <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.03, 0]} material={glow} renderOrder={3}>
          <planeGeometry args={[ZONE_SIZE * 1.5, ZONE_SIZE * 1.5]} />
        </mesh>
        <primitive object={flames.points} position={[0, 0.05, 0]} />
        <primitive object={sparks.points} position={[0, 0.1, 0]} />
      </group>
    </>
  );
}
