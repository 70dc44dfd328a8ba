/**
 * Orbit controls with sensible limits, plus smooth flights to the preset views of uiStore.camera
 * ('table', 'mine', a zone, or 'follow', which frames the zone being resolved), or, while
 * uiStore.directorCamera is on, to the director's shots (director/). Dragging the view cancels a flight;
 * the next preset change starts a new one. With reduced motion every change is a cut (no flight).
 *
 * Dragging (or zooming) while the director is on turns it off, and the HUD says so; the camera stays
 * where the user put it. That is what the spectator clients of the big broadcast games do (Dota 2's
 * directed camera, League of Legends' director mode): the viewer's own input hands the camera to the
 * viewer until they choose the automatic camera again. Pausing and snatching it back a few seconds
 * later would fight a viewer who is still looking at something.
 */
import { OrbitControls } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import type { GameCamera } from '../platform/gamePackage.js';
import type { Moment } from '../platform/moments.js';
import { useGameStore } from '../state/gameStore.js';
import { useUiStore } from '../state/uiStore.js';
import { shotKey } from './director/director.js';
import { useDirectorShot } from './director/useDirectorShot.js';
import { easeInOutCubic, nowMs, tweenProgress } from './tween.js';

const FLIGHT_SECONDS = 1.1;

declare global {
  interface Window {
    /** For tests and tools: the live camera position and the current view's key (set on changes, never per frame). */
    __emberforgeCamera?: { position: THREE.Vector3; view: string };
  }
}

/** The table's game: where its camera stands (presets, director shots) and its events as moments. */
export interface RigGame {
  camera: GameCamera;
  momentsOf(event: unknown): readonly Moment[];
}

export default function CameraRig({ game }: { game: RigGame }) {
  const { camera: poses } = game;
  const mode = useUiStore((s) => s.camera);
  const reducedMotion = useUiStore((s) => s.reducedMotion);
  const director = useUiStore((s) => s.directorCamera);
  const shot = useDirectorShot(director, { momentsOf: game.momentsOf, stageOf: poses.stageOf, ended: poses.ended });
  const anchorSeat = useGameStore((s) => s.mySeat ?? 0);
  const playerCount = useGameStore((s) => poses.playerCount(s.view));
  // Only the zone to frame (a string): the rig re-renders when it changes, not on every move.
  const focus = useGameStore((s) =>
    mode === 'follow' && !director
      ? poses.followTarget(
          s.view,
          s.log.slice(-30).map((l) => l.event),
        )
      : null,
  );
  const camera = useThree((s) => s.camera);
  const invalidate = useThree((s) => s.invalidate);
  const controls = useRef<OrbitControlsImpl>(null);
  const pose = director ? (shot ? poses.shotPose(shot, anchorSeat, playerCount) : poses.tablePose) : poses.presetPose(mode, focus);
  const key = director ? `director:${shot ? shotKey(shot) : 'table'}:${anchorSeat}/${playerCount}` : `${mode}:${focus ?? ''}`;
  const flight = useMemo(
    () => ({
      t: 1,
      start: 0,
      fromPos: new THREE.Vector3(),
      fromTarget: new THREE.Vector3(),
      toPos: new THREE.Vector3(),
      toTarget: new THREE.Vector3(),
    }),
    [],
  );
  const started = useRef(false);
  const snap = useRef(true);

  useEffect(() => {
    const c = controls.current;
    window.__emberforgeCamera = { position: camera.position, view: key };
    // The user took the camera (a drag turned the director off): it stays where they put it.
    if (!director && useUiStore.getState().directorNote === 'manual') return;
    flight.toPos.set(...pose.position);
    flight.toTarget.set(...pose.target);
    if (!started.current || reducedMotion || !c) {
      snap.current = true;
      flight.t = 1;
      started.current = true;
    } else {
      flight.fromPos.copy(camera.position);
      flight.fromTarget.copy(c.target);
      flight.start = nowMs();
      flight.t = 0;
    }
    invalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reducedMotion]);

  useEffect(() => {
    const c = controls.current;
    if (!c) return;
    const cancel = () => {
      flight.t = 1;
      const ui = useUiStore.getState();
      if (ui.directorCamera) ui.setDirectorCamera(false, 'manual');
    };
    c.addEventListener('start', cancel);
    return () => c.removeEventListener('start', cancel);
  }, [flight]);

  // Progress is elapsed wall time (not capped frame deltas): a slow renderer still lands on time.
  useFrame(() => {
    const c = controls.current;
    if (!c) return;
    if (snap.current) {
      snap.current = false;
      camera.position.copy(flight.toPos);
      c.target.copy(flight.toTarget);
      c.update();
      invalidate();
      return;
    }
    if (flight.t >= 1) return;
    flight.t = tweenProgress(flight.start, FLIGHT_SECONDS);
    const k = easeInOutCubic(flight.t);
    camera.position.lerpVectors(flight.fromPos, flight.toPos, k);
    c.target.lerpVectors(flight.fromTarget, flight.toTarget, k);
    c.update();
    invalidate();
  });

  return (
    <OrbitControls
      ref={controls}
      makeDefault
      minDistance={4}
      maxDistance={34}
      minPolarAngle={0.15}
      maxPolarAngle={1.28}
      enableDamping
      dampingFactor={0.12}
    />
  );
}
