/**
 * Emberforge's pieces on the table, drawn inside the shell's canvas (client/scene/TableScene.tsx, which
 * owns the canvas, lights, environment, camera rig and effects): the oak table sized for its board, the
 * board and its zones with their heat, the players' areas, the cards, embers, materials, commissions
 * and the Forgemaster, the spectators' focus, the inspected card, and the warmup of every shader they
 * may need. A lazy chunk of its own (with three), loaded with the table (client/platform/gamePackages.ts).
 */
import Board from './Board.js';
import CardInspector from './CardInspector.js';
import CardMeshes from './CardMeshes.js';
import CommissionTokens from './CommissionTokens.js';
import DeckAndDiscardLabels from './DeckAndDiscardLabels.js';
import EmberTokens from './EmberTokens.js';
import ForgemasterToken from './ForgemasterToken.js';
import MaterialTokens from './MaterialTokens.js';
import PlayerAreas from './PlayerAreas.js';
import ShaderWarmup from './ShaderWarmup.js';
import SpectatorFocus from './SpectatorFocus.js';
import SupplyHighlights from './SupplyHighlights.js';
import Table from './Table.js';
import ZoneHeatEffects from './ZoneHeatEffects.js';
import ZoneTiles from './ZoneTiles.js';

export default function EmberforgeScene() {
  return (
    <>
      <Table />
      <Board />
      <ZoneTiles />
      <ZoneHeatEffects />
      <PlayerAreas />
      <CardMeshes />
      <SpectatorFocus />
      <EmberTokens />
      <MaterialTokens />
      <SupplyHighlights />
      <CommissionTokens />
      <ForgemasterToken />
      <DeckAndDiscardLabels />
      <CardInspector />
      <ShaderWarmup />
    </>
  );
}
