/**
 * A zone under a Cooldown token frosts over for its round: ice crystals creep in from the tile's edges
 * and a blue glow frames it (its middle, name and embers stay clear), with slowly falling snow
 * sparkles; fades in and out. Reduced motion: frost and glow only.
 */
import { useMemo, useRef } from 'react';
import * as THREE from 'three';
import type { Zone } from '../../../../shared/games/emberforge/index.js';
import { useUiStore } from '../../../state/uiStore.js';
import { frostTexture } from './frostTexture.js';
import { ZONE_CENTERS, ZONE_SIZE } from './layout.js';
import { createParticles, frameGlowTexture } from './particles.js';
import { useFadeLevel } from '../../../scene/useFadeLevel.js';

export default function CooldownFrost({ zone, active }: { zone: Zone; active: boolean }) {
  const reducedMotion = useUiStore((s) => s.reducedMotion);
  const group = useRef<THREE.Group>(null);
  const frost = useMemo(
    () =>
      new THREE.MeshBasicMaterial({
        map: frostTexture(),
        color: new THREE.Color(0.9, 1.25, 1.7),
        transparent: true,
        opacity: 0,
        depthWrite: false,
        blending: THREE.AdditiveBlending,
        toneMapped: false,
      }),
    [],
  );
  const glow = useMemo(
    () =>
      new THREE.MeshBasicMaterial({
        map: frameGlowTexture(),
        color: new THREE.Color(0.2, 0.55, 1.5),
        transparent: true,
        opacity: 0,
        depthWrite: false,
        blending: THREE.AdditiveBlending,
        toneMapped: false,
      }),
    [],
  );
  const snow = useMemo(
    () =>
      createParticles({
        count: 50,
        spread: ZONE_SIZE * 0.45,
        height: -2.2,
        speed: 0.16,
        size: 16,
        colorStart: new THREE.Color(2.2, 2.6, 3.2),
        colorEnd: new THREE.Color(0.8, 1.4, 2.6),
        sway: 0.35,
        seed: 5,
      }),
    [],
  );
  useFadeLevel(
    active,
    !reducedMotion,
    (level, time) => {
      if (group.current) group.current.visible = level > 0;
      frost.opacity = level * 0.55;
      glow.opacity = level * 0.6;
      snow.uniforms.uLevel.value = reducedMotion ? 0 : level;
      snow.uniforms.uTime.value = time;
      snow.points.visible = !reducedMotion;
    },
    0.8,
    reducedMotion,
  );
  const [x, y, z] = ZONE_CENTERS[zone];
  return (
    <group ref={group} position={[x, y, z]} visible={false}>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.025, 0]} material={glow} renderOrder={3}>
        <planeGeometry args={[ZONE_SIZE * 1.5, ZONE_SIZE * 1.5]} />
      </mesh>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.03, 0]} material={frost} renderOrder={4}>
        <planeGeometry args={[ZONE_SIZE * 0.98, ZONE_SIZE * 0.98]} />
      </mesh>
      <primitive object={snow.points} position={[0, 0.05, 0]} />
    </group>
  );
}
