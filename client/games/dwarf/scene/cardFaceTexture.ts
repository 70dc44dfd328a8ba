/**
 * DWARF's card faces drawn on canvases from the card data: the frame in the action type's colour, the
 * name (the card data's, in the language on screen), the lanterns, the action type's icon, the effect
 * as pictures only (resources, workers, claws: no words to translate), the card's home position as a
 * 3x3 grid and the Change First Player badge (the marker's crown and an arrow). Every face lives in one atlas per language (one slot per
 * mine face, one per Special card's worker side, the common back, a paper edge), so the table draws
 * all its cards in one instanced draw call.
 */
import * as THREE from 'three';
import { CARDS, type CardDef, type CardId, type Effect, type MineFace } from '../../../../shared/games/dwarf/index.js';
import type { Lang } from '../../../state/uiStore.js';
import {
  ACTION_COLORS,
  drawActionIcon,
  drawClaws,
  drawLantern,
  drawResource,
  drawWorker,
  roundRect,
  type ResourceName,
} from './cardIcons.js';

export const ATLAS_COLS = 16;
export const ATLAS_ROWS = 5;
export const CELL_W = 256;
export const CELL_H = 358;
const SPECIALS = CARDS.filter((c) => c.kind === 'special');
export const BACK_SLOT = CARDS.length + SPECIALS.length;
export const EDGE_SLOT = ATLAS_COLS * ATLAS_ROWS - 1;

const FACE_SLOT = new Map(CARDS.map((c, i) => [c.id, i]));
const WORKER_SLOT = new Map(SPECIALS.map((c, i) => [c.id, CARDS.length + i]));

/** A card id of either set without its second-set suffix. */
const baseId = (id: CardId): CardId => (id.endsWith('b') ? id.slice(0, -1) : id);

/** The atlas slot of a card's mine face, of a Special card's worker side, or the back (null or unknown). */
export function slotOf(id: CardId | null, side: 'face' | 'worker' = 'face'): number {
  if (id === null) return BACK_SLOT;
  const slot = (side === 'worker' ? WORKER_SLOT : FACE_SLOT).get(baseId(id));
  return slot ?? BACK_SLOT;
}

const SERIF = '"DejaVu Serif", Georgia, serif';
const SANS = '"DejaVu Sans", Arial, sans-serif';

function shade(hex: string, k: number): string {
  const n = parseInt(hex.slice(1), 16);
  const f = (c: number) => Math.round(k >= 0 ? c + (255 - c) * k : c * (1 + k));
  return `rgb(${f(n >> 16)},${f((n >> 8) & 255)},${f(n & 255)})`;
}

