/** The board's printed top: four zone panels, each with its name, purpose and an icon. Cached per language. */
import * as THREE from 'three';
import type { Zone } from '../../../../shared/games/emberforge/index.js';
import { ZONES } from '../../../../shared/games/emberforge/index.js';
import type { Lang } from '../../../state/uiStore.js';
import { localName } from '../../../i18n/localName.js';
import { drawMaterialIcon, roundRect, shade } from './cardArt.js';
import { BOARD_SIZE, ZONE_CENTERS, ZONE_SIZE } from './layout.js';
import { ZONE_PURPOSE, ZONE_TINT, ZONE_TITLES } from './zoneInfo.js';
import { timed } from '../../../scene/perfMarks.js';

const PX = 2048;
const S = PX / BOARD_SIZE;
/** How far left of the zone's centre its picture is drawn (units). */
const ZONE_PICTURE_LEFT = 0.8;
const SERIF = '"DejaVu Serif", Georgia, serif';

function flame(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number): void {
  const g = ctx.createRadialGradient(cx, cy + r * 0.4, r * 0.05, cx, cy, r * 1.1);
  g.addColorStop(0, '#fff3b8');
  g.addColorStop(0.4, '#ffab3d');
  g.addColorStop(1, '#c2310e');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.moveTo(cx, cy - r);
  ctx.bezierCurveTo(cx + r * 0.7, cy - r * 0.2, cx + r * 0.75, cy + r * 0.75, cx, cy + r * 0.8);
  ctx.bezierCurveTo(cx - r * 0.75, cy + r * 0.75, cx - r * 0.7, cy - r * 0.3, cx, cy - r);
  ctx.fill();
}

function iconIgnar(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number): void {
  // A card going into the flame, materials coming out: recycling.
  ctx.save();
  ctx.strokeStyle = '#f4d9a0';
  ctx.lineWidth = r * 0.09;
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.95, -Math.PI * 0.85, -Math.PI * 0.15);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.95, Math.PI * 0.15, Math.PI * 0.85);
  ctx.stroke();
  const arrow = (a: number, dir: number) => {
    const x = cx + Math.cos(a) * r * 0.95;
    const y = cy + Math.sin(a) * r * 0.95;
    ctx.beginPath();
    ctx.moveTo(x + dir * r * 0.2, y - r * 0.12);
    ctx.lineTo(x, y);
    ctx.lineTo(x + dir * r * 0.22, y + r * 0.12);
    ctx.stroke();
  };
  arrow(-Math.PI * 0.15, -1);
  arrow(Math.PI * 0.85, 1);
  flame(ctx, cx, cy, r * 0.55);
  drawMaterialIcon(ctx, 'iron', cx - r * 1.25, cy + r * 0.55, r * 0.22);
  drawMaterialIcon(ctx, 'crystal', cx + r * 1.25, cy - r * 0.55, r * 0.22);
  ctx.restore();
}

