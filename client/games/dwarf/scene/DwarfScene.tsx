/**
 * DWARF's pieces on the table, drawn inside the shell's canvas (client/scene/TableScene.tsx owns the
 * canvas, lights, camera rig and effects). A lazy chunk of its own (with three), loaded with the table.
 */
export default function DwarfScene() {
  return (
    <mesh position={[0, -0.05, 0]} receiveShadow>
      <boxGeometry args={[16, 0.1, 12]} />
      <meshStandardMaterial color="#5a3d26" />
    </mesh>
  );
}
