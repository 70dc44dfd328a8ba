/**
 * The workers as meeples in their players' colours, one instanced draw call. A worker placed hops from
 * its owner's area onto its position's stack (in front of the top card's name); workers go home at the
 * end of the round; extra workers from a Call for Help drop into their owner's area when they arrive;
 * a spent worker (its card covered) and a worker committed to a Special Action lie down.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import { whiteInstanceColors } from '../../../scene/instanceColors.js';
import { easeInOutCubic, easeOutCubic, nowMs, tweenProgress } from '../../../scene/tween.js';
import { useUiStore } from '../../../state/uiStore.js';
import { useViewSlice } from '../state/useViewSlice.js';
import { CARD_T, meepleHome, mineCount, positionCenter, type Vec3 } from './layout.js';
import { createMeepleGeometry } from './meepleGeometry.js';
import { assignMeeples, type Assignment, type MeepleSpot } from './meepleLayout.js';
import { playerHex } from './playerColors.js';

const MAX = 24;
const HOP_SECONDS = 0.65;
const DROP_SECONDS = 0.8;

interface Motion {
  from: THREE.Vector3;
  to: THREE.Vector3;
  pos: THREE.Vector3;
  fromQ: THREE.Quaternion;
  toQ: THREE.Quaternion;
  quat: THREE.Quaternion;
  start: number;
  t: number;
  /** A hop between two places, or a drop from above (an extra worker arriving). */
  drop: boolean;
}

const UP = new THREE.Quaternion();
const DOWN = new THREE.Quaternion().setFromEuler(new THREE.Euler(-Math.PI / 2, 0, 0));

/** Where a meeple stands: on its position's top card (at the card's front edge), or in its area. */
export function meepleTarget(spot: MeepleSpot, stackHeights: number[], seatCount: number, participants: number): Vec3 {
  if (spot.pos === null) {
    const [x, y, z] = meepleHome(spot.who, participants, spot.slot);
    return [x, y + (spot.down ? 0.06 : 0), z + (spot.down ? 0.1 : 0)];
  }
  const [x, , z] = positionCenter(spot.pos, mineCount(seatCount));
  return [x + 0.3, (stackHeights[spot.pos] ?? 0) * CARD_T + (spot.down ? 0.06 : 0), z + 0.52];
}

export default function Meeples() {
  const view = useViewSlice((v) => ({
    workers: v.workers,
    players: v.players.map((p) => p.color),
    r: { received: v.r.received, baseLeft: v.r.baseLeft },
    heights: v.mines.flatMap((m) => m.stacks.map((s) => s.length)),
    seatCount: v.seatCount,
  }));
  const reducedMotion = useUiStore((s) => s.reducedMotion);
  const invalidate = useThree((s) => s.invalidate);
  const mesh = useRef<THREE.InstancedMesh>(null);
  const assignment = useRef<Assignment>(new Map());
  const motions = useRef(new Map<string, Motion>());
  const first = useRef(true);
  const dirty = useRef(true);
  const geometry = useMemo(() => createMeepleGeometry(), []);
  const material = useMemo(() => new THREE.MeshStandardMaterial({ roughness: 0.45, metalness: 0.05 }), []);

  const spots = useMemo(() => {
    if (!view) return [];
    const players = view.players.map(() => null);
    const r = assignMeeples({ workers: view.workers, players: players as never, r: view.r as never }, assignment.current);
    assignment.current = r.assignment;
    return r.spots.slice(0, MAX);
  }, [view]);
  const spotsRef = useRef(spots);
  spotsRef.current = spots;

  useLayoutEffect(() => {
    const im = mesh.current;
    if (!im) return;
    whiteInstanceColors(im, MAX);
    if (!view) {
      // The empty table (a link joining): no meeple, rather than MAX of them piled at the origin.
      im.count = 0;
      return;
    }
    const color = new THREE.Color();
    const seen = new Set<string>();
    spots.forEach((spot, i) => {
      im.setColorAt(i, color.set(playerHex(view.players[spot.who] ?? 'grey')));
      seen.add(spot.key);
      const to = new THREE.Vector3(...meepleTarget(spot, view.heights, view.seatCount, view.players.length));
      const toQ = spot.down ? DOWN : UP;
      const m = motions.current.get(spot.key);
      const instant = reducedMotion || first.current;
      if (!m) {
        const from = to.clone().setY(to.y + 2.6);
        motions.current.set(spot.key, {
          from,
          to,
          pos: instant ? to.clone() : from.clone(),
          fromQ: toQ.clone(),
          toQ: toQ.clone(),
          quat: toQ.clone(),
          start: nowMs(),
          t: instant ? 1 : 0,
          drop: true,
        });
      } else if (!m.to.equals(to) || !m.toQ.equals(toQ)) {
        m.from.copy(m.pos);
        m.fromQ.copy(m.quat);
        m.to.copy(to);
        m.toQ.copy(toQ);
        m.start = nowMs();
        m.t = instant ? 1 : 0;
        m.drop = false;
      }
    });
    for (const key of [...motions.current.keys()]) if (!seen.has(key)) motions.current.delete(key);
    if (im.instanceColor) im.instanceColor.needsUpdate = true;
    im.count = spots.length;
    im.userData.onMine = spots.filter((s) => s.pos !== null).length;
    if (spots.length > 0) first.current = false;
    dirty.current = true;
    invalidate();
  }, [spots, view, reducedMotion, invalidate]);

  const matrix = useMemo(() => new THREE.Matrix4(), []);
  const one = useMemo(() => new THREE.Vector3(0.8, 0.8, 0.8), []);
  useFrame(() => {
    const im = mesh.current;
    if (!im || !dirty.current) return;
    const now = nowMs();
    let moving = false;
    spotsRef.current.forEach((spot, i) => {
      const m = motions.current.get(spot.key);
      if (!m) return;
      if (m.t < 1) {
        m.t = tweenProgress(m.start, m.drop ? DROP_SECONDS : HOP_SECONDS, now);
        if (m.drop) {
          // Falls, then a small bounce.
          const k = easeOutCubic(m.t);
          m.pos.lerpVectors(m.from, m.to, k);
          m.pos.y += Math.abs(Math.sin(m.t * Math.PI * 2)) * 0.25 * (1 - m.t);
        } else {
          const k = easeInOutCubic(m.t);
          m.pos.lerpVectors(m.from, m.to, k);
          m.pos.y += Math.sin(Math.PI * k) * Math.min(1.4, 0.4 + m.from.distanceTo(m.to) * 0.25);
        }
        m.quat.slerpQuaternions(m.fromQ, m.toQ, m.drop ? 1 : easeInOutCubic(m.t));
        if (m.t < 1) moving = true;
      } else {
        m.pos.copy(m.to);
        m.quat.copy(m.toQ);
      }
      im.setMatrixAt(i, matrix.compose(m.pos, m.quat, one));
    });
    im.instanceMatrix.needsUpdate = true;
    im.boundingSphere = null;
    dirty.current = moving;
    if (moving) invalidate();
  });

  return <instancedMesh ref={mesh} name="dwarf-meeples" args={[geometry, material, MAX]} castShadow receiveShadow frustumCulled={false} />;
}