function iconDurgaz(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number): void {
  ctx.save();
  const steel = ctx.createLinearGradient(cx, cy - r * 0.3, cx, cy + r * 0.6);
  steel.addColorStop(0, '#d9dde2');
  steel.addColorStop(1, '#5b6168');
  ctx.fillStyle = steel;
  ctx.strokeStyle = '#17100a';
  ctx.lineWidth = r * 0.05;
  // anvil
  ctx.beginPath();
  ctx.moveTo(cx - r * 1.0, cy);
  ctx.lineTo(cx + r * 0.75, cy);
  ctx.quadraticCurveTo(cx + r * 1.1, cy + r * 0.05, cx + r * 0.65, cy + r * 0.25);
  ctx.lineTo(cx + r * 0.3, cy + r * 0.3);
  ctx.lineTo(cx + r * 0.35, cy + r * 0.6);
  ctx.lineTo(cx + r * 0.6, cy + r * 0.75);
  ctx.lineTo(cx - r * 0.6, cy + r * 0.75);
  ctx.lineTo(cx - r * 0.35, cy + r * 0.6);
  ctx.lineTo(cx - r * 0.3, cy + r * 0.3);
  ctx.lineTo(cx - r * 0.7, cy + r * 0.22);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  // hammer
  ctx.save();
  ctx.translate(cx + r * 0.1, cy - r * 0.55);
  ctx.rotate(-0.6);
  ctx.fillStyle = '#7a4a26';
  ctx.fillRect(-r * 0.06, -r * 0.1, r * 0.12, r * 0.9);
  ctx.fillStyle = steel;
  roundRect(ctx, -r * 0.32, -r * 0.28, r * 0.64, r * 0.26, r * 0.04);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
  // sparks
  ctx.fillStyle = '#ffd27a';
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI * (0.15 + i * 0.11);
    ctx.beginPath();
    ctx.arc(cx - r * 0.25 + Math.cos(a) * r * 0.6, cy - r * 0.05 + Math.sin(a) * r * 0.45, r * 0.04, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

function iconRunarium(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number): void {
  ctx.save();
  ctx.strokeStyle = '#c8b2ff';
  ctx.shadowColor = '#9d7bff';
  ctx.shadowBlur = r * 0.25;
  ctx.lineWidth = r * 0.06;
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.95, 0, Math.PI * 2);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.7, 0, Math.PI * 2);
  ctx.stroke();
  // runes around the ring
  ctx.lineWidth = r * 0.05;
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    const x = cx + Math.cos(a) * r * 0.83;
    const y = cy + Math.sin(a) * r * 0.83;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(a + Math.PI / 2);
    ctx.beginPath();
    ctx.moveTo(0, -r * 0.08);
    ctx.lineTo(0, r * 0.08);
    ctx.moveTo(0, -r * 0.02);
    ctx.lineTo(r * (i % 2 ? 0.07 : -0.07), -r * 0.08);
    ctx.stroke();
    ctx.restore();
  }
  // central rune star
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    const a = -Math.PI / 2 + (i / 6) * Math.PI * 2;
    const b = a + (Math.PI * 2 * 2) / 6;
    ctx.moveTo(cx + Math.cos(a) * r * 0.5, cy + Math.sin(a) * r * 0.5);
    ctx.lineTo(cx + Math.cos(b) * r * 0.5, cy + Math.sin(b) * r * 0.5);
  }
  ctx.stroke();
  ctx.restore();
}

