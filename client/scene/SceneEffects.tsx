/**
 * The table's post-processing: bloom (the embers and fire glow), a vignette and neutral tone mapping,
 * the scene drawn 4x multisampled, on a GPU.
 *
 * On a software renderer (SwiftShader, llvmpipe: the pixels are drawn on the CPU) the scene is drawn
 * straight to the canvas with three's own neutral tone mapping (the same curve as the effect's), no
 * bloom and no vignette. There every pass costs its pixels on the CPU: the composer's full-size
 * render target, bloom's luminance pass and mip chain, and the final effect pass were most of each
 * frame's time left after the environment map (measured in the e2e harness's Chromium: docs/BENCHMARKS.md,
 * issue 9), and the frame rate there is set by that time, not by the page.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { Bloom, EffectComposer, ToneMapping, Vignette } from '@react-three/postprocessing';
import { ToneMappingMode } from 'postprocessing';
import { useLayoutEffect, useMemo } from 'react';
import * as THREE from 'three';
import { isSoftwareRenderer } from './softwareRenderer.js';

/** Multisampling of the scene's render target on a GPU. */
export const GPU_MULTISAMPLING = 4;

/** Whether the scene is drawn straight to the canvas (a software renderer), not through the post-processing. */
export function drawsStraightToCanvas(gl: THREE.WebGLRenderer): boolean {
  return isSoftwareRenderer(gl.getContext());
}

/** `transparent`: the overlay's transparent page (no bloom: it adds its glow to the alpha channel too and would paint the page). */
export default function SceneEffects({ transparent = false }: { transparent?: boolean }) {
  const gl = useThree((s) => s.gl);
  const direct = useMemo(() => drawsStraightToCanvas(gl), [gl]);
  if (direct) return <DirectRender />;
  return (
    <EffectComposer multisampling={GPU_MULTISAMPLING}>
      {!transparent ? <Bloom mipmapBlur luminanceThreshold={1} luminanceSmoothing={0.2} intensity={1.25} levels={5} /> : <></>}
      <Vignette offset={0.3} darkness={0.55} />
      <ToneMapping mode={ToneMappingMode.NEUTRAL} />
    </EffectComposer>
  );
}

/**
 * The scene rendered to the canvas in the composer's place (priority 1: after the scene's own
 * updates, where the composer renders; a positive priority is what turns r3f's own render off).
 */
function DirectRender() {
  const gl = useThree((s) => s.gl);
  // Before the first frame compiles any material: tone mapping is part of each program.
  useLayoutEffect(() => {
    const before = gl.toneMapping;
    gl.toneMapping = THREE.NeutralToneMapping;
    return () => {
      gl.toneMapping = before;
    };
  }, [gl]);
  useFrame(({ gl: renderer, scene, camera }) => renderer.render(scene, camera), 1);
  return null;
}
