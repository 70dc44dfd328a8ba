/**
 * Soft coloured light pools under the lit ember tokens (one additive instanced quad each), so an
 * ember reads as glowing in its player's colour without blowing out to white under tone mapping.
 * Follows the tokens' animated positions through a shared matrix buffer. Shown from the table's first
 * frame on, not in it: their program is a fifth one, and the first frame waits for at most four
 * (issue 41); the frame after it compiles theirs.
 */
import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import * as THREE from 'three';
import { useHudStore } from '../../../hud/hudStore.js';
import { radialGlowTexture } from './particles.js';

const MAX = 16;

interface Props {
  /** Live world positions of the tokens (mutated by EmberTokens every frame). */
  positions: React.RefObject<THREE.Vector3[]>;
  /** Per-token colour (already scaled: dim embers get a dark colour, i.e. no halo). */
  colors: React.RefObject<THREE.Color[]>;
}

export default function EmberHalos({ positions, colors }: Props) {
  const mesh = useRef<THREE.InstancedMesh>(null);
  const geometry = useMemo(() => new THREE.PlaneGeometry(1.1, 1.1).rotateX(-Math.PI / 2), []);
  const material = useMemo(
    () =>
      new THREE.MeshBasicMaterial({
        map: radialGlowTexture(),
        transparent: true,
        depthWrite: false,
        blending: THREE.AdditiveBlending,
        toneMapped: false,
        opacity: 0.85,
      }),
    [],
  );
  const m = useMemo(() => new THREE.Matrix4(), []);
  const afterFirstFrame = useHudStore((s) => s.tableReady);
  useFrame(() => {
    const im = mesh.current;
    const ps = positions.current;
    const cs = colors.current;
    if (!im || !ps || !cs) return;
    im.instanceColor ??= new THREE.InstancedBufferAttribute(new Float32Array(MAX * 3), 3);
    for (let i = 0; i < ps.length; i++) {
      const p = ps[i]!;
      m.makeTranslation(p.x, 0.16, p.z);
      im.setMatrixAt(i, m);
      im.setColorAt(i, cs[i]!);
    }
    im.count = ps.length;
    im.instanceMatrix.needsUpdate = true;
    im.instanceColor.needsUpdate = true;
  });
  return <instancedMesh ref={mesh} args={[geometry, material, MAX]} frustumCulled={false} renderOrder={2} visible={afterFirstFrame} />;
}