function wrap(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width > maxWidth && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** "n ×" and a picture, centred on (cx, cy). */
function amount(ctx: CanvasRenderingContext2D, n: string, res: ResourceName, cx: number, cy: number, u: number): void {
  ctx.font = `bold ${15 * u}px ${SANS}`;
  ctx.fillStyle = '#2b1a0e';
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  ctx.fillText(n, cx - 1 * u, cy + 1 * u);
  drawResource(ctx, res, cx + 11 * u, cy, 9 * u);
}

function arrow(ctx: CanvasRenderingContext2D, cx: number, cy: number, u: number): void {
  ctx.fillStyle = '#2b1a0e';
  ctx.beginPath();
  ctx.moveTo(cx - 6 * u, cy - 2.2 * u);
  ctx.lineTo(cx + 1 * u, cy - 2.2 * u);
  ctx.lineTo(cx + 1 * u, cy - 5.5 * u);
  ctx.lineTo(cx + 7 * u, cy);
  ctx.lineTo(cx + 1 * u, cy + 5.5 * u);
  ctx.lineTo(cx + 1 * u, cy + 2.2 * u);
  ctx.lineTo(cx - 6 * u, cy + 2.2 * u);
  ctx.closePath();
  ctx.fill();
}

/** The effect as pictures in the box (x, y, w, h). */
function drawEffect(ctx: CanvasRenderingContext2D, e: Effect, x: number, y: number, w: number, h: number, u: number): void {
  const cx = x + w / 2;
  const cy = y + h / 2;
  switch (e.kind) {
    case 'ironVein':
      return amount(ctx, '+3', 'iron', cx - 4 * u, cy, u);
    case 'goldVein':
      return amount(ctx, '+1', 'gold', cx - 4 * u, cy, u);
    case 'steelAlloy':
      amount(ctx, '3', 'iron', cx - 28 * u, cy, u);
      arrow(ctx, cx, cy, u);
      return amount(ctx, '2', 'steel', cx + 20 * u, cy, u);
    case 'forge': {
      const parts = (['steel', 'gold', 'iron'] as const).filter((r) => e.recipe[r] > 0);
      parts.forEach((r, i) => amount(ctx, String(e.recipe[r]), r, x + 18 * u, y + h * ((i + 0.5) / parts.length), u));
      arrow(ctx, cx + 10 * u, cy, u);
      return drawResource(ctx, 'artefacts', cx + 28 * u, cy, 11 * u);
    }
    case 'monster': {
      drawClaws(ctx, x + 16 * u, cy, 11 * u);
      const right = cx + 12 * u;
      ctx.font = `bold ${13 * u}px ${SANS}`;
      ctx.fillStyle = '#8e1f24';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      if (e.monster === 'brawlers') return amount(ctx, '−1', 'iron', right, cy, u);
      if (e.monster === 'dragon') return amount(ctx, '−1', 'gold', right, cy, u);
      if (e.monster === 'greatDragon') {
        drawResource(ctx, 'gold', right, cy, 10 * u);
        ctx.fillText('−', right - 15 * u, cy);
        ctx.font = `bold ${9 * u}px ${SANS}`;
        return ctx.fillText('∀', right + 16 * u, cy - 6 * u);
      }
      if (e.monster === 'darkFairies') {
        drawResource(ctx, 'gold', right - 12 * u, cy, 8 * u);
        arrow(ctx, right + 2 * u, cy, u * 0.7);
        return drawResource(ctx, 'iron', right + 16 * u, cy, 8 * u);
      }
      // Orc Raiders: no Forge this round (a crossed anvil).
      drawActionIcon(ctx, 'forge', right, cy, 12 * u);
      ctx.strokeStyle = '#d01818';
      ctx.lineWidth = 3 * u;
      ctx.beginPath();
      ctx.moveTo(right - 12 * u, cy + 12 * u);
      ctx.lineTo(right + 12 * u, cy - 12 * u);
      ctx.stroke();
      return;
    }
    case 'medalOfValour':
      return amount(ctx, '+1', 'medals', cx - 4 * u, cy, u);
    case 'callForHelp':
      ctx.font = `bold ${15 * u}px ${SANS}`;
      ctx.fillStyle = '#2b1a0e';
      ctx.textAlign = 'right';
      ctx.textBaseline = 'middle';
      ctx.fillText('+2', cx - 4 * u, cy + 1 * u);
      drawWorker(ctx, cx + 6 * u, cy, 8 * u, '#d8d0c0');
      return drawWorker(ctx, cx + 20 * u, cy, 8 * u, '#d8d0c0');
  }
}

/** One face: `face` is a mine face; `worker` the Special card's worker side (several effects). */
function drawFace(
  ctx: CanvasRenderingContext2D,
  name: string,
  action: MineFace['action'],
  effects: Effect[],
  card: CardDef,
  opts: { worker: boolean; changeFirstPlayer: boolean },
  w: number,
  h: number,
): void {
  const u = w / 100;
  const color = ACTION_COLORS[action];
  roundRect(ctx, 0, 0, w, h, 6 * u);
  ctx.fillStyle = opts.worker ? '#3a2a1a' : color;
  ctx.fill();
  roundRect(ctx, 3.5 * u, 3.5 * u, w - 7 * u, h - 7 * u, 4 * u);
  const parch = ctx.createLinearGradient(0, 0, 0, h);
  parch.addColorStop(0, '#f6ead0');
  parch.addColorStop(1, '#e0cba0');
  ctx.fillStyle = parch;
  ctx.fill();
  // Name band: the card's colour, the name in up to two lines, as large as fits.
  roundRect(ctx, 5 * u, 5 * u, w - 10 * u, 30 * u, 3 * u);
  ctx.fillStyle = shade(color, -0.3);
  ctx.fill();
  ctx.fillStyle = '#fff4dc';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  let size = 15 * u;
  let lines: string[] = [name];
  for (; size >= 9 * u; size -= 0.5 * u) {
    ctx.font = `bold ${size}px ${SERIF}`;
    lines = wrap(ctx, name, w - 14 * u);
    if (lines.length <= 2 && lines.every((l) => ctx.measureText(l).width <= w - 14 * u)) break;
  }
  lines = lines.slice(0, 2);
  lines.forEach((l, i) => ctx.fillText(l, w / 2, 20 * u + (i - (lines.length - 1) / 2) * size * 1.02));
  // Lanterns (left) and the action type (right).
  for (let i = 0; i < card.lanterns; i++) drawLantern(ctx, 14 * u + i * 14 * u, 49 * u, 8 * u);
  drawActionIcon(ctx, action, w - 20 * u, 49 * u, 13 * u);
  // The effect(s).
  const boxY = 66 * u;
  const boxH = 52 * u;
  roundRect(ctx, 7 * u, boxY, w - 14 * u, boxH, 3 * u);
  ctx.fillStyle = 'rgba(255,255,255,0.45)';
  ctx.fill();
  effects.forEach((e, i) =>
    drawEffect(ctx, e, 7 * u, boxY + (boxH / effects.length) * i, w - 14 * u, boxH / effects.length, effects.length > 1 ? u * 0.8 : u),
  );
  // Home position as a 3x3 grid (bottom left); Change First Player badge (bottom right).
  const g = 4.2 * u;
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) {
      ctx.fillStyle = r === card.pos.row && c === card.pos.col ? '#2b1a0e' : 'rgba(43,26,14,0.22)';
      ctx.fillRect(9 * u + c * g, 122 * u + r * g, g - 0.8 * u, g - 0.8 * u);
    }
  if (opts.changeFirstPlayer) {
    // The first-player marker's crown (FirstPlayerMarker) with an arrow: the marker passes.
    const cx = w - 22 * u;
    const cy = 129 * u;
    ctx.beginPath();
    ctx.moveTo(cx - 8 * u, cy + 5 * u);
    ctx.lineTo(cx - 8 * u, cy - 4 * u);
    ctx.lineTo(cx - 4 * u, cy);
    ctx.lineTo(cx, cy - 6 * u);
    ctx.lineTo(cx + 4 * u, cy);
    ctx.lineTo(cx + 8 * u, cy - 4 * u);
    ctx.lineTo(cx + 8 * u, cy + 5 * u);
    ctx.closePath();
    ctx.fillStyle = '#e0a81e';
    ctx.fill();
    ctx.lineWidth = 0.9 * u;
    ctx.strokeStyle = '#2b1a0e';
    ctx.stroke();
    arrow(ctx, cx + 15 * u, cy, u * 0.6);
  }
  if (opts.worker) {
    drawWorker(ctx, w / 2, 128 * u, 7 * u, '#fff4dc');
  }
}

