/** Canvas 2D drawing helpers for card faces and the board: material icons and weapon silhouettes. */
import type { Collection, Material } from '../../../../shared/games/emberforge/index.js';

export const MATERIAL_COLORS: Record<Material, string> = {
  iron: '#6d7278',
  bronze: '#c27a3a',
  crystal: '#5fd3f0',
  scale: '#3fae7a',
  mithril: '#c9d8f0',
};

export function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function polygon(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number, sides: number, rot: number): void {
  ctx.beginPath();
  for (let i = 0; i < sides; i++) {
    const a = rot + (i / sides) * Math.PI * 2;
    const px = cx + Math.cos(a) * r;
    const py = cy + Math.sin(a) * r;
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
}

/** A material token icon: each type has its own shape as well as its colour (readable without colour). */
export function drawMaterialIcon(ctx: CanvasRenderingContext2D, m: Material, cx: number, cy: number, r: number): void {
  ctx.save();
  const color = MATERIAL_COLORS[m];
  const grad = ctx.createRadialGradient(cx - r * 0.35, cy - r * 0.35, r * 0.1, cx, cy, r * 1.1);
  grad.addColorStop(0, '#ffffff');
  grad.addColorStop(0.25, color);
  grad.addColorStop(1, shade(color, -0.45));
  ctx.fillStyle = grad;
  ctx.strokeStyle = 'rgba(20,12,6,0.9)';
  ctx.lineWidth = Math.max(1.5, r * 0.14);
  switch (m) {
    case 'iron': // ingot
      ctx.beginPath();
      ctx.moveTo(cx - r * 0.65, cy - r * 0.5);
      ctx.lineTo(cx + r * 0.65, cy - r * 0.5);
      ctx.lineTo(cx + r * 0.95, cy + r * 0.55);
      ctx.lineTo(cx - r * 0.95, cy + r * 0.55);
      ctx.closePath();
      break;
    case 'bronze': // coin
      ctx.beginPath();
      ctx.arc(cx, cy, r * 0.85, 0, Math.PI * 2);
      break;
    case 'crystal': // diamond
      polygon(ctx, cx, cy, r, 4, -Math.PI / 2);
      break;
    case 'scale': // hexagon scale
      polygon(ctx, cx, cy, r * 0.9, 6, Math.PI / 6);
      break;
    case 'mithril': // star
      ctx.beginPath();
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i / 10) * Math.PI * 2;
        const rr = i % 2 === 0 ? r : r * 0.48;
        const px = cx + Math.cos(a) * rr;
        const py = cy + Math.sin(a) * rr;
        if (i === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      ctx.closePath();
      break;
  }
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

/** Lighten (amount > 0) or darken (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)));
  return `rgb(${ch[0]},${ch[1]},${ch[2]})`;
}

/** A weapon silhouette for the collection, drawn in a w x h box (steel blade, wooden haft). */
export function drawWeapon(ctx: CanvasRenderingContext2D, c: Collection, x: number, y: number, w: number, h: number, accent: string): void {
  ctx.save();
  ctx.translate(x + w / 2, y + h / 2);
  const s = Math.min(w, h) / 100;
  ctx.scale(s, s);
  ctx.rotate(-Math.PI / 4);
  const steel = ctx.createLinearGradient(-30, 0, 30, 0);
  steel.addColorStop(0, '#8d96a0');
  steel.addColorStop(0.5, '#f4f7fa');
  steel.addColorStop(1, '#6c747d');
  const wood = '#6b4426';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = '#1b120b';
  ctx.lineWidth = 2.5;
  const haft = (len: number, width = 6) => {
    ctx.fillStyle = wood;
    ctx.fillRect(-width / 2, -len / 2, width, len);
    ctx.strokeRect(-width / 2, -len / 2, width, len);
  };
  switch (c) {
    case 'axes':
      haft(84);
      ctx.fillStyle = steel;
      ctx.beginPath();
      ctx.moveTo(2, -36);
      ctx.quadraticCurveTo(26, -44, 30, -18);
      ctx.quadraticCurveTo(24, -10, 2, -16);
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(-2, -36);
      ctx.quadraticCurveTo(-20, -40, -22, -22);
      ctx.quadraticCurveTo(-14, -16, -2, -18);
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
      break;
    case 'hammers':
      haft(80, 7);
      ctx.fillStyle = steel;
      roundRect(ctx, -22, -44, 44, 22, 3);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = accent;
      ctx.fillRect(-4, -44, 8, 22);
      break;
    case 'swords':
      ctx.fillStyle = steel;
      ctx.beginPath();
      ctx.moveTo(0, -48);
      ctx.lineTo(6, -38);
      ctx.lineTo(6, 18);
      ctx.lineTo(-6, 18);
      ctx.lineTo(-6, -38);
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = '#c9a227';
      roundRect(ctx, -18, 18, 36, 6, 2);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = wood;
      ctx.fillRect(-3.5, 24, 7, 18);
      ctx.strokeRect(-3.5, 24, 7, 18);
      ctx.fillStyle = accent;
      ctx.beginPath();
      ctx.arc(0, 46, 5, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
      break;
    case 'staves':
      haft(90, 6);
      ctx.strokeStyle = '#c9a227';
      ctx.lineWidth = 4;
      ctx.beginPath();
      ctx.arc(0, -46, 12, Math.PI * 0.15, Math.PI * 1.85, true);
      ctx.stroke();
      ctx.fillStyle = accent;
      ctx.strokeStyle = '#1b120b';
      ctx.lineWidth = 2;
      polygon(ctx, 0, -46, 8, 4, 0);
      ctx.fill();
      ctx.stroke();
      break;
    case 'spears':
      haft(92, 5);
      ctx.fillStyle = steel;
      ctx.beginPath();
      ctx.moveTo(0, -62);
      ctx.lineTo(9, -40);
      ctx.lineTo(0, -32);
      ctx.lineTo(-9, -40);
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = accent;
      ctx.beginPath();
      ctx.moveTo(3, -32);
      ctx.lineTo(14, -20);
      ctx.lineTo(3, -24);
      ctx.closePath();
      ctx.fill();
      break;
    case 'crossbows':
      ctx.rotate(Math.PI / 4);
      ctx.fillStyle = wood;
      roundRect(ctx, -6, -30, 12, 66, 4);
      ctx.fill();
      ctx.stroke();
      ctx.strokeStyle = '#cfd6dd';
      ctx.lineWidth = 6;
      ctx.beginPath();
      ctx.arc(0, -2, 38, Math.PI * 1.15, Math.PI * 1.85);
      ctx.stroke();
      ctx.strokeStyle = '#e8dcc0';
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.moveTo(-32, -22);
      ctx.lineTo(0, 6);
      ctx.lineTo(32, -22);
      ctx.stroke();
      ctx.fillStyle = steel;
      ctx.fillRect(-2, -44, 4, 40);
      break;
  }
  ctx.restore();
}
