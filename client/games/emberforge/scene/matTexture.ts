/** A dark leather player mat with a tooled border in the player's colour (one cached canvas per colour). */
import * as THREE from 'three';
import type { PlayerColor } from '../../../../shared/games/emberforge/index.js';
import { roundRect } from './cardArt.js';
import { PLAYER_HEX } from './playerColors.js';

const cache = new Map<PlayerColor, THREE.CanvasTexture>();

export function matTexture(color: PlayerColor): THREE.CanvasTexture {
  const hit = cache.get(color);
  if (hit) return hit;
  const W = 1024;
  const H = 380;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d')!;
  ctx.clearRect(0, 0, W, H);
  roundRect(ctx, 4, 4, W - 8, H - 8, 28);
  const g = ctx.createRadialGradient(W / 2, H / 2, 40, W / 2, H / 2, W * 0.6);
  g.addColorStop(0, '#4a2c1c');
  g.addColorStop(1, '#24140c');
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineWidth = 8;
  ctx.strokeStyle = PLAYER_HEX[color];
  ctx.globalAlpha = 0.85;
  ctx.stroke();
  ctx.globalAlpha = 0.5;
  ctx.setLineDash([10, 8]);
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#c9a227';
  roundRect(ctx, 20, 20, W - 40, H - 40, 18);
  ctx.stroke();
  const tex = new THREE.CanvasTexture(canvas);
  tex.colorSpace = THREE.SRGBColorSpace;
  tex.anisotropy = 4;
  cache.set(color, tex);
  return tex;
}
