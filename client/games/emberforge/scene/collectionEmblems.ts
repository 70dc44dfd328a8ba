/**
 * Each collection's own art behind its weapon on a card face: a sky of its own colours and an emblem
 * of its own shape (readable without colour), drawn procedurally on the canvas. Before, every face had
 * the same orange glow.
 */
import type { Collection } from '../../../../shared/games/emberforge/engine/constants.js';

export type EmblemShape = 'shield' | 'anvil' | 'crown' | 'moon' | 'mountain' | 'target';

export interface CollectionArt {
  /** Centre and edge colours of the art window's background. */
  sky: readonly [string, string];
  /** The emblem's shape, drawn large and faint behind the weapon. */
  emblem: EmblemShape;
  /** The emblem's colour. */
  ink: string;
}

export const COLLECTION_ART: Record<Collection, CollectionArt> = {
  axes: { sky: ['#ffb36b', '#5a1a08'], emblem: 'shield', ink: '#3a0f04' },
  hammers: { sky: ['#ffd98a', '#4a2c0a'], emblem: 'anvil', ink: '#2e1a06' },
  swords: { sky: ['#bfe3ff', '#132c52'], emblem: 'crown', ink: '#0b1a33' },
  staves: { sky: ['#e4c8ff', '#2c1248'], emblem: 'moon', ink: '#1c0a30' },
  spears: { sky: ['#c9f2b8', '#173a16'], emblem: 'mountain', ink: '#0e240d' },
  crossbows: { sky: ['#f0e6cf', '#3b3226'], emblem: 'target', ink: '#241d14' },
};

/** The path of an emblem centred on (cx, cy) with radius r (not filled or stroked). */
export function emblemPath(ctx: CanvasRenderingContext2D, shape: EmblemShape, cx: number, cy: number, r: number): void {
  ctx.beginPath();
  switch (shape) {
    case 'shield':
      ctx.moveTo(cx - r * 0.8, cy - r * 0.8);
      ctx.lineTo(cx + r * 0.8, cy - r * 0.8);
      ctx.quadraticCurveTo(cx + r * 0.85, cy + r * 0.3, cx, cy + r);
      ctx.quadraticCurveTo(cx - r * 0.85, cy + r * 0.3, cx - r * 0.8, cy - r * 0.8);
      break;
    case 'anvil':
      ctx.moveTo(cx - r, cy - r * 0.45);
      ctx.lineTo(cx + r * 0.7, cy - r * 0.45);
      ctx.quadraticCurveTo(cx + r, cy - r * 0.4, cx + r, cy - r * 0.2);
      ctx.lineTo(cx + r * 0.3, cy - r * 0.05);
      ctx.lineTo(cx + r * 0.3, cy + r * 0.4);
      ctx.lineTo(cx + r * 0.65, cy + r * 0.7);
      ctx.lineTo(cx - r * 0.65, cy + r * 0.7);
      ctx.lineTo(cx - r * 0.3, cy + r * 0.4);
      ctx.lineTo(cx - r * 0.3, cy - r * 0.05);
      ctx.lineTo(cx - r, cy - r * 0.2);
      break;
    case 'crown':
      ctx.moveTo(cx - r, cy + r * 0.6);
      ctx.lineTo(cx - r, cy - r * 0.5);
      ctx.lineTo(cx - r * 0.5, cy);
      ctx.lineTo(cx, cy - r * 0.8);
      ctx.lineTo(cx + r * 0.5, cy);
      ctx.lineTo(cx + r, cy - r * 0.5);
      ctx.lineTo(cx + r, cy + r * 0.6);
      break;
    case 'moon':
      ctx.arc(cx, cy, r * 0.9, Math.PI * 0.3, Math.PI * 1.7);
      ctx.arc(cx + r * 0.45, cy, r * 0.7, Math.PI * 1.55, Math.PI * 0.45, true);
      break;
    case 'mountain':
      ctx.moveTo(cx - r, cy + r * 0.7);
      ctx.lineTo(cx - r * 0.35, cy - r * 0.3);
      ctx.lineTo(cx - r * 0.1, cy + r * 0.05);
      ctx.lineTo(cx + r * 0.3, cy - r * 0.8);
      ctx.lineTo(cx + r, cy + r * 0.7);
      break;
    case 'target':
      ctx.arc(cx, cy, r * 0.95, 0, Math.PI * 2);
      ctx.moveTo(cx + r * 0.6, cy);
      ctx.arc(cx, cy, r * 0.6, 0, Math.PI * 2, true);
      ctx.moveTo(cx + r * 0.28, cy);
      ctx.arc(cx, cy, r * 0.28, 0, Math.PI * 2);
      break;
  }
  ctx.closePath();
}

/** The art window's background for `c`: its sky and its emblem, clipped to the current path. */
export function drawCollectionArt(ctx: CanvasRenderingContext2D, c: Collection, x: number, y: number, w: number, h: number): void {
  const art = COLLECTION_ART[c];
  ctx.save();
  ctx.clip();
  const sky = ctx.createRadialGradient(x + w / 2, y + h * 0.55, h * 0.04, x + w / 2, y + h / 2, Math.max(w, h) * 0.75);
  sky.addColorStop(0, art.sky[0]);
  sky.addColorStop(1, art.sky[1]);
  ctx.fillStyle = sky;
  ctx.fillRect(x, y, w, h);
  emblemPath(ctx, art.emblem, x + w / 2, y + h / 2, h * 0.44);
  ctx.globalAlpha = 0.38;
  ctx.fillStyle = art.ink;
  ctx.fill('evenodd');
  ctx.restore();
}
