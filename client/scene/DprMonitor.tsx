/**
 * Lowers the canvas's pixel ratio on a slow machine and brings it back when frames are fast (drei's
 * PerformanceMonitor: a verdict per second, ms x iterations), writing r3f's store directly: no React
 * state above the canvas changes, so the scene graph is not re-rendered (a re-render of the whole
 * scene used to re-capture the environment). In the clean view (overlay / stream) the resolution stays
 * at the device pixel ratio: no monitor decline applies there (dprPolicy.ts).
 * No drei AdaptiveDpr / OrbitControls `regress`: every camera flight (the 'follow' view moves the
 * camera on most moves) halved the resolution and restored it 200 ms later, two canvas resizes that
 * reallocate every post-processing target (seconds per flight in WebGLRenderer.setSize on SwiftShader).
 */
import { PerformanceMonitor } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { useHudStore } from '../hud/hudStore.js';
import { dprFloor, nextDpr } from './dprPolicy.js';
import { isSoftwareRenderer } from './softwareRenderer.js';

export default function DprMonitor({ initial }: { initial: number }) {
  const clean = useHudStore((s) => s.clean);
  const setDpr = useThree((s) => s.setDpr);
  const dpr = useRef(initial);
  const apply = (next: number) => {
    if (next === dpr.current) return;
    dpr.current = next;
    setDpr(next);
  };
  // A software rasteriser (SwiftShader, llvmpipe: no GPU) is slow for certain: start at the lowest
  // resolution allowed here, before play, instead of letting the monitor's first verdict resize the
  // canvas mid-game (a resize waits for every queued frame: seconds on a software renderer).
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    if (isSoftwareRenderer(gl.getContext())) apply(dprFloor(clean, initial));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gl]);
  // Entering the clean view restores full resolution at once.
  useEffect(() => {
    const floor = dprFloor(clean, initial);
    if (dpr.current < floor) {
      dpr.current = floor;
      setDpr(floor);
    }
  }, [clean, initial, setDpr]);
  return (
    <>
      <PerformanceMonitor
        ms={200}
        iterations={5}
        onDecline={() => apply(nextDpr(dpr.current, 'decline', clean, initial))}
        onIncline={() => apply(nextDpr(dpr.current, 'incline', clean, initial))}
      />
    </>
  );
}
