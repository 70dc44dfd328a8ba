/**
 * A page init script that counts WebGL draw calls per animation frame, independently of three.js
 * (it wraps the WebGL2 draw entry points), and records when the first draw call happened.
 * Results in window.__glCount: { firstDrawAt, firstFrameDoneAt, frames: [{ at, calls }...] }.
 */
export const GL_COUNTER_SCRIPT = `(() => {
  const state = { firstDrawAt: 0, firstFrameDoneAt: 0, pending: 0, frames: [] };
  window.__glCount = state;
  const names = ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced', 'drawRangeElements'];
  const protos = [window.WebGL2RenderingContext && WebGL2RenderingContext.prototype, window.WebGLRenderingContext && WebGLRenderingContext.prototype].filter(Boolean);
  for (const proto of protos) {
    for (const name of names) {
      const orig = proto[name];
      if (typeof orig !== 'function') continue;
      proto[name] = function (...args) {
        if (!state.firstDrawAt) state.firstDrawAt = performance.now();
        state.pending++;
        return orig.apply(this, args);
      };
    }
  }
  // Close a frame's count after all of this frame's rAF callbacks (a task queued from rAF runs after them).
  const tick = () => {
    requestAnimationFrame(tick);
    setTimeout(() => {
      if (state.pending > 0) {
        if (!state.firstFrameDoneAt) state.firstFrameDoneAt = performance.now();
        state.frames.push({ at: performance.now(), calls: state.pending });
        if (state.frames.length > 2000) state.frames.splice(0, 1000);
      }
      state.pending = 0;
    }, 0);
  };
  requestAnimationFrame(tick);
})();`;

export interface GlCount {
  firstDrawAt: number;
  firstFrameDoneAt: number;
  frames: { at: number; calls: number }[];
}
