/** Rising heat waves above a burning zone: two crossed translucent planes with a scrolling wave shader. */
import { useMemo } from 'react';
import * as THREE from 'three';

export function createShimmerMaterial(): THREE.ShaderMaterial {
  return new THREE.ShaderMaterial({
    uniforms: { uTime: { value: 0 }, uLevel: { value: 0 } },
    vertexShader: /* glsl */ `
      varying vec2 vUv;
      uniform float uTime;
      void main() {
        vUv = uv;
        vec3 p = position;
        p.x += sin(uv.y * 9.0 - uTime * 4.0) * 0.06 * uv.y;
        gl_Position = projectionMatrix * modelViewMatrix * vec4(p, 1.0);
      }`,
    fragmentShader: /* glsl */ `
      varying vec2 vUv;
      uniform float uTime, uLevel;
      void main() {
        float waves = sin(vUv.y * 26.0 - uTime * 6.0 + sin(vUv.x * 9.0 + uTime) * 2.0) * 0.5 + 0.5;
        float edge = smoothstep(0.0, 0.25, vUv.x) * (1.0 - smoothstep(0.75, 1.0, vUv.x)) * (1.0 - smoothstep(0.3, 1.0, vUv.y)) * smoothstep(0.0, 0.08, vUv.y);
        float a = waves * edge * 0.16 * uLevel;
        gl_FragColor = vec4(vec3(1.0, 0.55, 0.25) * a, a);
      }`,
    transparent: true,
    depthWrite: false,
    side: THREE.DoubleSide,
    blending: THREE.AdditiveBlending,
  });
}

export default function HeatShimmer({ material, width }: { material: THREE.ShaderMaterial; width: number }) {
  const geometry = useMemo(() => new THREE.PlaneGeometry(width, 2.6, 1, 16).translate(0, 1.3, 0), [width]);
  return (
    <group>
      <mesh geometry={geometry} material={material} />
      <mesh geometry={geometry} material={material} rotation={[0, Math.PI / 2, 0]} />
    </group>
  );
}
