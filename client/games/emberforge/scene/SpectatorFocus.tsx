/**
 * Shared focus (issue 12), for spectators: a soft, cool pool of light under what the player whose
 * turn it is points at (a zone, a commission slot, a face-up card), gliding from one target to the
 * next and fading out when the focus is cleared. Pale blue and still (no pulse, below the bloom
 * threshold), so it never reads as the warm, pulsing glow of the player's own choices. Players never
 * receive a focus (the server sends it to spectators only), so nothing shows at a seat.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import { useGameStore } from '../state/gameStore.js';
import { useUiStore } from '../../../state/uiStore.js';
import { focusAnchor, type FocusAnchor } from './focusTargets.js';
import { clampDelta } from '../../../scene/tween.js';
import { useFadeLevel } from '../../../scene/useFadeLevel.js';

const COLOR = '#9fd6ff';
const PEAK_OPACITY = 0.55;
/** Height above what it lies on (the board's top for a zone, the table for the rest). */
const LIFT = 0.013;

let glowTexture: THREE.CanvasTexture | null = null;

/** A rounded rectangle with a soft rim and a faint inside, drawn once. */
function focusGlowTexture(): THREE.CanvasTexture {
  if (glowTexture) return glowTexture;
  const size = 128;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const g = canvas.getContext('2d')!;
  const rect = (inset: number) => {
    g.beginPath();
    g.roundRect(inset, inset, size - 2 * inset, size - 2 * inset, 18);
  };
  g.fillStyle = 'rgba(255,255,255,0.16)';
  rect(14);
  g.fill();
  g.shadowColor = 'rgba(255,255,255,1)';
  g.shadowBlur = 12;
  g.strokeStyle = 'rgba(255,255,255,0.9)';
  g.lineWidth = 4;
  rect(14);
  g.stroke();
  glowTexture = new THREE.CanvasTexture(canvas);
  glowTexture.colorSpace = THREE.SRGBColorSpace;
  return glowTexture;
}

export default function SpectatorFocus() {
  const focus = useGameStore((s) => s.focus);
  const view = useGameStore((s) => s.view);
  const mySeat = useGameStore((s) => s.mySeat);
  const reducedMotion = useUiStore((s) => s.reducedMotion);
  const invalidate = useThree((s) => s.invalidate);
  const anchor = useMemo(
    () => (focus?.target && view ? focusAnchor(view, focus.target, mySeat ?? 0, mySeat) : null),
    [focus, view, mySeat],
  );
  const mesh = useRef<THREE.Mesh>(null);
  /** Where the glow is heading (kept after a clear, so that it fades out in place). */
  const goal = useRef<FocusAnchor | null>(null);
  const placed = useRef(false);
  const material = useMemo(
    () =>
      new THREE.MeshBasicMaterial({
        map: focusGlowTexture(),
        color: COLOR,
        transparent: true,
        opacity: 0,
        depthWrite: false,
        toneMapped: false,
        blending: THREE.AdditiveBlending,
      }),
    [],
  );
  useEffect(() => () => material.dispose(), [material]);
  useEffect(() => {
    if (anchor) goal.current = anchor;
    invalidate();
  }, [anchor, invalidate]);

  useFadeLevel(
    anchor !== null,
    false,
    (level) => {
      material.opacity = PEAK_OPACITY * level;
      if (mesh.current) mesh.current.visible = level > 0;
      if (level === 0) placed.current = false; // the next focus appears where it is, without gliding there
    },
    0.3,
    reducedMotion,
  );

  // Glides to the next target (position, size and turn) instead of jumping.
  useFrame((_, raw) => {
    const m = mesh.current;
    const a = goal.current;
    if (!m || !a) return;
    const [x, y, z] = a.position;
    const k = reducedMotion || !placed.current ? 1 : Math.min(1, clampDelta(raw) * 14);
    placed.current = true;
    m.position.x += (x - m.position.x) * k;
    m.position.y = y + LIFT;
    m.position.z += (z - m.position.z) * k;
    m.scale.x += (a.width - m.scale.x) * k;
    m.scale.y += (a.depth - m.scale.y) * k;
    m.rotation.z += (a.yaw - m.rotation.z) * k;
    const far = Math.abs(x - m.position.x) + Math.abs(z - m.position.z) + Math.abs(a.width - m.scale.x) + Math.abs(a.depth - m.scale.y);
    if (far > 0.002) invalidate();
  });

  return (
    <mesh ref={mesh} visible={false} rotation={[-Math.PI / 2, 0, 0]} material={material} renderOrder={2}>
      <planeGeometry args={[1, 1]} />
    </mesh>
  );
}
