/**
 * A warm studio environment built at runtime from light-formers (no HDR file to download), so the
 * metal tokens, the anvil and the board rim have something to reflect. Rendered once.
 *
 * drei's <Environment> re-captures its cube map (6 faces) and three then rebuilds the PMREM (about 90
 * draw calls in all) whenever its `children` prop changes identity, i.e. on every re-render of the
 * component that writes them. The light-formers are therefore one module-level element, and the
 * component is memoised, so the capture happens once per mount and never per game update.
 *
 * Not on a software renderer (SwiftShader, llvmpipe: softwareRenderer.ts). There every pixel of a
 * physically based material sampling the environment's PMREM costs several filtered texture reads on
 * the CPU: measured in the e2e harness's Chromium at 1280x800 (the GPU process's wait for one frame of
 * the fixture table, `readPixels` after the frame), 400 ms with it and 240 ms without, the largest
 * single share of a frame; the capture and its PMREM also sit on the first frame. The lights alone
 * light the table; the screenshots differ only in the metal tokens' highlights.
 */
import { Environment, Lightformer } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { memo, useMemo } from 'react';
import { isSoftwareRenderer } from './softwareRenderer.js';

const FORMERS = (
  <>
    <color attach="background" args={['#120904']} />
    <Lightformer form="rect" intensity={2.5} color="#ffd2a0" position={[0, 6, 0]} rotation={[Math.PI / 2, 0, 0]} scale={[10, 10, 1]} />
    <Lightformer form="rect" intensity={3} color="#ff7a2a" position={[-6, 2, 4]} rotation={[0, Math.PI / 2, 0]} scale={[6, 2, 1]} />
    <Lightformer form="rect" intensity={1.2} color="#8fb4ff" position={[6, 3, -4]} rotation={[0, -Math.PI / 2, 0]} scale={[6, 3, 1]} />
    <Lightformer form="ring" intensity={2} color="#ffb060" position={[0, 3, 6]} scale={3} />
  </>
);

function ForgeEnvironment() {
  const gl = useThree((s) => s.gl);
  const soft = useMemo(() => isSoftwareRenderer(gl.getContext()), [gl]);
  if (soft) return null;
  return (
    <Environment resolution={128} frames={1} environmentIntensity={0.55}>
      {FORMERS}
    </Environment>
  );
}

export default memo(ForgeEnvironment);
