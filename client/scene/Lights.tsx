/**
 * Warm forge lighting: a shadow-casting key light, a cool fill, and the board's ember glow.
 * The shadow map is 1024² (it was 2048²: a quarter of the depth pass's pixels, no visible difference
 * at 1920x1080 under the soft PCF filter) and is redrawn only when a caster moved (ShadowOnDemand).
 */
export default function Lights() {
  return (
    <>
      <hemisphereLight args={['#ffd9b0', '#1a0d06', 0.9]} />
      <directionalLight
        position={[-9, 20, 11]}
        intensity={3.2}
        color="#ffe2bf"
        castShadow
        shadow-mapSize-width={1024}
        shadow-mapSize-height={1024}
        shadow-camera-left={-17}
        shadow-camera-right={17}
        shadow-camera-top={15}
        shadow-camera-bottom={-15}
        shadow-camera-near={1}
        shadow-camera-far={60}
        shadow-bias={-0.0004}
        shadow-normalBias={0.02}
      />
      <directionalLight position={[12, 8, -10]} intensity={0.45} color="#8fb4ff" />
      <pointLight position={[0, 3.2, 0]} intensity={30} distance={14} decay={1.6} color="#ff8a3a" />
    </>
  );
}
