/**
 * The 3D table's WebGL context, created ahead of the table's data. Creating a WebGL context is one
 * synchronous call that blocks the page for a long time on a software renderer (SwiftShader: 1.4 s
 * of `getContext` in `npm run bench:client`, the largest single cost before the first table frame).
 * On a table link (a spectator's, or a player's way back to the seat) it is created right after the
 * join request went out, while the server answers and the table's chunks download; TableScene then
 * hands it to three (tableRenderer.ts) instead of creating one when the data arrives.
 * Not in the waiting room: the host may start at any moment, and a context being created then held
 * the game screen back (seconds on SwiftShader under load: e2e/ux.test.ts's phone spectator).
 * No three here: this module is part of the lobby's initial JavaScript (a few hundred bytes).
 */
import { flagFromUrl } from '../lobby/url.js';
import { timed } from './perfMarks.js';

/** ?noscene=1 (the HUD alone, read as the page loads like TableSceneLazy does): no table, no context. */
const noScene = typeof window !== 'undefined' && flagFromUrl(window.location.href, 'noscene');

/** The attributes three's WebGLRenderer asks for with the table's options (r3f: alpha on; three r180: no stencil). */
export const TABLE_CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  alpha: true,
  depth: true,
  stencil: false,
  antialias: false,
  premultipliedAlpha: true,
  preserveDrawingBuffer: false,
  powerPreference: 'high-performance',
  failIfMajorPerformanceCaveat: false,
};

export interface EarlyContext {
  canvas: HTMLCanvasElement;
  gl: WebGL2RenderingContext;
}

let early: EarlyContext | null = null;
let scheduled = false;

/**
 * Creates the context once, in a task of its own after the next two paints: the join request is on
 * its way and the page's current screen is painted before the page blocks.
 */
export function createTableContextSoon(): void {
  if (noScene || early || scheduled || typeof document === 'undefined' || typeof requestAnimationFrame !== 'function') return;
  scheduled = true;
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(create, 0)));
}

function create(): void {
  if (!scheduled || early) return; // taken (the table came first) or already there
  scheduled = false;
  const canvas = document.createElement('canvas');
  const gl = timed('webgl-context-ahead', () => canvas.getContext('webgl2', TABLE_CONTEXT_ATTRIBUTES));
  if (!gl) return;
  early = { canvas, gl };
  // In a task of its own (the page handles what arrived meanwhile): the queries three's renderer
  // makes first. The first query waits for the GPU process to finish setting the context up.
  setTimeout(() => {
    if (early?.gl === gl && !gl.isContextLost()) timed('webgl-context-warm', () => warm(gl));
  }, 0);
}

/** The extensions three's renderer enables at once (WebGLExtensions.init) and a few of its first queries. */
const THREE_EXTENSIONS = [
  'EXT_color_buffer_float',
  'WEBGL_clip_cull_distance',
  'OES_texture_float_linear',
  'EXT_color_buffer_half_float',
  'WEBGL_multisampled_render_to_texture',
  'WEBGL_render_shared_exponent',
  'EXT_texture_filter_anisotropic',
  'WEBGL_debug_renderer_info',
];

function warm(gl: WebGL2RenderingContext): void {
  gl.getSupportedExtensions();
  for (const name of THREE_EXTENSIONS) gl.getExtension(name);
  gl.getParameter(gl.MAX_TEXTURE_IMAGE_UNITS);
  gl.getShaderPrecisionFormat(gl.FRAGMENT_SHADER, gl.HIGH_FLOAT);
}

/** The context created ahead, once (null when there is none yet or it was lost): the caller owns it. */
export function takeEarlyTableContext(): EarlyContext | null {
  const e = early;
  early = null;
  scheduled = false; // too late for one still to come: the table creates its own

  return e && !e.gl.isContextLost() ? e : null;
}
