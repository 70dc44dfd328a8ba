/**
 * One monster's moment at the Defend step, on its position: attacking (a red ring bursts from its card
 * and red strikes fly to every player's area: each of them loses what the card says) or falling to its
 * defenders (a gold ring, the strikes fly back to the defenders' areas as their medals). A label names
 * the monster with a claw (attack) or a shield (defeated), no words to translate. Removes itself.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import SceneHtml from '../../../scene/SceneHtml.js';
import { nowMs, tweenProgress } from '../../../scene/tween.js';
import type { Vec3 } from './layout.js';
import { PILL } from './labelStyle.js';

export const BURST_SECONDS = 1.8;
const MAX_STRIKES = 6;

const ring = new THREE.RingGeometry(0.55, 0.7, 40).rotateX(-Math.PI / 2);
const strike = new THREE.IcosahedronGeometry(0.12, 1);
/**
 * The bursts' one shader program: every burst clones this material (a clone shares its program), and
 * BurstWarmup compiles it when the table opens, so the first attack does not stall on a compile
 * (seconds on a software renderer).
 */
export const BURST_BASE = new THREE.MeshBasicMaterial({ transparent: true, depthWrite: false, toneMapped: false });

export interface BurstProps {
  kind: 'attack' | 'defeat';
  at: Vec3;
  /** Where the strikes fly: every area (attack) or the defenders' areas (defeat). */
  to: Vec3[];
  name: string;
  onDone: () => void;
}

function Claw() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" style={{ verticalAlign: '-2px', marginRight: 4 }}>
      <path d="M2 1 Q5 7 4 13 M6 1 Q9 7 8 13 M10 1 Q13 7 12 13" stroke="#ff5a4a" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

function Shield() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" style={{ verticalAlign: '-2px', marginRight: 4 }}>
      <path d="M7 1 L12.5 3 Q12.3 10 7 13 Q1.7 10 1.5 3 Z" fill="#f2c230" />
    </svg>
  );
}

export default function MonsterBurst({ kind, at, to, name, onDone }: BurstProps) {
  const invalidate = useThree((s) => s.invalidate);
  const ringMesh = useRef<THREE.Mesh>(null);
  const strikes = useRef<THREE.InstancedMesh>(null);
  const start = useRef(nowMs());
  const done = useRef(false);
  const color = kind === 'attack' ? '#ff3a22' : '#ffc23a';
  const ringMaterial = useMemo(() => {
    const m = BURST_BASE.clone();
    m.color.set(color);
    return m;
  }, [color]);
  const strikeMaterial = useMemo(() => {
    const m = BURST_BASE.clone();
    m.color.set(color);
    return m;
  }, [color]);
  const targets = useMemo(() => to.slice(0, MAX_STRIKES).map((p) => new THREE.Vector3(p[0], 0.3, p[2])), [to]);
  const from = useMemo(() => new THREE.Vector3(at[0], 0.3, at[2]), [at]);
  useLayoutEffect(
    () => () => {
      ringMaterial.dispose();
      strikeMaterial.dispose();
    },
    [ringMaterial, strikeMaterial],
  );
  const m = useMemo(() => new THREE.Matrix4(), []);
  const p = useMemo(() => new THREE.Vector3(), []);
  useFrame(() => {
    const t = tweenProgress(start.current, BURST_SECONDS);
    const r = ringMesh.current;
    if (r) {
      const k = Math.min(1, t * 1.6);
      r.scale.setScalar(0.6 + k * 1.4);
      ringMaterial.opacity = Math.max(0, 1 - k);
    }
    const im = strikes.current;
    if (im) {
      // The strikes leave once the ring has burst, and arrive by the end.
      const k = Math.min(1, Math.max(0, (t - 0.2) / 0.7));
      targets.forEach((target, i) => {
        p.lerpVectors(from, target, k);
        p.y += Math.sin(Math.PI * k) * 1.2;
        const s = k <= 0 || k >= 1 ? 0.001 : 1;
        im.setMatrixAt(i, m.makeScale(s, s, s).setPosition(p));
      });
      im.count = targets.length;
      im.instanceMatrix.needsUpdate = true;
    }
    if (t >= 1 && !done.current) {
      done.current = true;
      onDone();
    }
    if (t < 1) invalidate();
  });
  return (
    <>
      <mesh ref={ringMesh} geometry={ring} material={ringMaterial} position={[at[0], at[1] + 0.3, at[2]]} renderOrder={2} />
      <instancedMesh ref={strikes} args={[strike, strikeMaterial, MAX_STRIKES]} frustumCulled={false} />
      <SceneHtml position={[at[0], at[1] + 0.6, at[2] - 0.75]} center zIndex={3}>
        <div data-dwarf-burst={kind} style={{ ...PILL, font: '700 14px system-ui, sans-serif', borderColor: color }}>
          {kind === 'attack' ? <Claw /> : <Shield />}
          {name}
        </div>
      </SceneHtml>
    </>
  );
}
