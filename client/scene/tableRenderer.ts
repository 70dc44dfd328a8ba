/**
 * three's renderer for the table's <Canvas> (r3f's `gl` factory). When the table's WebGL context was
 * created ahead of the data (earlyWebGl.ts), three takes it: its canvas takes the place of r3f's own
 * in r3f's container (r3f listens for pointer events on the container, not the canvas, and sizes the
 * renderer's canvas), and r3f's own canvas stays hidden and never gets a context.
 * Tone mapping is off (the Canvas is `flat`): the post-processing's ToneMapping does it.
 */
import type { GLProps } from '@react-three/fiber';
import * as THREE from 'three';
import { takeEarlyTableContext } from './earlyWebGl.js';
import { perfMark, timed } from './perfMarks.js';

type RendererFactory = Extract<GLProps, (defaults: never) => unknown>;
type DefaultGLProps = Parameters<RendererFactory>[0];

export function createTableRenderer(defaults: DefaultGLProps): THREE.WebGLRenderer {
  const options = { ...defaults, antialias: false, powerPreference: 'high-performance' as const };
  const own = defaults.canvas instanceof HTMLCanvasElement ? defaults.canvas : null;
  const container = own?.parentElement ?? null;
  const early = own && container ? takeEarlyTableContext() : null;
  if (!own || !container || !early) return timed('webgl-renderer', () => new THREE.WebGLRenderer(options));
  perfMark('webgl-context-ahead-used');
  early.canvas.style.display = 'block';
  container.insertBefore(early.canvas, own);
  own.style.display = 'none';
  return timed('webgl-renderer', () => new THREE.WebGLRenderer({ ...options, canvas: early.canvas, context: early.gl }));
}
