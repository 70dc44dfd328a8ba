/**
 * Compiles every shader the table may need once, right after its first frame, instead of at first use in
 * the middle of a game: an effect that first shows mid-game (fire, frost, a glow frame, the padlock,
 * a forge burst) used to stall its frame while its program compiled (the biggest main-thread cost of
 * an animating frame on a software renderer: seconds in three's getProgramInfoLog under SwiftShader).
 * Hidden objects are made visible for the compile only (no frame is drawn in between); the rest of the
 * work comes in slices, in the page's idle moments. three's programs differ
 * between drawing into a render target and onto the canvas (output colour space, tone mapping): the
 * warmup compiles for the output the scene is drawn to (SceneEffects: the post-processing's render
 * target on a GPU, the canvas itself on a software renderer).
 * Once every program is checked (three's first-use check), the scene is drawn once with everything
 * shown, which also compiles and checks the shadow pass's depth programs.
 */
import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import * as THREE from 'three';
import { useHudStore } from '../../../hud/hudStore.js';
import { acquireBurstMaterial } from './ForgeBurst.js';
import { perfMark, SHADERS_WARM_MARK } from '../../../scene/perfMarks.js';
import { drawsStraightToCanvas } from '../../../scene/SceneEffects.js';
import { whenIdle } from '../../../scene/whenIdle.js';

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
  // Only after the table's first frame with its data (TableReadySignal; a table link draws the empty
  // table while it joins, and the pieces' programs come with the data): started earlier, the compile of
  // every hidden effect queued ahead of the visible scene's programs in the GPU process, and the first
  // frame waited for all of them (bench:client: 5.6-6.0 s after the data instead of 1.3 s, whenever the
  // warmup's animation frame ran before the scene's first render).
  const firstFrameDrawn = useHudStore((s) => s.tableReady);
  useEffect(() => {
    if (!firstFrameDrawn) return;
    const run = { cancelled: false };
    void warmUp(gl, scene, camera, run).then(() => {
      if (!run.cancelled) invalidate();
    });
    return () => {
      run.cancelled = true;
    };
  }, [firstFrameDrawn, gl, scene, camera, invalidate]);
  return <points geometry={burst.geometry} material={burst.material} visible={false} frustumCulled={false} />;
}

/**
 * The warmup in slices, each in its own idle moment: the compile of every program is asked for at once
 * (the driver works on them in the background), then each new program's first-use check, a synchronous
 * wait for that one compile, then the everything-visible draw. On a software renderer the whole warmup
 * holds the page for seconds; in slices, input and frames are handled in between (it used to be one
 * block in the frame after the first, which also held that first frame's end back by seconds).
 */
async function warmUp(gl: THREE.WebGLRenderer, scene: THREE.Scene, camera: THREE.Camera, run: { cancelled: boolean }): Promise<void> {
  await whenIdle();
  if (run.cancelled) return;
  const before = new Set(gl.info.programs ?? []);
  const shown: THREE.Object3D[] = [];
  scene.traverse((o) => {
    if (!o.visible) {
      shown.push(o);
      o.visible = true;
    }
  });
  try {
    onSceneOutput(gl, () => gl.compile(scene, camera));
  } finally {
    for (const o of shown) o.visible = false;
  }
  // three checks a program (reads its info log: a synchronous wait for the driver's compile) at its
  // first use. Pay that now for every program, not in the frame where an effect first shows.
  for (const program of (gl.info.programs ?? []).filter((p) => !before.has(p))) {
    await whenIdle();
    if (run.cancelled) return;
    if (gl.info.programs?.includes(program)) program.getUniforms();
  }
  await whenIdle();
  if (run.cancelled) return;
  drawEverythingOnce(gl, scene, camera);
  perfMark(SHADERS_WARM_MARK);
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
  gl.shadowMap.needsUpdate = true;
  onSceneOutput(gl, () => gl.render(scene, camera));
  for (const { o, visible, culled } of changed) {
    o.visible = visible;
    o.frustumCulled = culled;
  }
  // That shadow map showed the hidden objects too: the next frame draws it again (ShadowOnDemand).
  gl.shadowMap.needsUpdate = true;
}

/**
 * Runs `draw` with the output the scene is drawn to bound, at a negligible size: a 4x4 render target
 * like the post-processing's, or, where the scene goes straight to the canvas, the canvas with every
 * pixel but one scissored away (what lands there is drawn over by the frame that follows, before the
 * canvas is shown: a canvas is presented only after the animation frame's callbacks).
 */
function onSceneOutput(gl: THREE.WebGLRenderer, draw: () => void): void {
  const previous = gl.getRenderTarget();
  if (drawsStraightToCanvas(gl)) {
    const scissor = gl.getScissor(new THREE.Vector4());
    const scissorTest = gl.getScissorTest();
    gl.setRenderTarget(null);
    gl.setScissorTest(true);
    gl.setScissor(0, 0, 1, 1);
    try {
      draw();
    } finally {
      gl.setScissor(scissor);
      gl.setScissorTest(scissorTest);
      gl.setRenderTarget(previous);
    }
    return;
  }
  const target = new THREE.WebGLRenderTarget(4, 4, { type: THREE.HalfFloatType });
  gl.setRenderTarget(target);
  try {
    draw();
  } finally {
    gl.setRenderTarget(previous);
    target.dispose();
  }
}
