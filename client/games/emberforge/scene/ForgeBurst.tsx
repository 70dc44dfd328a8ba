/**
 * A one-shot burst of sparks where a weapon has just been forged (skipped with reduced motion).
 * Its materials come from a pool and are never disposed: disposing the last material of a shader
 * program deletes the program, and every forge then recompiled it mid-animation (seconds on a
 * software renderer). ShaderWarmup compiles the program once at start from the pool's first material.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import type { Vec3 } from './layout.js';
import { clampDelta } from '../../../scene/tween.js';
import { noteMotion } from '../../../scene/motionClock.js';

const COUNT = 90;
const SECONDS = 1.3;

const pool: THREE.ShaderMaterial[] = [];

/** A burst material, from the pool (or new); give it back with releaseBurstMaterial. */
export function acquireBurstMaterial(): THREE.ShaderMaterial {
  const m = pool.pop() ?? burstMaterial();
  m.uniforms.uT!.value = 0;
  return m;
}

export function releaseBurstMaterial(m: THREE.ShaderMaterial): void {
  if (!pool.includes(m)) pool.push(m);
}

function burstMaterial(): THREE.ShaderMaterial {
  return new THREE.ShaderMaterial({
    uniforms: { uT: { value: 0 } },
    vertexShader: /* glsl */ `
      attribute vec3 aVel;
      uniform float uT;
      varying float vFade;
      void main() {
        vec3 p = aVel * uT * 3.2;
        p.y += uT * 1.2 - 4.0 * uT * uT;
        vFade = 1.0 - uT / ${SECONDS.toFixed(2)};
        vec4 mv = modelViewMatrix * vec4(p, 1.0);
        gl_Position = projectionMatrix * mv;
        gl_PointSize = 9.0 * vFade * (10.0 / -mv.z);
      }`,
    fragmentShader: /* glsl */ `
      varying float vFade;
      void main() {
        float a = 1.0 - smoothstep(0.0, 0.5, length(gl_PointCoord - 0.5));
        gl_FragColor = vec4(vec3(4.0, 2.4, 0.8) * a * vFade, a * vFade);
      }`,
    transparent: true,
    depthWrite: false,
    blending: THREE.AdditiveBlending,
  });
}

export default function ForgeBurst({ position, onDone }: { position: Vec3; onDone: () => void }) {
  const invalidate = useThree((s) => s.invalidate);
  const t = useRef(0);
  const done = useRef(false);
  useEffect(() => noteMotion(SECONDS), []);
  const { geometry, material } = useMemo(() => {
    const g = new THREE.BufferGeometry();
    const vel = new Float32Array(COUNT * 3);
    for (let i = 0; i < COUNT; i++) {
      // Deterministic spread (golden-angle spiral on a hemisphere), no Math.random needed.
      const a = i * 2.39996;
      const up = 0.25 + 0.75 * ((i * 0.618) % 1);
      const r = Math.sqrt(1 - up * up);
      const speed = 0.6 + 0.4 * ((i * 0.377) % 1);
      vel[i * 3] = Math.cos(a) * r * speed;
      vel[i * 3 + 1] = up * speed;
      vel[i * 3 + 2] = Math.sin(a) * r * speed;
    }
    g.setAttribute('position', new THREE.BufferAttribute(new Float32Array(COUNT * 3), 3));
    g.setAttribute('aVel', new THREE.BufferAttribute(vel, 3));
    return { geometry: g, material: acquireBurstMaterial() };
  }, []);
  useFrame((_, raw) => {
    if (done.current) return;
    t.current += clampDelta(raw);
    material.uniforms.uT!.value = Math.min(t.current, SECONDS);
    if (t.current >= SECONDS) {
      done.current = true;
      geometry.dispose();
      releaseBurstMaterial(material);
      onDone();
    } else invalidate();
  });
  return <points geometry={geometry} material={material} position={position} frustumCulled={false} />;
}
