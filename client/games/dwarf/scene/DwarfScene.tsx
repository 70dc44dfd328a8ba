/**
 * DWARF's pieces on the table, drawn inside the shell's canvas (client/scene/TableScene.tsx owns the
 * canvas, lights, camera rig and effects): the table, the mines' cards (stacks, Special piles,
 * Mountains, discard). A lazy chunk of its own (with three), loaded with the table.
 */
import CameraFit from './CameraFit.js';
import MineCards from './MineCards.js';
import Table from './Table.js';

export default function DwarfScene() {
  return (
    <>
      <Table />
      <MineCards />
      <CameraFit />
    </>
  );
}