function iconGildar(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number): void {
  ctx.save();
  // a card being drawn
  ctx.save();
  ctx.translate(cx - r * 0.55, cy - r * 0.05);
  ctx.rotate(-0.25);
  roundRect(ctx, -r * 0.35, -r * 0.5, r * 0.7, r * 1.0, r * 0.08);
  ctx.fillStyle = '#3b1d0f';
  ctx.fill();
  ctx.strokeStyle = '#e0b84a';
  ctx.lineWidth = r * 0.06;
  ctx.stroke();
  ctx.restore();
  // coin stack (commissions)
  for (let i = 0; i < 3; i++) {
    const y = cy + r * 0.55 - i * r * 0.22;
    ctx.beginPath();
    ctx.ellipse(cx + r * 0.55, y, r * 0.45, r * 0.16, 0, 0, Math.PI * 2);
    const g = ctx.createLinearGradient(cx + r * 0.1, y, cx + r, y);
    g.addColorStop(0, '#fff0a8');
    g.addColorStop(1, '#a8750f');
    ctx.fillStyle = g;
    ctx.fill();
    ctx.strokeStyle = '#4a3005';
    ctx.lineWidth = r * 0.04;
    ctx.stroke();
  }
  // guild seal
  ctx.fillStyle = '#b01e1e';
  ctx.beginPath();
  ctx.arc(cx + r * 0.55, cy - r * 0.45, r * 0.25, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffd9a0';
  ctx.font = `bold ${r * 0.3}px ${SERIF}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('G', cx + r * 0.55, cy - r * 0.44);
  ctx.restore();
}

const ICONS: Record<Zone, (ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number) => void> = {
  ignar: iconIgnar,
  durgaz: iconDurgaz,
  runarium: iconRunarium,
  gildar: iconGildar,
};

function drawZone(ctx: CanvasRenderingContext2D, zone: Zone, lang: Lang): void {
  const [zx, , zz] = ZONE_CENTERS[zone];
  const cx = (zx + BOARD_SIZE / 2) * S;
  const cy = (zz + BOARD_SIZE / 2) * S;
  const half = (ZONE_SIZE / 2) * S;
  const tint = ZONE_TINT[zone];
  roundRect(ctx, cx - half, cy - half, half * 2, half * 2, 40);
  const g = ctx.createRadialGradient(cx, cy - half * 0.3, half * 0.1, cx, cy, half * 1.4);
  g.addColorStop(0, shade(tint, 0.25));
  g.addColorStop(1, shade(tint, -0.55));
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineWidth = 14;
  ctx.strokeStyle = '#b08a3c';
  ctx.stroke();
  ctx.lineWidth = 4;
  ctx.strokeStyle = '#2a1a0c';
  roundRect(ctx, cx - half + 22, cy - half + 22, half * 2 - 44, half * 2 - 44, 26);
  ctx.stroke();
  // Title and purpose
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `bold 92px ${SERIF}`;
  ctx.fillStyle = '#1a0f07';
  ctx.fillText(ZONE_TITLES[zone], cx + 4, cy - half + 100 + 4);
  ctx.fillStyle = '#ffe3a6';
  ctx.fillText(ZONE_TITLES[zone], cx, cy - half + 100);
  ctx.font = `italic 40px ${SERIF}`;
  ctx.fillStyle = '#f1d8a8';
  ctx.fillText(localName(ZONE_PURPOSE[zone], lang), cx, cy - half + 170);
  // The picture on the left of its row: the right of the row holds the ember-count badge (BADGE_ANCHOR).
  ICONS[zone](ctx, cx - ZONE_PICTURE_LEFT * S, cy - half + 310, 100);
  // Ember bed: 12 sockets where embers rest
  for (let i = 0; i < 12; i++) {
    const col = i % 4;
    const row = Math.floor(i / 4);
    const x = cx + (col - 1.5) * 0.68 * S;
    const y = cy + (0.22 + row * 0.5) * S;
    ctx.beginPath();
    ctx.arc(x, y, 0.19 * S, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(10,5,2,0.45)';
    ctx.fill();
    ctx.lineWidth = 3;
    ctx.strokeStyle = 'rgba(230,180,90,0.35)';
    ctx.stroke();
  }
}

const boards = new Map<Lang, THREE.CanvasTexture>();

export function boardTexture(lang: Lang): THREE.CanvasTexture {
  const cached = boards.get(lang);
  if (cached) return cached;
  return timed(`texture:board ${lang}`, () => buildBoardTexture(lang));
}

function buildBoardTexture(lang: Lang): THREE.CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = PX;
  canvas.height = PX;
  const ctx = canvas.getContext('2d')!;
  const bg = ctx.createRadialGradient(PX / 2, PX / 2, 100, PX / 2, PX / 2, PX * 0.75);
  bg.addColorStop(0, '#3a2618');
  bg.addColorStop(1, '#140b06');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, PX, PX);
  // riveted iron rim
  ctx.lineWidth = 26;
  ctx.strokeStyle = '#3d3833';
  ctx.strokeRect(13, 13, PX - 26, PX - 26);
  ctx.fillStyle = '#8a7f70';
  for (let i = 0; i < 16; i++) {
    const t = 40 + (i * (PX - 80)) / 15;
    for (const [x, y] of [
      [t, 13],
      [t, PX - 13],
      [13, t],
      [PX - 13, t],
    ] as const) {
      ctx.beginPath();
      ctx.arc(x, y, 7, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  // central forge seal
  ctx.beginPath();
  ctx.arc(PX / 2, PX / 2, 90, 0, Math.PI * 2);
  ctx.fillStyle = '#24160c';
  ctx.fill();
  ctx.lineWidth = 10;
  ctx.strokeStyle = '#b08a3c';
  ctx.stroke();
  flame(ctx, PX / 2, PX / 2, 60);
  for (const z of ZONES) drawZone(ctx, z, lang);
  const tex = new THREE.CanvasTexture(canvas);
  tex.colorSpace = THREE.SRGBColorSpace;
  tex.anisotropy = 8;
  boards.set(lang, tex);
  return tex;
}
