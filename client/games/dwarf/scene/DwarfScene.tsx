/**
 * DWARF's pieces on the table, drawn inside the shell's canvas (client/scene/TableScene.tsx owns the
 * canvas, lights, camera rig and effects): the table, the mines' cards (stacks, Special piles,
 * Mountains, discard) and their counts, the players' areas with their resources, the workers and the
 * first-player marker, the monsters' attacks and defeats, and the spectators' shared focus. A lazy chunk of its own (with three), loaded with the table.
 */
import BurstWarmup from './BurstWarmup.js';
import CountLabels from './CountLabels.js';
import FirstPlayerMarker from './FirstPlayerMarker.js';
import Meeples from './Meeples.js';
import MineCards from './MineCards.js';
import MonsterEffects from './MonsterEffects.js';
import PlayerAreas from './PlayerAreas.js';
import ResourceTokens from './ResourceTokens.js';
import SceneProbe from './SceneProbe.js';
import SpectatorFocus from './SpectatorFocus.js';
import Table from './Table.js';

export default function DwarfScene() {
  return (
    <>
      <Table />
      <MineCards />
      <CountLabels />
      <PlayerAreas />
      <ResourceTokens />
      <Meeples />
      <FirstPlayerMarker />
      <MonsterEffects />
      <SpectatorFocus />
      <BurstWarmup />
      <SceneProbe />
    </>
  );
}
