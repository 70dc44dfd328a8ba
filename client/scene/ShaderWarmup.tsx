/**
 * Compiles every shader the table may need once, right after its first frame, instead of at first use in
 * the middle of a game: an effect that first shows mid-game (fire, frost, a glow frame, the padlock,
 * a forge burst) used to stall its frame while its program compiled (the biggest main-thread cost of
 * an animating frame on a software renderer: seconds in three's getProgramInfoLog under SwiftShader).
 * Hidden objects are made visible for the compile only (one synchronous pass, no frame is drawn in
 * between); compileAsync lets the driver compile in parallel where it can. The scene is drawn into
 * the post-processing's render target, not the canvas, and three's programs differ between the two
 * (output colour space, tone mapping): the warmup compiles with a render target bound, as drawn.
 * Once compiled, the scene is drawn once with everything shown (which also compiles the shadow pass's
 * depth programs) and every program is checked (three's first-use check), still before the game moves.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useState } from 'react';
import * as THREE from 'three';
import { acquireBurstMaterial } from './ForgeBurst.js';

export default function ShaderWarmup() {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  const invalidate = useThree((s) => s.invalidate);
  // Keeps the forge burst's program alive and lets the warmup compile it (never drawn).
  const burst = useMemo(() => {
    const g = new THREE.BufferGeometry();
    g.setAttribute('position', new THREE.BufferAttribute(new Float32Array(3), 3));
    g.setAttribute('aVel', new THREE.BufferAttribute(new Float32Array(3), 3));
    return { geometry: g, material: acquireBurstMaterial() };
  }, []);
  // Only after the table's first frame: started earlier, the compile of every hidden effect queued
  // ahead of the visible scene's programs in the GPU process, and the first frame waited for all of
  // them (bench:client: 5.6-6.0 s after the data instead of 1.3 s, whenever the warmup's animation
  // frame ran before the scene's first render).
  const drawn = useRef(false);
  const [firstFrameDrawn, setFirstFrameDrawn] = useState(false);
  useFrame(() => {
    if (drawn.current) return;
    drawn.current = true;
    setFirstFrameDrawn(true);
  }, 1000); // after the frame's render (the post-processing renders at priority 1)
  useEffect(() => {
    if (!firstFrameDrawn) return;
    let cancelled = false;
    const frame = requestAnimationFrame(() => {
      if (cancelled) return;
      const shown: THREE.Object3D[] = [];
      scene.traverse((o) => {
        if (!o.visible) {
          shown.push(o);
          o.visible = true;
        }
      });
      const target = new THREE.WebGLRenderTarget(4, 4, { type: THREE.HalfFloatType });
      const previous = gl.getRenderTarget();
      gl.setRenderTarget(target);
      const done = gl.compileAsync(scene, camera);
      gl.setRenderTarget(previous);
      target.dispose();
      for (const o of shown) o.visible = false;
      void done.then(() => {
        if (cancelled) return;
        drawEverythingOnce(gl, scene, camera);
        // three checks a program (reads its info log: a synchronous wait for the driver's compile) at
        // its first use. Pay that now for every program, not in the frame where an effect first shows.
        for (const program of gl.info.programs ?? []) program.getUniforms();
        invalidate();
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [firstFrameDrawn, gl, scene, camera, invalidate]);
  return <points geometry={burst.geometry} material={burst.material} visible={false} frustumCulled={false} />;
}

/**
 * Draws the whole scene once, hidden and off-screen objects included, into a tiny target: compileAsync
 * does not compile the shadow pass, whose depth programs (instanced or not, with instance colours or
 * not) were otherwise linked the first time an effect that casts a shadow (the padlock) showed mid-game.
 */
function drawEverythingOnce(gl: THREE.WebGLRenderer, scene: THREE.Scene, camera: THREE.Camera): void {
  const changed: { o: THREE.Object3D; visible: boolean; culled: boolean }[] = [];
  scene.traverse((o) => {
    changed.push({ o, visible: o.visible, culled: o.frustumCulled });
    o.visible = true;
    o.frustumCulled = false;
  });
  const target = new THREE.WebGLRenderTarget(4, 4, { type: THREE.HalfFloatType });
  const previous = gl.getRenderTarget();
  gl.setRenderTarget(target);
  gl.shadowMap.needsUpdate = true;
  gl.render(scene, camera);
  gl.setRenderTarget(previous);
  target.dispose();
  for (const { o, visible, culled } of changed) {
    o.visible = visible;
    o.frustumCulled = culled;
  }
  // That shadow map showed the hidden objects too: the next frame draws it again (ShadowOnDemand).
  gl.shadowMap.needsUpdate = true;
}
