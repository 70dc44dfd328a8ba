/** The stone table under DWARF's mines and the players' areas, sized to hold them. */
import { useViewSlice } from '../state/useViewSlice.js';
import { mineCount, tableBounds } from './layout.js';

export default function Table() {
  const size = useViewSlice((v) => ({ mines: mineCount(v.seatCount), participants: v.players.length }));
  const b = tableBounds(size?.mines ?? 1, size?.participants ?? 2);
  const w = b.maxX - b.minX + 1.6;
  const d = b.maxZ - b.minZ + 1.4;
  return (
    <group>
      <mesh position={[(b.minX + b.maxX) / 2, -0.06, (b.minZ + b.maxZ) / 2]} receiveShadow>
        <boxGeometry args={[w, 0.12, d]} />
        <meshStandardMaterial color="#3b2a1f" roughness={0.85} />
      </mesh>
      <mesh position={[(b.minX + b.maxX) / 2, -0.3, (b.minZ + b.maxZ) / 2]}>
        <boxGeometry args={[w + 0.5, 0.4, d + 0.5]} />
        <meshStandardMaterial color="#24170f" roughness={0.9} />
      </mesh>
    </group>
  );
}
