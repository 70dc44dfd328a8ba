/**
 * Small pictures drawn on canvases (the card faces): the four action types, the five resources in the
 * same shapes as their pieces on the table (iron a cube, gold a nugget, steel an ingot, artefacts a
 * chalice, medals a disc on a ribbon), lanterns, a worker and a monster's claw.
 */
import type { ActionType } from '../../../../shared/games/dwarf/index.js';

type Ctx = CanvasRenderingContext2D;

export const ACTION_COLORS: Record<ActionType, string> = {
  extract: '#8a5a2b',
  forge: '#c4571c',
  defend: '#8e1f24',
  callForHelp: '#2d5f9a',
};

export const RESOURCE_COLORS = { iron: '#6f757d', gold: '#e8b422', steel: '#8fb3d4', artefacts: '#9a5bd0', medals: '#d9862b' } as const;
export type ResourceName = keyof typeof RESOURCE_COLORS;

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function poly(ctx: Ctx, pts: [number, number][]): void {
  ctx.beginPath();
  pts.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
}

function fillStroke(ctx: Ctx, fill: string, line: number): void {
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = line;
  ctx.strokeStyle = '#1b120b';
  ctx.stroke();
}

/** A resource's picture, centred on (cx, cy), about 2r across. */
export function drawResource(ctx: Ctx, res: ResourceName, cx: number, cy: number, r: number): void {
  const lw = Math.max(1, r * 0.12);
  ctx.save();
  switch (res) {
    case 'iron': {
      // A cube seen from above and in front: top, left and right faces.
      const s = r * 0.85;
      poly(ctx, [
        [cx, cy - s],
        [cx + s, cy - s * 0.5],
        [cx, cy],
        [cx - s, cy - s * 0.5],
      ]);
      fillStroke(ctx, '#9aa0a8', lw);
      poly(ctx, [
        [cx - s, cy - s * 0.5],
        [cx, cy],
        [cx, cy + s],
        [cx - s, cy + s * 0.5],
      ]);
      fillStroke(ctx, '#5d636b', lw);
      poly(ctx, [
        [cx + s, cy - s * 0.5],
        [cx, cy],
        [cx, cy + s],
        [cx + s, cy + s * 0.5],
      ]);
      fillStroke(ctx, '#444950', lw);
      break;
    }
    case 'gold': {
      // A faceted nugget (an octahedron seen from the side).
      poly(ctx, [
        [cx, cy - r],
        [cx + r * 0.85, cy],
        [cx, cy + r],
        [cx - r * 0.85, cy],
      ]);
      fillStroke(ctx, '#f2c230', lw);
      poly(ctx, [
        [cx, cy - r],
        [cx + r * 0.85, cy],
        [cx, cy + r * 0.2],
      ]);
      fillStroke(ctx, '#ffe27a', lw * 0.6);
      break;
    }
    case 'steel': {
      // An ingot: a trapezoid bar.
      poly(ctx, [
        [cx - r * 0.6, cy - r * 0.45],
        [cx + r * 0.6, cy - r * 0.45],
        [cx + r, cy + r * 0.45],
        [cx - r, cy + r * 0.45],
      ]);
      fillStroke(ctx, '#a9c6e0', lw);
      poly(ctx, [
        [cx - r * 0.5, cy - r * 0.3],
        [cx + r * 0.5, cy - r * 0.3],
        [cx + r * 0.6, cy - r * 0.1],
        [cx - r * 0.6, cy - r * 0.1],
      ]);
      ctx.fillStyle = '#e4f0fb';
      ctx.fill();
      break;
    }
    case 'artefacts': {
      // A chalice: cup, stem and foot.
      ctx.beginPath();
      ctx.moveTo(cx - r * 0.75, cy - r * 0.85);
      ctx.lineTo(cx + r * 0.75, cy - r * 0.85);
      ctx.quadraticCurveTo(cx + r * 0.7, cy + r * 0.05, cx + r * 0.12, cy + r * 0.15);
      ctx.lineTo(cx + r * 0.12, cy + r * 0.6);
      ctx.lineTo(cx + r * 0.55, cy + r * 0.95);
      ctx.lineTo(cx - r * 0.55, cy + r * 0.95);
      ctx.lineTo(cx - r * 0.12, cy + r * 0.6);
      ctx.lineTo(cx - r * 0.12, cy + r * 0.15);
      ctx.quadraticCurveTo(cx - r * 0.7, cy + r * 0.05, cx - r * 0.75, cy - r * 0.85);
      ctx.closePath();
      fillStroke(ctx, '#b27ae0', lw);
      break;
    }
    case 'medals': {
      // A disc on a ribbon.
      poly(ctx, [
        [cx - r * 0.55, cy - r],
        [cx - r * 0.1, cy - r],
        [cx + r * 0.1, cy - r * 0.2],
        [cx - r * 0.3, cy - r * 0.2],
      ]);
      fillStroke(ctx, '#b8323a', lw * 0.7);
      poly(ctx, [
        [cx + r * 0.55, cy - r],
        [cx + r * 0.1, cy - r],
        [cx - r * 0.1, cy - r * 0.2],
        [cx + r * 0.3, cy - r * 0.2],
      ]);
      fillStroke(ctx, '#2d5f9a', lw * 0.7);
      ctx.beginPath();
      ctx.arc(cx, cy + r * 0.3, r * 0.62, 0, Math.PI * 2);
      fillStroke(ctx, '#e89a3a', lw);
      ctx.beginPath();
      ctx.arc(cx, cy + r * 0.3, r * 0.36, 0, Math.PI * 2);
      ctx.strokeStyle = '#fff0c8';
      ctx.lineWidth = lw;
      ctx.stroke();
      break;
    }
  }
  ctx.restore();
}

