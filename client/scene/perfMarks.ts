/**
 * Performance marks and measures named `emberforge:*` for `npm run bench:client`, which reads them to
 * say where the time to the first table frame went (scene chunk evaluated, WebGL context created,
 * canvas textures drawn). Cheap: a few entries per page life, nothing per frame.
 */
const PREFIX = 'emberforge:';

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
