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
import type { CameraPose, GameCamera } from '../platform/gamePackage.js';
import type { Moment } from '../platform/moments.js';
import { useGameStore } from '../state/gameStore.js';
import { useUiStore } from '../state/uiStore.js';
import { useFraming } from '../state/viewInsets.js';
import { shotKey } from './director/director.js';
import { useDirectorShot } from './director/useDirectorShot.js';
import { fitTablePose } from './tableFit.js';
import { easeInOutCubic, nowMs, tweenProgress } from './tween.js';

const FLIGHT_SECONDS = 1.1;
/** How far the user may zoom out (world units), unless the fitted table pose stands farther. */
const MAX_DISTANCE = 34;

/** The scene's fog as the table set it, before a fitted pose moved it back. */
const FOG_BASE = new WeakMap<THREE.Fog, [number, number]>();

const distanceOf = (p: CameraPose) => Math.hypot(p.position[0] - p.target[0], p.position[1] - p.target[1], p.position[2] - p.target[2]);

declare global {
  interface Window {
    /**
     * For tests and tools: the live camera position and the current view's key (set on changes, never
     * per frame), and since when (page time, ms) that view has been the camera's.
     */
    __emberforgeCamera?: { position: THREE.Vector3; view: string; since: number; fitted?: boolean; framing?: unknown };
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
  const scene = useThree((s) => s.scene);
  const framing = useFraming((s) => s.framing);
  const chosen = director ? (shot ? poses.shotPose(shot, anchorSeat, playerCount) : poses.tablePose) : poses.presetPose(mode, focus);
  // The whole table fits the screen and leaves the board clear of the HUD (phones: tableFit.ts).
  const bounds = poses.tableBounds && playerCount > 0 ? poses.tableBounds(playerCount) : null;
  const pose = useMemo(
    () =>
      chosen === poses.tablePose && bounds && framing && camera instanceof THREE.PerspectiveCamera
        ? fitTablePose({ pose: chosen, bounds, camera, width: framing.width, height: framing.height, insets: framing.insets })
        : chosen,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the bounds follow playerCount
    [chosen, playerCount, framing, camera],
  );
  const key = director ? `director:${shot ? shotKey(shot) : 'table'}:${anchorSeat}/${playerCount}` : `${mode}:${focus ?? ''}`;
  const poseKey = `${pose.position.join(',')}|${pose.target.join(',')}`;
  // A table fitted farther back than the game's pose: the fog and the zoom limit move back with it.
  const extra = Math.max(0, distanceOf(pose) - distanceOf(poses.tablePose));
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
    if (!(scene.fog instanceof THREE.Fog)) return;
    const fog = scene.fog;
    const base = FOG_BASE.get(fog) ?? [fog.near, fog.far];
    FOG_BASE.set(fog, base);
    fog.near = base[0] + extra;
    fog.far = base[1] + extra;
    invalidate();
  }, [scene, extra, invalidate]);

  useEffect(() => {
    const c = controls.current;
    const before = window.__emberforgeCamera;
    const since = before?.view === key ? before.since : performance.now();
    window.__emberforgeCamera = { position: camera.position, view: key, since, fitted: pose !== chosen, framing };
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
  }, [key, poseKey, reducedMotion]);

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
      maxDistance={Math.max(MAX_DISTANCE, (distanceOf(pose) + 1) * 1.2)}
      minPolarAngle={0.15}
      maxPolarAngle={1.28}
      enableDamping
      dampingFactor={0.12}
    />
  );
}
