/**
 * The browser's first WebGL context of a page costs hundreds of milliseconds on some machines (the GPU
 * process sets WebGL up: 330-560 ms on SwiftShader, a blocking call), later ones a few. A table link
 * opens a throwaway context while the page waits on the network, so the table's own context, created
 * when its data arrives, is a cheap one. Once per page, in an idle moment; released at once.
 */
let started = false;

export function warmUpWebGl(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  const run = () => {
    const gl = document.createElement('canvas').getContext('webgl2');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 500 });
  else setTimeout(run, 0);
}
