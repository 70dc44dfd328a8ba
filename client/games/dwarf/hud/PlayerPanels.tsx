import type { GameView } from '../../../../shared/games/dwarf/index.js';
import { playerSummaries } from '../viewModel/players.js';
import { PlayerPanel } from './PlayerPanel.js';

/** Every participant's panel, the automa's too in solo (clockwise, as seated); on phones one short line each. */
export function PlayerPanels({ view, compact }: { view: GameView; compact: boolean }) {
  return (
    <div className={`dwarf-players${compact ? ' compact' : ''}`} data-testid="dwarf-players">
      {playerSummaries(view).map((p) => (
        <PlayerPanel key={p.who} p={p} compact={compact} />
      ))}
    </div>
  );
}
