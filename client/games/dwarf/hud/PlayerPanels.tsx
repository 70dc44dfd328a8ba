import type { GameView } from '../../../../shared/games/dwarf/index.js';
import { useGameStore } from '../state/gameStore.js';
import { playerSummaries } from '../viewModel/players.js';
import { PlayerPanel } from './PlayerPanel.js';

/** Every participant's panel, the automa's too in solo (clockwise, as seated); on phones one short line each. */
export function PlayerPanels({ view, compact }: { view: GameView; compact: boolean }) {
  const seats = useGameStore((s) => s.seats);
  const takeoverLevel = useGameStore((s) => s.table?.botLevel ?? null);
  return (
    <div className={`dwarf-players${compact ? ' compact' : ''}`} data-testid="dwarf-players">
      {playerSummaries(view, seats, takeoverLevel).map((p) => (
        <PlayerPanel key={p.who} p={p} compact={compact} />
      ))}
    </div>
  );
}
