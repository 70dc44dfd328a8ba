/**
 * Card faces drawn on canvases from the card data: frame and gem in the collection colour, the name
 * from the card data, the collection and the ability text from the translation tables (client/i18n, the
 * same words as the HUD), the material cost as icons.
 *
 * The table draws every card in one instanced draw call, so faces live in one atlas CanvasTexture per
 * language (one slot per card, plus the common back and a paper-edge swatch), built once and cached.
 * The large inspected card has its own high-resolution canvas, cached per card + language.
 */
import * as THREE from 'three';
import type { CardDef, CardId } from '../../../../shared/games/emberforge/index.js';
import { CARDS, COLLECTION_STYLE, MATERIALS, cardById } from '../../../../shared/games/emberforge/index.js';
import { localName } from '../../../i18n/localName.js';
import type { Lang } from '../../../state/uiStore.js';
import { MATERIAL_COLORS, drawMaterialIcon, drawWeapon, roundRect, shade } from './cardArt.js';
import { drawCollectionArt } from './collectionEmblems.js';
import { effectText } from '../i18n/abilityText.js';
import { collectionName } from '../i18n/gameText.js';
import { timed } from '../../../scene/perfMarks.js';

export const ATLAS_COLS = 16;
export const ATLAS_ROWS = 4;
export const CELL_W = 256;
export const CELL_H = 360;
export const CELL_MARGIN = 4;
export const BACK_SLOT = CARDS.length; // 57
export const EDGE_SLOT = ATLAS_COLS * ATLAS_ROWS - 1;

const SLOT_OF: ReadonlyMap<CardId, number> = new Map(CARDS.map((c, i) => [c.id, i]));

/** Atlas slot of a face-up card; the back's slot for null or an unknown (hidden) id. */
export function slotOf(cardId: CardId | null): number {
  if (cardId === null) return BACK_SLOT;
  return SLOT_OF.get(cardId) ?? BACK_SLOT;
}