/** An action type's icon in white on a disc of its colour: pickaxe, anvil, shield, horn. */
export function drawActionIcon(ctx: Ctx, action: ActionType, cx: number, cy: number, r: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = ACTION_COLORS[action];
  ctx.fill();
  ctx.lineWidth = r * 0.12;
  ctx.strokeStyle = '#fff4dc';
  ctx.stroke();
  ctx.fillStyle = '#fff4dc';
  ctx.strokeStyle = '#fff4dc';
  ctx.lineCap = 'round';
  const s = r * 0.62;
  switch (action) {
    case 'extract': {
      // Pickaxe: a diagonal handle and a curved head.
      ctx.lineWidth = r * 0.16;
      ctx.beginPath();
      ctx.moveTo(cx - s * 0.7, cy + s * 0.8);
      ctx.lineTo(cx + s * 0.45, cy - s * 0.35);
      ctx.stroke();
      ctx.lineWidth = r * 0.2;
      ctx.beginPath();
      ctx.arc(cx + s * 0.95, cy + s * 0.15, s * 1.05, Math.PI * 1.02, Math.PI * 1.48);
      ctx.stroke();
      break;
    }
    case 'forge': {
      // Anvil.
      poly(ctx, [
        [cx - s, cy - s * 0.45],
        [cx + s * 0.95, cy - s * 0.45],
        [cx + s * 0.6, cy - s * 0.05],
        [cx + s * 0.25, cy - s * 0.05],
        [cx + s * 0.25, cy + s * 0.35],
        [cx + s * 0.6, cy + s * 0.7],
        [cx - s * 0.6, cy + s * 0.7],
        [cx - s * 0.25, cy + s * 0.35],
        [cx - s * 0.25, cy - s * 0.05],
        [cx - s * 0.55, cy - s * 0.1],
      ]);
      ctx.fill();
      break;
    }
    case 'defend': {
      // Shield.
      ctx.beginPath();
      ctx.moveTo(cx, cy - s);
      ctx.lineTo(cx + s * 0.85, cy - s * 0.65);
      ctx.quadraticCurveTo(cx + s * 0.8, cy + s * 0.55, cx, cy + s);
      ctx.quadraticCurveTo(cx - s * 0.8, cy + s * 0.55, cx - s * 0.85, cy - s * 0.65);
      ctx.closePath();
      ctx.fill();
      break;
    }
    case 'callForHelp': {
      // Horn: a widening curved cone.
      ctx.beginPath();
      ctx.moveTo(cx - s * 0.9, cy - s * 0.2);
      ctx.quadraticCurveTo(cx - s * 0.1, cy + s * 0.35, cx + s * 0.75, cy - s * 0.75);
      ctx.lineTo(cx + s * 0.95, cy + s * 0.35);
      ctx.quadraticCurveTo(cx, cy + s * 0.75, cx - s * 0.9, cy + s * 0.05);
      ctx.closePath();
      ctx.fill();
      break;
    }
  }
  ctx.restore();
}

/** A lantern: a small cage with a flame. */
export function drawLantern(ctx: Ctx, cx: number, cy: number, r: number): void {
  ctx.save();
  ctx.lineWidth = r * 0.16;
  ctx.strokeStyle = '#2b1a0e';
  ctx.beginPath();
  ctx.arc(cx, cy - r * 0.95, r * 0.25, Math.PI, 0);
  ctx.stroke();
  roundRect(ctx, cx - r * 0.55, cy - r * 0.75, r * 1.1, r * 1.55, r * 0.2);
  ctx.fillStyle = '#ffcf5a';
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(cx, cy + r * 0.05, r * 0.22, r * 0.4, 0, 0, Math.PI * 2);
  ctx.fillStyle = '#e0541a';
  ctx.fill();
  ctx.restore();
}

/** A worker (meeple) silhouette. */
export function drawWorker(ctx: Ctx, cx: number, cy: number, r: number, fill = '#fff4dc'): void {
  ctx.save();
  ctx.fillStyle = fill;
  ctx.strokeStyle = '#1b120b';
  ctx.lineWidth = r * 0.1;
  ctx.beginPath();
  ctx.arc(cx, cy - r * 0.55, r * 0.36, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  poly(ctx, [
    [cx - r * 0.3, cy - r * 0.2],
    [cx + r * 0.3, cy - r * 0.2],
    [cx + r * 0.85, cy + r * 0.2],
    [cx + r * 0.4, cy + r * 0.35],
    [cx + r * 0.55, cy + r],
    [cx - r * 0.55, cy + r],
    [cx - r * 0.4, cy + r * 0.35],
    [cx - r * 0.85, cy + r * 0.2],
  ]);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

/** Three claw marks (a monster). */
export function drawClaws(ctx: Ctx, cx: number, cy: number, r: number): void {
  ctx.save();
  ctx.strokeStyle = '#8e1f24';
  ctx.lineCap = 'round';
  ctx.lineWidth = r * 0.2;
  for (let i = -1; i <= 1; i++) {
    ctx.beginPath();
    ctx.moveTo(cx + i * r * 0.45 - r * 0.35, cy - r);
    ctx.quadraticCurveTo(cx + i * r * 0.45 + r * 0.1, cy, cx + i * r * 0.45 + r * 0.3, cy + r);
    ctx.stroke();
  }
  ctx.restore();
}
