/** Frost crystals (branching ice lines from the edges inward) on a transparent canvas, generated once. */
import * as THREE from 'three';

let cached: THREE.CanvasTexture | null = null;

function rand(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a * 1664525 + 1013904223) >>> 0;
    return a / 4294967296;
  };
}

export function frostTexture(): THREE.CanvasTexture {
  if (cached) return cached;
  const S = 512;
  const c = document.createElement('canvas');
  c.width = c.height = S;
  const ctx = c.getContext('2d')!;
  const r = rand(99);
  const edge = ctx.createRadialGradient(S / 2, S / 2, S * 0.2, S / 2, S / 2, S * 0.72);
  edge.addColorStop(0, 'rgba(160,210,255,0.05)');
  edge.addColorStop(1, 'rgba(200,235,255,0.55)');
  ctx.fillStyle = edge;
  ctx.fillRect(0, 0, S, S);
  ctx.strokeStyle = 'rgba(235,248,255,0.85)';
  ctx.lineCap = 'round';
  const branch = (x: number, y: number, a: number, len: number, w: number, depth: number) => {
    if (depth === 0 || len < 4) return;
    const x2 = x + Math.cos(a) * len;
    const y2 = y + Math.sin(a) * len;
    ctx.lineWidth = w;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x2, y2);
    ctx.stroke();
    branch(x2, y2, a + (r() - 0.5) * 0.5, len * 0.8, w * 0.8, depth - 1);
    if (r() > 0.35) branch(x2, y2, a + 0.9 + r() * 0.3, len * 0.5, w * 0.7, depth - 2);
    if (r() > 0.35) branch(x2, y2, a - 0.9 - r() * 0.3, len * 0.5, w * 0.7, depth - 2);
  };
  for (let i = 0; i < 26; i++) {
    const side = i % 4;
    if (side === 0 && i % 8 !== 0) continue; // keep the top (where the zone's name is) mostly clear
    const t = r() * S;
    const [x, y, a] = side === 0 ? [t, 0, Math.PI / 2] : side === 1 ? [S, t, Math.PI] : side === 2 ? [t, S, -Math.PI / 2] : [0, t, 0];
    branch(x, y, a + (r() - 0.5) * 0.8, 30 + r() * 30, 2.6, 7);
  }
  // Clear the middle (the zone's picture and embers) and the top third (its name).
  ctx.globalCompositeOperation = 'destination-out';
  const middle = ctx.createRadialGradient(S / 2, S / 2, 0, S / 2, S / 2, S * 0.42);
  middle.addColorStop(0, 'rgba(0,0,0,0.95)');
  middle.addColorStop(0.7, 'rgba(0,0,0,0.8)');
  middle.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = middle;
  ctx.fillRect(0, 0, S, S);
  const clear = ctx.createLinearGradient(0, 0, 0, S * 0.45);
  clear.addColorStop(0, 'rgba(0,0,0,0.35)');
  clear.addColorStop(0.5, 'rgba(0,0,0,0.8)');
  clear.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = clear;
  ctx.fillRect(0, 0, S, S * 0.45);
  ctx.globalCompositeOperation = 'source-over';
  const tex = new THREE.CanvasTexture(c);
  tex.colorSpace = THREE.SRGBColorSpace;
  cached = tex;
  return tex;
}
