/**
 * The table's post-processing: bloom (the embers and fire glow), a vignette and neutral tone mapping.
 * On a GPU the scene is drawn 4x multisampled. On a software renderer (SwiftShader, llvmpipe: the
 * pixels are drawn on the CPU) it is drawn without multisampling: the 4x target and its resolve were
 * the largest share of each frame's rasterisation there, and that renderer already draws at a lowered
 * resolution (DprMonitor). The bloom and the picture's colours are the same on both.
 */
import { useThree } from '@react-three/fiber';
import { Bloom, EffectComposer, ToneMapping, Vignette } from '@react-three/postprocessing';
import { ToneMappingMode } from 'postprocessing';
import { useMemo } from 'react';
import { isSoftwareRenderer } from './softwareRenderer.js';

/** Multisampling of the scene's render target on a GPU. */
export const GPU_MULTISAMPLING = 4;

/** `transparent`: the overlay's transparent page (no bloom: it adds its glow to the alpha channel too and would paint the page). */
export default function SceneEffects({ transparent = false }: { transparent?: boolean }) {
  const gl = useThree((s) => s.gl);
  const soft = useMemo(() => isSoftwareRenderer(gl.getContext()), [gl]);
  return (
    <EffectComposer multisampling={soft ? 0 : GPU_MULTISAMPLING}>
      {!transparent ? <Bloom mipmapBlur luminanceThreshold={1} luminanceSmoothing={0.2} intensity={1.25} levels={5} /> : <></>}
      <Vignette offset={0.3} darkness={0.55} />
      <ToneMapping mode={ToneMappingMode.NEUTRAL} />
    </EffectComposer>
  );
}
