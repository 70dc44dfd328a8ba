/**
 * Renders the shadow map only in frames where something that casts a shadow moved, appeared or
 * disappeared (three redraws it every frame by default: a 2048² depth pass per frame). The key light
 * never moves, so a camera flight, a glow pulse or a particle effect alone reuses the last shadow map.
 * Each frame, just before the post-processing render, a signature of every visible shadow caster's
 * transform (and, for instanced meshes, of their instance matrices) is compared with the one of the
 * last shadow pass. Cheap: a walk over a few hundred objects, no allocation.
 *
 * On a software renderer (SwiftShader, llvmpipe) the shadows are hard-edged (three's BasicShadowMap, one
 * depth comparison per pixel instead of the soft filter's several): every pixel of the table receives
 * shadows, and there each is shaded on the CPU (a frame of the fixture table in the GPU process: 147 ms
 * against 174 ms soft, docs/BENCHMARKS.md). GPUs keep the soft shadows.
 *
 * The table's first frame is drawn without the shadow pass (issue 41: at most 4 shader programs before
 * it). The shadow pass needs depth programs of its own, one per caster variant (instanced or not, with
 * instance colours or not): 2-3 more compiles that the first frame would wait for. Until that frame is
 * drawn the shadow-casting lights' shadows are at intensity 0 (a uniform: the receivers' programs stay
 * the same, so nothing is compiled twice); in the page's first idle moment after it the shadows come
 * on and the next frame draws the shadow map.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useRef } from 'react';
import * as THREE from 'three';
import { useHudStore } from '../hud/hudStore.js';
import { isSoftwareRenderer } from './softwareRenderer.js';

/** A number that changes when any shadow caster (or an ancestor of one) moves or shows/hides. */
export function shadowSignature(scene: THREE.Object3D): number {
  let h = 0;
  let i = 0;
  const mix = (x: number) => {
    i++;
    h = (h + x * ((i % 97) + 1)) % 1e9;
  };
  const walk = (o: THREE.Object3D): void => {
    if (!o.visible) {
      mix(0.5);
      return;
    }
    const p = o.position;
    const q = o.quaternion;
    const s = o.scale;
    mix(p.x + 3 * p.y + 7 * p.z + 11 * q.x + 13 * q.y + 17 * q.z + 19 * q.w + 23 * s.x + 29 * s.y + 31 * s.z);
    if (o.castShadow) {
      mix(1);
      const im = o as THREE.InstancedMesh;
      if (im.isInstancedMesh) mix(im.instanceMatrix.version * 0.37 + im.count);
    }
    for (const c of o.children) walk(c);
  };
  walk(scene);
  return h;
}

/** Sets every shadow-casting light's shadow not yet held to intensity 0, noting its intensity. */
function holdShadows(scene: THREE.Object3D, held: Map<THREE.LightShadow, number>): void {
  scene.traverse((o) => {
    const shadow = (o as THREE.DirectionalLight).shadow as THREE.LightShadow | undefined;
    if (!o.castShadow || !shadow || held.has(shadow)) return;
    held.set(shadow, shadow.intensity);
    shadow.intensity = 0;
  });
}

export default function ShadowOnDemand() {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const invalidate = useThree((s) => s.invalidate);
  const last = useRef<number | null>(null);
  const firstFrameDrawn = useHudStore((s) => s.tableReady);
  const shadowsOn = useRef(false);
  /** The casting lights' shadows held at intensity 0 until the shadows come on, with their intensity. */
  const held = useRef(new Map<THREE.LightShadow, number>());
  useEffect(() => {
    if (!firstFrameDrawn) return;
    const on = () => {
      for (const [shadow, intensity] of held.current) shadow.intensity = intensity;
      held.current.clear();
      shadowsOn.current = true;
      last.current = null;
      invalidate();
    };
    if (typeof requestIdleCallback !== 'function') return on();
    const idle = requestIdleCallback(on, { timeout: 500 });
    return () => cancelIdleCallback(idle);
  }, [firstFrameDrawn, invalidate]);
  useEffect(
    () => () => {
      for (const [shadow, intensity] of held.current) shadow.intensity = intensity;
    },
    [],
  );
  // Before the first frame compiles any material: the shadow map's type is part of each program.
  useLayoutEffect(() => {
    if (!isSoftwareRenderer(gl.getContext())) return;
    const before = gl.shadowMap.type;
    gl.shadowMap.type = THREE.BasicShadowMap;
    return () => {
      gl.shadowMap.type = before;
    };
  }, [gl]);
  useEffect(() => {
    gl.shadowMap.autoUpdate = false;
    gl.shadowMap.needsUpdate = false;
    return () => {
      gl.shadowMap.autoUpdate = true;
    };
  }, [gl]);
  // After the scene's own updates (priority 0), before the post-processing render (priority 1).
  useFrame(() => {
    if (!shadowsOn.current) {
      holdShadows(scene, held.current);
      return;
    }
    const sig = shadowSignature(scene);
    if (sig !== last.current) {
      last.current = sig;
      gl.shadowMap.needsUpdate = true;
    }
  }, 0.9);
  return null;
}
