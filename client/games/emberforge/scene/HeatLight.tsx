/**
 * One flickering orange point light over the (first) overheated zone, so the fire lights the tokens
 * and cards around it. Always present (intensity 0 when nothing burns): adding and removing lights
 * would recompile every material.
 */
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import * as THREE from 'three';
import { ZONES } from '../../../../shared/games/emberforge/index.js';
import { useViewSlice } from '../state/useViewSlice.js';
import { useUiStore } from '../../../state/uiStore.js';
import { ZONE_CENTERS } from './layout.js';
import { useFadeLevel } from '../../../scene/useFadeLevel.js';

export default function HeatLight() {
  const heat = useViewSlice((v) => ZONES.map((z) => v.zones[z].heat));
  const reducedMotion = useUiStore((s) => s.reducedMotion);
  const light = useRef<THREE.PointLight>(null);
  const burning = heat ? ZONES.find((_, i) => heat[i] === 'overheat') : undefined;
  const target = useRef(new THREE.Vector3());
  if (burning) target.current.set(ZONE_CENTERS[burning][0], 1.6, ZONE_CENTERS[burning][2]);
  useFrame(() => {
    if (light.current && burning) light.current.position.copy(target.current);
  });
  useFadeLevel(
    burning !== undefined,
    !reducedMotion,
    (level, time) => {
      if (!light.current) return;
      const flicker = reducedMotion ? 1 : 0.8 + 0.12 * Math.sin(time * 13) + 0.08 * Math.sin(time * 31 + 1.3);
      light.current.intensity = 8 * level * flicker;
    },
    0.8,
    reducedMotion,
  );
  return <pointLight ref={light} intensity={0} distance={7} decay={1.5} color="#ff7a2a" />;
}
