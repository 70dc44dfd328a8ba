/**
 * Shared focus (issue 12), for spectators: a still, pale-blue frame around what the player whose turn
 * it is points at (a position's stack, a Special pile, a Mountain, a player's area), unlike the warm
 * glow of a player's own choices. Players never receive a focus (the server sends it to spectators).
 */
import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import * as THREE from 'three';
import { useGameStore } from '../state/gameStore.js';
import { AREA_D, AREA_W, CARD_H, CARD_W, areaCenter, mineCount, mountainCenter, pileCenter, positionCenter, type Vec3 } from './layout.js';

const frame = new THREE.RingGeometry(0.5, 0.56, 4, 1).rotateZ(Math.PI / 4).rotateX(-Math.PI / 2);

/** Where a focus target lies and how large it is, or null for a target this table does not have. */
export function focusBox(target: unknown, seatCount: number, participants: number): { at: Vec3; w: number; d: number } | null {
  if (typeof target !== 'object' || target === null) return null;
  const t = target as Record<string, number>;
  const mines = mineCount(seatCount);
  const card = (at: Vec3) => ({ at, w: CARD_W + 0.25, d: CARD_H + 0.45 });
  switch ((target as { kind?: string }).kind) {
    case 'position':
      return t.pos! >= 0 && t.pos! < mines * 9 ? card(positionCenter(t.pos!, mines)) : null;
    case 'pile':
      return t.pile! >= 0 && t.pile! < mines * 3 ? card(pileCenter(t.pile!, mines)) : null;
    case 'mountain':
      return t.mine! >= 0 && t.mine! < mines ? card(mountainCenter(t.mine!, mines)) : null;
    case 'player':
      return t.who! >= 0 && t.who! < participants ? { at: areaCenter(t.who!, participants), w: AREA_W + 0.2, d: AREA_D + 0.2 } : null;
    default:
      return null;
  }
}

export default function SpectatorFocus() {
  const focus = useGameStore((s) => s.focus?.target ?? null);
  const table = useGameStore((s) => (s.view ? `${s.view.seatCount}/${s.view.players.length}` : null));
  const invalidate = useThree((s) => s.invalidate);
  const material = useMemo(
    () => new THREE.MeshBasicMaterial({ color: '#9fd6ff', transparent: true, opacity: 0.75, depthWrite: false, toneMapped: false }),
    [],
  );
  const [seatCount, participants] = (table ?? '0/0').split('/').map(Number) as [number, number];
  const box = focusBox(focus, seatCount, participants);
  const where = box ? `${box.at[0]},${box.at[2]},${box.w}` : '';
  useEffect(() => invalidate(), [where, invalidate]);
  if (!box) return null;
  // The ring is a square of side ~0.75 (its corners at 0.53): scaled to the target's width and depth.
  return (
    <mesh
      geometry={frame}
      material={material}
      position={[box.at[0], 0.25, box.at[2]]}
      scale={[box.w / 0.75, 1, box.d / 0.75]}
      renderOrder={3}
      name="dwarf-focus"
    />
  );
}
