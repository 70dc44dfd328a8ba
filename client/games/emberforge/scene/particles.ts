/**
 * GPU-animated particles: positions are computed in the vertex shader from a per-particle seed and a
 * time uniform, so animating fire, sparks or snow costs one uniform write per frame and no JS loops.
 */
import * as THREE from 'three';
import { seededFloats } from '../../../../shared/games/emberforge/engine/publicRng.js';

export interface ParticleOptions {
  count: number;
  /** Half extent of the emitting square. */
  spread: number;
  /** How high particles rise (negative: they fall from that height). */
  height: number;
  /** Life cycles per second. */
  speed: number;
  /** Point size in pixels at distance 10. */
  size: number;
  /** Colours at birth and at death (HDR values above 1 bloom). */
  colorStart: THREE.Color;
  colorEnd: THREE.Color;
  /** Side-to-side sway amplitude. */
  sway: number;
  seed: number;
  /** Sprite shape: 1 round, above 1 taller than wide (flame tongues). */
  stretch?: number;
  /** Emit from the square's border only (fire framing a zone, its middle left clear), not its area. */
  ring?: boolean;
}

export function createParticles(o: ParticleOptions): {
  points: THREE.Points;
  uniforms: { uTime: { value: number }; uLevel: { value: number } };
} {
  const r = seededFloats(o.seed);
  const seeds = new Float32Array(o.count * 4);
  for (let i = 0; i < seeds.length; i++) seeds[i] = r();
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.BufferAttribute(new Float32Array(o.count * 3), 3));
  geometry.setAttribute('aSeed', new THREE.BufferAttribute(seeds, 4));
  const uniforms = { uTime: { value: 0 }, uLevel: { value: 0 } };
  const material = new THREE.ShaderMaterial({
    uniforms: {
      ...uniforms,
      uSpread: { value: o.spread },
      uHeight: { value: o.height },
      uSpeed: { value: o.speed },
      uSize: { value: o.size },
      uSway: { value: o.sway },
      uStretch: { value: o.stretch ?? 1 },
      uRing: { value: o.ring ? 1 : 0 },
      uColorStart: { value: o.colorStart },
      uColorEnd: { value: o.colorEnd },
    },
    vertexShader: /* glsl */ `
      attribute vec4 aSeed;
      uniform float uTime, uLevel, uSpread, uHeight, uSpeed, uSize, uSway, uRing;
      varying float vLife;
      void main() {
        float life = fract(uTime * uSpeed * (0.6 + aSeed.w * 0.8) + aSeed.x);
        vLife = life;
        float rise = uHeight >= 0.0 ? life * uHeight * (0.5 + aSeed.z) : uHeight * -1.0 * (1.0 - life);
        vec3 p = vec3((aSeed.y - 0.5) * 2.0 * uSpread, rise, (aSeed.z - 0.5) * 2.0 * uSpread);
        if (uRing > 0.5) {
          // A point on the border: the side from aSeed.y, the place along it from aSeed.z.
          float side = floor(aSeed.y * 4.0);
          float along = (aSeed.z - 0.5) * 2.0 * uSpread;
          p.xz = side < 1.0 ? vec2(along, -uSpread) : side < 2.0 ? vec2(uSpread, along) : side < 3.0 ? vec2(along, uSpread) : vec2(-uSpread, along);
          // The near side (towards the camera) burns low, so its flames do not cover the embers.
          if (side >= 2.0 && side < 3.0) p.y *= 0.45;
        } else {
          p.xz *= (uHeight >= 0.0 ? (1.0 - life * 0.6) : 1.0);
        }
        p.x += sin(uTime * 3.0 + aSeed.x * 40.0) * uSway * life;
        p.z += cos(uTime * 2.3 + aSeed.y * 40.0) * uSway * life;
        vec4 mv = modelViewMatrix * vec4(p, 1.0);
        gl_Position = projectionMatrix * mv;
        float fade = uHeight >= 0.0 ? (1.0 - life) : sin(life * 3.14159);
        gl_PointSize = uSize * uLevel * fade * (0.5 + aSeed.w) * (10.0 / -mv.z);
      }`,
    fragmentShader: /* glsl */ `
      uniform vec3 uColorStart, uColorEnd;
      uniform float uLevel, uStretch;
      varying float vLife;
      void main() {
        vec2 d = (gl_PointCoord - 0.5) * vec2(uStretch, 1.0 / uStretch);
        float a = pow(1.0 - smoothstep(0.0, 0.5, length(d)), 2.0);
        gl_FragColor = vec4(mix(uColorStart, uColorEnd, vLife) * a * uLevel, a * uLevel);
      }`,
    transparent: true,
    depthWrite: false,
    blending: THREE.AdditiveBlending,
  });
  const points = new THREE.Points(geometry, material);
  points.frustumCulled = false;
  return { points, uniforms };
}

let frameGlowTex: THREE.CanvasTexture | null = null;

/** A soft white glow along the border of a square, clear in the middle (tinted by the material colour). */
export function frameGlowTexture(): THREE.CanvasTexture {
  if (frameGlowTex) return frameGlowTex;
  const S = 128;
  const c = document.createElement('canvas');
  c.width = c.height = S;
  const ctx = c.getContext('2d')!;
  const img = ctx.createImageData(S, S);
  for (let y = 0; y < S; y++)
    for (let x = 0; x < S; x++) {
      // Distance to the tile's border (the tile spans 1/6..5/6 of the texture), in texture units.
      const u = Math.abs(x + 0.5 - S / 2) / (S / 2);
      const v = Math.abs(y + 0.5 - S / 2) / (S / 2);
      const d = Math.abs(Math.max(u, v) - 2 / 3);
      const a = Math.max(0, 1 - d / 0.13) ** 2; // about 0.34 units each side of the border: clear of the name
      const i = (y * S + x) * 4;
      img.data[i] = img.data[i + 1] = img.data[i + 2] = 255;
      img.data[i + 3] = Math.round(a * 255);
    }
  ctx.putImageData(img, 0, 0);
  frameGlowTex = new THREE.CanvasTexture(c);
  return frameGlowTex;
}

let glowTex: THREE.CanvasTexture | null = null;

/** A soft white radial gradient (tinted by the material colour) for glows and halos. */
export function radialGlowTexture(): THREE.CanvasTexture {
  if (glowTex) return glowTex;
  const c = document.createElement('canvas');
  c.width = c.height = 128;
  const ctx = c.getContext('2d')!;
  const g = ctx.createRadialGradient(64, 64, 0, 64, 64, 64);
  g.addColorStop(0, 'rgba(255,255,255,1)');
  g.addColorStop(0.3, 'rgba(255,255,255,0.55)');
  g.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 128, 128);
  glowTex = new THREE.CanvasTexture(c);
  return glowTex;
}
