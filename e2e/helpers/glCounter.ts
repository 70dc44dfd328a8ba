/**
 * A page init script that counts WebGL draw calls per animation frame, independently of three.js
 * (it wraps the WebGL2 draw entry points), and records when the table's first frame with its data was
 * drawn. A table link draws the empty table while it joins: those frames are not the first table frame.
 * Results in window.__glCount: { firstDrawAt, firstFrameDoneAt, firstFrameTaskAt, frames: [{ at, calls }...] }.
 */
export const GL_COUNTER_SCRIPT = `(() => {
  const state = { firstAnyDrawAt: 0, firstDrawAt: 0, firstFrameDoneAt: 0, firstFrameTaskAt: 0, firstFrameTime: -1, pending: 0, frames: [] };
  window.__glCount = state;
  const marked = (name) => performance.getEntriesByName('emberforge:' + name).length > 0;
  let dataArrived = false;
  // The end of the first frame with the table's data: after the last animation-frame callback of the
  // frame (same timestamp) in which the scene marked that frame (emberforge:first-scene-frame, set by
  // client/scene/DrawCallProbe.tsx once the view is in the scene). Whatever the page runs after it is not in it.
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => raf((t) => {
    try { cb(t); } finally {
      if (state.firstFrameTime < 0 && state.firstDrawAt && marked('first-scene-frame')) state.firstFrameTime = t;
      if (state.firstFrameTime === t) state.firstFrameDoneAt = performance.now();
    }
  });
  const names = ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced', 'drawRangeElements'];
  const protos = [window.WebGL2RenderingContext && WebGL2RenderingContext.prototype, window.WebGLRenderingContext && WebGLRenderingContext.prototype].filter(Boolean);
  for (const proto of protos) {
    for (const name of names) {
      const orig = proto[name];
      if (typeof orig !== 'function') continue;
      proto[name] = function (...args) {
        if (!state.firstAnyDrawAt) state.firstAnyDrawAt = performance.now();
        if (!state.firstDrawAt && (dataArrived || (dataArrived = marked('view-arrived')))) state.firstDrawAt = performance.now();
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
        // The first task after that frame (what this counter reported before: later whenever the
        // browser ran another animation frame or a long task first).
        if (!state.firstFrameTaskAt && state.firstFrameDoneAt) state.firstFrameTaskAt = performance.now();
        state.frames.push({ at: performance.now(), calls: state.pending });
        if (state.frames.length > 2000) state.frames.splice(0, 1000);
      }
      state.pending = 0;
    }, 0);
  };
  requestAnimationFrame(tick);
})();`;

export interface GlCount {
  /** The first draw call of the page (the empty table of a link still joining, or the table itself). */
  firstAnyDrawAt: number;
  /** The first draw call once the table's data had arrived (page time, ms). */
  firstDrawAt: number;
  /** End of the last animation-frame callback of the first frame drawn with the table's data (page time, ms). */
  firstFrameDoneAt: number;
  /** The first task that ran after that frame (page time, ms). */
  firstFrameTaskAt: number;
  frames: { at: number; calls: number }[];
}
