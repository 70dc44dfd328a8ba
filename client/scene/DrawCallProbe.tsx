/**
 * Measures draw calls per frame, all passes included (shadow maps, the scene, bloom and the other
 * post-processing passes): renderer.info is accumulated over the frame instead of per render() call,
 * and the last frame's total is published as window.__emberforgeDrawCalls (read by tests and tools).
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';

declare global {
  interface Window {
    __emberforgeDrawCalls?: { calls: number; triangles: number; frames: number; jsMs: number; maxJsMs: number; updateMs: number };
  }
}

export default function DrawCallProbe() {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    gl.info.autoReset = false;
    return () => {
      gl.info.autoReset = true;
    };
  }, [gl]);
  const frameStart = useRef(0);
  const lastJs = useRef(0);
  const lastUpdate = useRef(0);
  // Runs first in every frame: publishes what the previous frame drew, then starts counting anew.
  useFrame(() => {
    const prev = window.__emberforgeDrawCalls;
    window.__emberforgeDrawCalls = {
      calls: gl.info.render.calls,
      triangles: gl.info.render.triangles,
      frames: (prev?.frames ?? 0) + 1,
      jsMs: lastJs.current,
      maxJsMs: Math.max(prev?.maxJsMs ?? 0, lastJs.current),
      updateMs: lastUpdate.current,
    };
    gl.info.reset();
    frameStart.current = performance.now();
  }, -1000);
  // Runs just before the post-processing render (priority 1): the scene's own per-frame JS (animation).
  useFrame(() => {
    lastUpdate.current = performance.now() - frameStart.current;
  }, 0.5);
  // Runs last (after the post-processing render at priority 1): main-thread time of the whole frame.
  useFrame(() => {
    lastJs.current = performance.now() - frameStart.current;
  }, 1000);
  return null;
}
