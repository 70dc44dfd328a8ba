/**
 * The 3D table: a full-size <Canvas> reading the game and UI stores (no props). Renders on demand:
 * components invalidate while something moves, so an idle table costs no frames. The shell's part:
 * the canvas, lights, environment, camera rig, effects and render policy; the game's pieces are its
 * package's Scene (client/platform/gamePackage.ts).
 *
 * Memoised and stateless: the HUD around it re-renders on every game update, and a re-render here
 * would re-render the whole scene graph (and used to re-capture the environment map, ~90 extra draw
 * calls per animating frame). The adaptive resolution therefore sets the canvas's pixel ratio
 * through r3f's store (DprMonitor) instead of React state.
 */
import { Canvas } from '@react-three/fiber';
import { memo, Suspense } from 'react';
import * as THREE from 'three';
import { useEventSounds } from '../audio/useEventSounds.js';
import { useFocusReporter } from '../input/focusReporter.js';
import { useGamePackage } from '../platform/gamePackages.js';
import { tableGameId, useGameStore } from '../state/gameStore.js';
import { sceneOverlay } from './sceneOverlay.js';
import CameraRig from './CameraRig.js';
import DprMonitor from './DprMonitor.js';
import { fullDpr } from './dprPolicy.js';
import DrawCallProbe from './DrawCallProbe.js';
import TableReadySignal from './TableReadySignal.js';
import PiecesMounted from './PiecesMounted.js';
import ForgeEnvironment from './ForgeEnvironment.js';
import Lights from './Lights.js';
import ViewInsetFraming from './ViewInsetFraming.js';
import ShadowOnDemand from './ShadowOnDemand.js';
import SceneEffects from './SceneEffects.js';
import { perfMark, SCENE_MOUNTED_MARK } from './perfMarks.js';
import { useUiStore } from '../state/uiStore.js';

perfMark('scene-module');

const INITIAL_DPR = fullDpr(typeof window === 'undefined' ? 1 : window.devicePixelRatio);

function TableScene() {
  // The table's game draws its pieces; its package is loaded before the table opens (App, GameScreen).
  const gameId = useGameStore(tableGameId);
  const pkg = useGamePackage(gameId);
  useEventSounds(pkg.momentsOf);
  useFocusReporter(pkg.reportableFocus);
  // The overlay's transparent background (OBS composes the page over the camera): a canvas with an
  // alpha channel and no scene background. Read once: the WebGL context is created with it.
  const transparent = useUiStore.getState().transparentScene;
  return (
    <div style={{ position: 'absolute', inset: 0, overflow: 'hidden' }} data-table-scene={gameId}>
      {/* Before the canvas, so that its ref is set when the labels inside the canvas mount. */}
      <div
        ref={(el) => {
          sceneOverlay.current = el;
        }}
        style={{ position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'hidden', zIndex: 1 }}
      />
      <Canvas
        frameloop="demand"
        performance={{ min: 0.5 }}
        shadows
        dpr={INITIAL_DPR}
        camera={{ position: [0, 17, 16.8], fov: 45, near: 0.5, far: 120 }}
        gl={{ antialias: false, alpha: transparent, powerPreference: 'high-performance', toneMapping: THREE.NoToneMapping }}
        style={{ position: 'absolute', inset: 0 }}
        onCreated={({ gl }) => {
          // three checks every program's link and compile logs at its first use: three synchronous
          // round trips to the GPU process per program, each waiting for all the work queued before it
          // (on SwiftShader, the compositor's frames too). The development build keeps the check.
          gl.debug.checkShaderErrors = import.meta.env.DEV;
          perfMark(SCENE_MOUNTED_MARK);
        }}
        onPointerMissed={() => {
          /* clicking empty table does nothing; the HUD owns cancellation */
        }}
      >
        {!transparent && <color attach="background" args={['#0d0806']} />}
        <fog attach="fog" args={['#0d0806', 38, 75]} />
        <DprMonitor initial={INITIAL_DPR} />
        <ShadowOnDemand />
        <DrawCallProbe />
        <TableReadySignal />
        <Lights />
        <ForgeEnvironment />
        <Suspense fallback={null}>
          <pkg.Scene />
          <PiecesMounted />
        </Suspense>
        <CameraRig game={pkg} />
        <ViewInsetFraming />
        <SceneEffects transparent={transparent} />
      </Canvas>
    </div>
  );
}

export default memo(TableScene);