function wrap(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width > maxWidth && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Largest font size (down to min) at which `text` fits in maxWidth on one line. */
function fitFont(
  ctx: CanvasRenderingContext2D,
  text: string,
  weight: string,
  family: string,
  size: number,
  min: number,
  maxWidth: number,
): number {
  let s = size;
  for (; s > min; s -= 1) {
    ctx.font = `${weight} ${s}px ${family}`;
    if (ctx.measureText(text).width <= maxWidth) break;
  }
  return s;
}

const SERIF = '"DejaVu Serif", Georgia, "Times New Roman", serif';
const SANS = '"DejaVu Sans", "Segoe UI", Arial, sans-serif';

/** Draws one card face into (x, y, w, h) of ctx; w:h should be 1:1.4. */
export function drawCardFace(ctx: CanvasRenderingContext2D, def: CardDef, lang: Lang, x: number, y: number, w: number, h: number): void {
  const u = w / 100; // layout unit
  const style = COLLECTION_STYLE[def.collection];
  ctx.save();
  ctx.translate(x, y);
  // Frame
  roundRect(ctx, 0, 0, w, h, 6 * u);
  const frame = ctx.createLinearGradient(0, 0, w, h);
  frame.addColorStop(0, shade(style.color, 0.25));
  frame.addColorStop(0.5, style.color);
  frame.addColorStop(1, shade(style.color, -0.45));
  ctx.fillStyle = frame;
  ctx.fill();
  ctx.lineWidth = 1.2 * u;
  ctx.strokeStyle = '#1a0f07';
  ctx.stroke();
  // Parchment
  roundRect(ctx, 4.5 * u, 4.5 * u, w - 9 * u, h - 9 * u, 4 * u);
  const parch = ctx.createLinearGradient(0, 0, 0, h);
  parch.addColorStop(0, '#f6ead0');
  parch.addColorStop(1, '#e3cfa4');
  ctx.fillStyle = parch;
  ctx.fill();
  // Name banner
  const bannerH = 17 * u;
  roundRect(ctx, 6 * u, 6 * u, w - 12 * u, bannerH, 3 * u);
  ctx.fillStyle = shade(style.color, -0.35);
  ctx.fill();
  const name = localName(def.name, lang);
  ctx.fillStyle = '#fff4dc';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const size = fitFont(ctx, name, 'bold', SERIF, 10 * u, 5 * u, w - 16 * u);
  if (size <= 7 * u && ctx.measureText(name).width > w - 16 * u) {
    ctx.font = `bold ${6.4 * u}px ${SERIF}`;
    const lines = wrap(ctx, name, w - 16 * u).slice(0, 2);
    lines.forEach((l, i) => ctx.fillText(l, w / 2, 6 * u + bannerH / 2 + (i - (lines.length - 1) / 2) * 7 * u));
  } else ctx.fillText(name, w / 2, 6 * u + bannerH / 2 + 0.5 * u);
  // Art window
  const artY = 25 * u;
  const artH = 50 * u;
  roundRect(ctx, 8 * u, artY, w - 16 * u, artH, 3 * u);
  drawCollectionArt(ctx, def.collection, 8 * u, artY, w - 16 * u, artH);
  roundRect(ctx, 8 * u, artY, w - 16 * u, artH, 3 * u);
  ctx.lineWidth = 1 * u;
  ctx.strokeStyle = shade(style.color, -0.5);
  ctx.stroke();
  drawWeapon(ctx, def.collection, 12 * u, artY + 2 * u, w - 24 * u, artH - 4 * u, style.color);
  // Cost icons (bottom-left of the art)
  const cost = MATERIALS.flatMap((m) => Array.from({ length: def.cost[m] ?? 0 }, () => m));
  const r = 5.2 * u;
  cost.forEach((m, i) => {
    const cx = 8 * u + r + 1.5 * u + i * (2 * r + 1.2 * u);
    const cy = artY + artH - r - 1.5 * u;
    ctx.beginPath();
    ctx.arc(cx, cy, r * 1.12, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(20,12,6,0.75)';
    ctx.fill();
    drawMaterialIcon(ctx, m, cx, cy, r * 0.9);
  });
  // Collection name, small, top-left of the art
  ctx.font = `bold ${4.6 * u}px ${SANS}`;
  ctx.textAlign = 'left';
  ctx.fillStyle = 'rgba(255,244,220,0.95)';
  ctx.shadowColor = 'rgba(0,0,0,0.95)';
  ctx.shadowBlur = 1.6 * u;
  ctx.fillText(collectionName(def.collection, lang).toUpperCase(), 10 * u, artY + 5 * u);
  ctx.textAlign = 'right';
  ctx.fillText(def.id, w - 10 * u, artY + 5 * u);
  ctx.shadowBlur = 0;
  ctx.shadowColor = 'transparent';
  // Ability text: the translation tables' wording (as in the HUD), one line per effect
  const lines = def.ability.map((e) => effectText(e, lang));
  const boxY = artY + artH + 3 * u;
  const boxH = h - boxY - 14 * u;
  ctx.textAlign = 'center';
  ctx.fillStyle = '#2b1a0e';
  let fs = 7.4 * u;
  let wrapped: string[] = [];
  for (; fs > 4.4 * u; fs -= 0.4 * u) {
    ctx.font = `${fs}px ${SERIF}`;
    wrapped = lines.flatMap((l) => wrap(ctx, l, w - 18 * u));
    if (wrapped.length * fs * 1.18 <= boxH) break;
  }
  const lh = fs * 1.18;
  const startY = boxY + (boxH - wrapped.length * lh) / 2 + lh / 2;
  wrapped.forEach((l, i) => ctx.fillText(l, w / 2, startY + i * lh));
  // Gem
  const gy = h - 8 * u;
  ctx.beginPath();
  ctx.moveTo(w / 2, gy - 6 * u);
  ctx.lineTo(w / 2 + 8 * u, gy);
  ctx.lineTo(w / 2, gy + 5 * u);
  ctx.lineTo(w / 2 - 8 * u, gy);
  ctx.closePath();
  const gem = ctx.createLinearGradient(w / 2 - 8 * u, gy - 6 * u, w / 2 + 8 * u, gy + 5 * u);
  gem.addColorStop(0, shade(style.color, 0.7));
  gem.addColorStop(0.5, shade(style.color, 0.1));
  gem.addColorStop(1, shade(style.color, -0.5));
  ctx.fillStyle = gem;
  ctx.fill();
  ctx.lineWidth = 1 * u;
  ctx.strokeStyle = '#c9a227';
  ctx.stroke();
  ctx.restore();
}

/** The common card back: dark leather, gold border, an ember emblem. */
export function drawCardBack(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number): void {
  const u = w / 100;
  ctx.save();
  ctx.translate(x, y);
  roundRect(ctx, 0, 0, w, h, 6 * u);
  const bg = ctx.createRadialGradient(w / 2, h / 2, 5 * u, w / 2, h / 2, 90 * u);
  bg.addColorStop(0, '#5a2a14');
  bg.addColorStop(1, '#1c0d07');
  ctx.fillStyle = bg;
  ctx.fill();
  ctx.lineWidth = 2.4 * u;
  ctx.strokeStyle = '#c9a227';
  roundRect(ctx, 5 * u, 5 * u, w - 10 * u, h - 10 * u, 4 * u);
  ctx.stroke();
  ctx.lineWidth = 0.8 * u;
  roundRect(ctx, 8 * u, 8 * u, w - 16 * u, h - 16 * u, 3 * u);
  ctx.stroke();
  // Ember emblem: a flame in a diamond
  const cx = w / 2;
  const cy = h / 2;
  ctx.beginPath();
  ctx.moveTo(cx, cy - 30 * u);
  ctx.lineTo(cx + 24 * u, cy);
  ctx.lineTo(cx, cy + 30 * u);
  ctx.lineTo(cx - 24 * u, cy);
  ctx.closePath();
  ctx.lineWidth = 1.6 * u;
  ctx.stroke();
  const flame = ctx.createRadialGradient(cx, cy + 8 * u, 1 * u, cx, cy, 20 * u);
  flame.addColorStop(0, '#fff1b0');
  flame.addColorStop(0.4, '#ff9a2a');
  flame.addColorStop(1, '#b3290e');
  ctx.fillStyle = flame;
  ctx.beginPath();
  ctx.moveTo(cx, cy - 20 * u);
  ctx.bezierCurveTo(cx + 12 * u, cy - 6 * u, cx + 12 * u, cy + 14 * u, cx, cy + 16 * u);
  ctx.bezierCurveTo(cx - 12 * u, cy + 14 * u, cx - 12 * u, cy - 4 * u, cx, cy - 20 * u);
  ctx.fill();
  ctx.font = `bold ${7 * u}px ${SERIF}`;
  ctx.textAlign = 'center';
  ctx.fillStyle = '#c9a227';
  ctx.fillText('EMBERFORGE', cx, h - 16 * u);
  ctx.restore();
}

function makeCanvas(w: number, h: number): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  return c;
}

const atlases = new Map<Lang, THREE.CanvasTexture>();

/** The atlas of every card face in `lang`, the back and the edge swatch (built once per language). */
export function cardAtlas(lang: Lang): THREE.CanvasTexture {
  const cached = atlases.get(lang);
  if (cached) return cached;
  return timed(`texture:card atlas ${lang}`, () => buildCardAtlas(lang));
}

function buildCardAtlas(lang: Lang): THREE.CanvasTexture {
  const canvas = makeCanvas(ATLAS_COLS * CELL_W, ATLAS_ROWS * CELL_H);
  const ctx = canvas.getContext('2d')!;
  const iw = CELL_W - 2 * CELL_MARGIN;
  const ih = CELL_H - 2 * CELL_MARGIN;
  const cell = (slot: number) =>
    [(slot % ATLAS_COLS) * CELL_W + CELL_MARGIN, Math.floor(slot / ATLAS_COLS) * CELL_H + CELL_MARGIN] as const;
  CARDS.forEach((def, i) => {
    const [x, y] = cell(i);
    drawCardFace(ctx, def, lang, x, y, iw, ih);
  });
  const [bx, by] = cell(BACK_SLOT);
  drawCardBack(ctx, bx, by, iw, ih);
  const [ex, ey] = cell(EDGE_SLOT);
  ctx.fillStyle = '#e9dcc0';
  ctx.fillRect(ex - CELL_MARGIN, ey - CELL_MARGIN, CELL_W, CELL_H);
  const tex = new THREE.CanvasTexture(canvas);
  tex.colorSpace = THREE.SRGBColorSpace;
  tex.anisotropy = 8;
  tex.generateMipmaps = true;
  tex.minFilter = THREE.LinearMipmapLinearFilter;
  atlases.set(lang, tex);
  return tex;
}

/** Drops an atlas from the cache and frees its GPU memory. */
export function releaseCardAtlas(texture: THREE.Texture): void {
  for (const [lang, tex] of atlases) if (tex === texture) atlases.delete(lang);
  texture.dispose();
}

const largeCards = new Map<string, string>();

/** A data URL of the card drawn large (for the inspector), cached per card + language. */
export function largeCardImage(cardId: CardId, lang: Lang): string {
  const key = `${cardId}:${lang}`;
  const cached = largeCards.get(key);
  if (cached) return cached;
  const canvas = makeCanvas(500, 700);
  drawCardFace(canvas.getContext('2d')!, cardById(cardId), lang, 0, 0, 500, 700);
  const url = canvas.toDataURL('image/png');
  largeCards.set(key, url);
  return url;
}

export { MATERIAL_COLORS };
