/**
 * Performance marks and measures named `emberforge:*` for `npm run bench:client`, which reads them to
 * say where the time to the first table frame went (scene chunk evaluated, WebGL context created,
 * canvas textures drawn). Cheap: a few entries per page life, nothing per frame.
 */
const PREFIX = 'emberforge:';

/** Set once the table's shader warmup (ShaderWarmup) is done: no program is compiled at first use after it. */
export const SHADERS_WARM_MARK = 'shaders-warm';
/** The table's scene graph is mounted (its WebGL context exists). */
export const SCENE_MOUNTED_MARK = 'scene-mounted';
/** The scene's first frame drawn with the table's data (TableReadySignal). */
export const FIRST_SCENE_FRAME_MARK = 'first-scene-frame';

export function perfMark(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(PREFIX + name);
}

/** Runs `draw` and records how long it took as a measure named `emberforge:<name>`. */
export function timed<T>(name: string, draw: () => T): T {
  const start = typeof performance !== 'undefined' ? performance.now() : 0;
  try {
    return draw();
  } finally {
    if (typeof performance !== 'undefined' && typeof performance.measure === 'function') performance.measure(PREFIX + name, { start });
  }
}
