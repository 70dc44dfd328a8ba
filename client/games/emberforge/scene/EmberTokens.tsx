/**
 * The ember tokens (3 per player) as one instanced mesh glowing in each player's colour. A token arcs
 * from its owner's area onto a zone when placed and back at the end of the round; embers on a locked
 * (overheated) zone dim.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import { useGameStore } from '../state/gameStore.js';
import { useViewSlice } from '../state/useViewSlice.js';
import { useUiStore } from '../../../state/uiStore.js';
import { assignEmbers, emberPosition, embersOfView, type EmberToken } from './emberLayout.js';
import EmberHalos from './EmberHalos.js';
import { PLAYER_HEX } from './playerColors.js';
import { pieceMaterial } from './pieceMaterial.js';
import { easeInOutCubic, nowMs, tweenProgress } from '../../../scene/tween.js';
import { noteMotion } from '../../../scene/motionClock.js';

const MAX = 16;
const FLIGHT_SECONDS = 0.75;

interface Flight {
  from: THREE.Vector3;
  to: THREE.Vector3;
  pos: THREE.Vector3;
  /** When the flight started (performance.now ms); progress comes from elapsed time, not frames. */
  start: number;
  /** 1 once landed. */
  t: number;
  arc: number;
}

/** Glowing in their instance colours; the icosahedron (detail 0) carries one normal per face, so no flatShading is needed for the facets. */
const emberMaterial = () => pieceMaterial({ roughness: 0.25, metalness: 0.1 }, true);

export default function EmberTokens() {
  const view = useViewSlice(embersOfView);
  const mySeat = useGameStore((s) => s.mySeat);
  const reducedMotion = useUiStore((s) => s.reducedMotion);
  const invalidate = useThree((s) => s.invalidate);
  const mesh = useRef<THREE.InstancedMesh>(null);
  const tokens = useRef<EmberToken[]>([]);
  const flights = useRef(new Map<string, Flight>());
  const geometry = useMemo(() => {
    const g = new THREE.IcosahedronGeometry(0.2, 0);
    g.scale(1, 1.25, 1);
    return g;
  }, []);
  const material = useMemo(emberMaterial, []);
  const anchor = mySeat ?? 0;
  const livePositions = useRef<THREE.Vector3[]>([]);
  /** The instance matrices need writing (a layout change or a flight under way). */
  const dirty = useRef(true);
  const haloColors = useRef<THREE.Color[]>([]);

  useLayoutEffect(() => {
    const im = mesh.current;
    if (!im) return;
    im.instanceColor ??= new THREE.InstancedBufferAttribute(new Float32Array(MAX * 3), 3);
    if (!view) return;
    const first = tokens.current.length === 0;
    const next = assignEmbers(view, tokens.current);
    tokens.current = next;
    const color = new THREE.Color();
    livePositions.current = [];
    haloColors.current = [];
    next.forEach((tok, i) => {
      const to = new THREE.Vector3(...emberPosition(tok, anchor, view.playerCount));
      const f = flights.current.get(tok.id);
      if (!f) {
        flights.current.set(tok.id, { from: to.clone(), to, pos: to.clone(), start: 0, t: 1, arc: 0 });
      } else if (!f.to.equals(to)) {
        f.from.copy(f.pos);
        f.to.copy(to);
        f.start = nowMs();
        f.t = reducedMotion || first ? 1 : 0;
        if (f.t === 0) noteMotion(FLIGHT_SECONDS);
        f.arc = Math.min(3.5, 0.8 + f.from.distanceTo(to) * 0.22);
      }
      const locked = tok.spot.kind === 'zone' && view.zones[tok.spot.zone].heat === 'overheat';
      const hex = PLAYER_HEX[view.colors[tok.seat] ?? 'red'];
      color.set(hex).multiplyScalar(locked ? 0.2 : 1.15);
      im.setColorAt(i, color);
      haloColors.current.push(new THREE.Color(hex).multiplyScalar(locked ? 0 : 0.7));
      livePositions.current.push(flights.current.get(tok.id)!.pos);
    });
    im.count = next.length;
    if (im.instanceColor) im.instanceColor.needsUpdate = true;
    dirty.current = true;
    invalidate();
  }, [view, anchor, reducedMotion, invalidate]);

  const matrix = useMemo(() => new THREE.Matrix4(), []);
  const q = useMemo(() => new THREE.Quaternion(), []);
  const one = useMemo(() => new THREE.Vector3(1, 1, 1), []);
  useFrame(() => {
    const im = mesh.current;
    // Nothing moved since the last write: no upload.
    if (!im || !dirty.current) return;
    const now = nowMs();
    let moving = false;
    tokens.current.forEach((tok, i) => {
      const f = flights.current.get(tok.id);
      if (!f) return;
      if (f.t < 1) {
        f.t = tweenProgress(f.start, FLIGHT_SECONDS, now);
        const k = easeInOutCubic(f.t);
        f.pos.lerpVectors(f.from, f.to, k);
        f.pos.y += Math.sin(Math.PI * k) * f.arc;
        if (f.t < 1) moving = true;
      } else f.pos.copy(f.to);
      matrix.compose(f.pos, q.identity(), one);
      im.setMatrixAt(i, matrix);
    });
    im.instanceMatrix.needsUpdate = true;
    dirty.current = moving;
    if (moving) invalidate();
  });

  return (
    <>
      {/* Embers glow (their colour is their light) and cast no shadow: a flight never redraws the shadow
          map (ShadowOnDemand), and the shadow pass needs no program of its own for them. */}
      <instancedMesh ref={mesh} args={[geometry, material, MAX]} frustumCulled={false} />
      <EmberHalos positions={livePositions} colors={haloColors} />
    </>
  );
}
