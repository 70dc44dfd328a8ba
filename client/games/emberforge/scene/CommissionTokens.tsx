/** Completed Commission tokens: gold coins stacked in each player's area, the rest beside the commission row. */
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import { COMMISSION_TOKENS } from '../../../../shared/games/emberforge/index.js';
import { useGameStore } from '../state/gameStore.js';
import { useViewSlice } from '../state/useViewSlice.js';
import { pieceMaterial } from './pieceMaterial.js';
import { whiteInstanceColors } from '../../../scene/instanceColors.js';
import { AREA, COMMISSION_TOKEN_SUPPLY, seatFrame, toWorld, type Vec3 } from './layout.js';

const H = 0.09;

export default function CommissionTokens() {
  // Each seat's completed commissions: nothing else moves these coins.
  const held = useViewSlice((v) => v.players.map((p) => p.commissionTokens));
  const mySeat = useGameStore((s) => s.mySeat);
  const invalidate = useThree((s) => s.invalidate);
  const mesh = useRef<THREE.InstancedMesh>(null);
  const geometry = useMemo(() => new THREE.CylinderGeometry(0.3, 0.3, H, 28), []);
  const material = useMemo(
    () => pieceMaterial({ color: '#ffcf5a', metalness: 0.75, roughness: 0.28, emissive: '#8a5a00', emissiveIntensity: 0.35 }),
    [],
  );
  const spots = useMemo(() => {
    if (!held) return [] as Vec3[];
    const out: Vec3[] = [];
    held.forEach((n, seat) => {
      const frame = seatFrame(seat, mySeat ?? 0, held.length);
      for (let i = 0; i < n; i++) out.push(toWorld(frame, [AREA.commissionX, H / 2 + i * H, AREA.commissionZ]));
    });
    const inSupply = COMMISSION_TOKENS - held.reduce((a, n) => a + n, 0);
    for (let i = 0; i < inSupply; i++) out.push([COMMISSION_TOKEN_SUPPLY[0], H / 2 + i * H, COMMISSION_TOKEN_SUPPLY[2]]);
    return out;
  }, [held, mySeat]);
  useLayoutEffect(() => {
    const im = mesh.current;
    if (!im) return;
    whiteInstanceColors(im, COMMISSION_TOKENS);
    const m = new THREE.Matrix4();
    spots.forEach((p, i) => im.setMatrixAt(i, m.makeTranslation(p[0], p[1], p[2])));
    im.count = spots.length;
    im.instanceMatrix.needsUpdate = true;
    invalidate();
  }, [spots, invalidate]);
  return <instancedMesh ref={mesh} args={[geometry, material, COMMISSION_TOKENS]} castShadow receiveShadow frustumCulled={false} />;
}
