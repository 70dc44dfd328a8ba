/**
 * A warm studio environment built at runtime from light-formers (no HDR file to download), so the
 * metal tokens, the anvil and the board rim have something to reflect. Rendered once.
 */
import { Environment, Lightformer } from '@react-three/drei';

export default function ForgeEnvironment() {
  return (
    <Environment resolution={128} frames={1} environmentIntensity={0.55}>
      <color attach="background" args={['#120904']} />
      <Lightformer form="rect" intensity={2.5} color="#ffd2a0" position={[0, 6, 0]} rotation={[Math.PI / 2, 0, 0]} scale={[10, 10, 1]} />
      <Lightformer form="rect" intensity={3} color="#ff7a2a" position={[-6, 2, 4]} rotation={[0, Math.PI / 2, 0]} scale={[6, 2, 1]} />
      <Lightformer form="rect" intensity={1.2} color="#8fb4ff" position={[6, 3, -4]} rotation={[0, -Math.PI / 2, 0]} scale={[6, 3, 1]} />
      <Lightformer form="ring" intensity={2} color="#ffb060" position={[0, 3, 6]} scale={3} />
    </Environment>
  );
}
