import type { GameView } from '../../shared/index.js';
import { useGameStore } from '../state/gameStore.js';
import { playerPanels } from '../viewModel/players.js';
import { PlayerPanel } from './PlayerPanel.js';

export function PlayerPanels({ view }: { view: GameView }) {
  const seats = useGameStore((s) => s.seats);
  return (
    <>
      {playerPanels(view, seats).map((p) => (
        <PlayerPanel key={p.seat} p={p} />
      ))}
    </>
  );
}