function drawBack(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  const u = w / 100;
  roundRect(ctx, 0, 0, w, h, 6 * u);
  const g = ctx.createLinearGradient(0, 0, w, h);
  g.addColorStop(0, '#4a3a2c');
  g.addColorStop(1, '#241912');
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = '#c99a4a';
  ctx.lineWidth = 2 * u;
  roundRect(ctx, 6 * u, 6 * u, w - 12 * u, h - 12 * u, 4 * u);
  ctx.stroke();
  // A mountain.
  ctx.beginPath();
  ctx.moveTo(18 * u, 95 * u);
  ctx.lineTo(42 * u, 50 * u);
  ctx.lineTo(55 * u, 70 * u);
  ctx.lineTo(65 * u, 58 * u);
  ctx.lineTo(84 * u, 95 * u);
  ctx.closePath();
  ctx.fillStyle = '#7a6450';
  ctx.fill();
  ctx.fillStyle = '#c99a4a';
  ctx.font = `bold ${16 * u}px ${SERIF}`;
  ctx.textAlign = 'center';
  ctx.fillText('DWARF', w / 2, 118 * u);
}

const atlases = new Map<Lang, THREE.CanvasTexture>();

/** The atlas of every face in `lang` (built once, cached). */
export function cardAtlas(lang: Lang): THREE.CanvasTexture {
  const cached = atlases.get(lang);
  if (cached) return cached;
  const canvas = document.createElement('canvas');
  canvas.width = ATLAS_COLS * CELL_W;
  canvas.height = ATLAS_ROWS * CELL_H;
  const ctx = canvas.getContext('2d')!;
  const cell = (slot: number, draw: (w: number, h: number) => void) => {
    ctx.save();
    ctx.translate((slot % ATLAS_COLS) * CELL_W + 3, Math.floor(slot / ATLAS_COLS) * CELL_H + 3);
    draw(CELL_W - 6, CELL_H - 6);
    ctx.restore();
  };
  CARDS.forEach((c, i) =>
    cell(i, (w, h) =>
      drawFace(
        ctx,
        c.face.name[lang],
        c.face.action,
        [c.face.effect],
        c,
        { worker: false, changeFirstPlayer: c.face.changeFirstPlayer },
        w,
        h,
      ),
    ),
  );
  SPECIALS.forEach((c, i) => {
    if (c.kind !== 'special') return;
    cell(CARDS.length + i, (w, h) =>
      drawFace(ctx, c.worker.name[lang], c.worker.action, c.worker.effects, c, { worker: true, changeFirstPlayer: false }, w, h),
    );
  });
  cell(BACK_SLOT, (w, h) => drawBack(ctx, w, h));
  cell(EDGE_SLOT, (w, h) => {
    ctx.fillStyle = '#d8c7a4';
    ctx.fillRect(0, 0, w, h);
  });
  const tex = new THREE.CanvasTexture(canvas);
  tex.colorSpace = THREE.SRGBColorSpace;
  tex.anisotropy = 8;
  tex.generateMipmaps = true;
  tex.minFilter = THREE.LinearMipmapLinearFilter;
  atlases.set(lang, tex);
  return tex;
}

export function releaseCardAtlas(tex: THREE.Texture): void {
  for (const [lang, t] of atlases) if (t === tex) atlases.delete(lang);
  tex.dispose();
}
