/** A procedural oak-plank texture for the table (no image assets to ship). */
import * as THREE from 'three';
import { seededFloats } from '../../../../shared/games/emberforge/engine/publicRng.js';
import { timed } from '../../../scene/perfMarks.js';

let cached: THREE.CanvasTexture | null = null;

export function woodTexture(): THREE.CanvasTexture {
  if (cached) return cached;
  return timed('texture:wood', buildWoodTexture);
}

function buildWoodTexture(): THREE.CanvasTexture {
  const W = 1024;
  const H = 1024;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d')!;
  const rnd = seededFloats(7);
  const planks = 6;
  const ph = H / planks;
  for (let p = 0; p < planks; p++) {
    const base = 38 + rnd() * 14;
    ctx.fillStyle = `hsl(24, 45%, ${base * 0.55}%)`;
    ctx.fillRect(0, p * ph, W, ph);
    for (let i = 0; i < 70; i++) {
      const y = p * ph + rnd() * ph;
      const amp = 2 + rnd() * 6;
      const freq = 0.004 + rnd() * 0.01;
      const phase = rnd() * 10;
      ctx.strokeStyle = `hsla(${20 + rnd() * 10}, 50%, ${12 + rnd() * 22}%, ${0.15 + rnd() * 0.3})`;
      ctx.lineWidth = 0.6 + rnd() * 2.2;
      ctx.beginPath();
      for (let x = 0; x <= W; x += 16) {
        const yy = y + Math.sin(x * freq + phase) * amp;
        if (x === 0) ctx.moveTo(x, yy);
        else ctx.lineTo(x, yy);
      }
      ctx.stroke();
    }
    // a knot now and then
    if (rnd() > 0.4) {
      const kx = rnd() * W;
      const ky = p * ph + ph * (0.3 + rnd() * 0.4);
      for (let r = 18; r > 2; r -= 3) {
        ctx.strokeStyle = `hsla(20, 50%, ${10 + r}%, 0.5)`;
        ctx.beginPath();
        ctx.ellipse(kx, ky, r * 2.2, r * 0.8, 0, 0, Math.PI * 2);
        ctx.stroke();
      }
    }
    ctx.fillStyle = 'rgba(10,5,2,0.8)';
    ctx.fillRect(0, p * ph, W, 3);
  }
  const tex = new THREE.CanvasTexture(canvas);
  tex.colorSpace = THREE.SRGBColorSpace;
  tex.wrapS = THREE.RepeatWrapping;
  tex.wrapT = THREE.RepeatWrapping;
  tex.repeat.set(2, 2.4);
  tex.anisotropy = 8;
  cached = tex;
  return tex;
}
