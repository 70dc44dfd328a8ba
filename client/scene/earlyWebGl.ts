/**
 * The 3D table's WebGL context, created ahead of the table's data. Creating a WebGL context is one
 * synchronous call that can block the page for a long time on a software renderer (SwiftShader:
 * 0.5-4 s in `npm run bench:client`, the largest single cost before the first table frame). On a
 * table link it is created right after the join request went out, while the server answers and the
 * table's chunks download; in the waiting room, while players wait for the host. TableScene then
 * hands it to three.js instead of creating one when the data arrives.
 * No three.js here: this module is part of the lobby's initial JavaScript (a few hundred bytes).
 */
import { timed } from './perfMarks.js';

/** The attributes three.js's WebGLRenderer asks for with the table's options (alpha is always on in three r180). */
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

/** Creates the context once, after the current task and the next paint (the page stays responsive to that point). */
export function createTableContextSoon(): void {
  if (early || scheduled || typeof document === 'undefined' || typeof requestAnimationFrame !== 'function') return;
  scheduled = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      scheduled = false;
      if (early) return;
      const canvas = document.createElement('canvas');
      const gl = timed('webgl-context-ahead', () => canvas.getContext('webgl2', TABLE_CONTEXT_ATTRIBUTES));
      if (gl) early = { canvas, gl };
    }, 0),
  );
}

/** The context created ahead, once (null when there is none or it was lost): the caller owns it. */
export function takeEarlyTableContext(): EarlyContext | null {
  const e = early;
  early = null;
  return e && !e.gl.isContextLost() ? e : null;
}
