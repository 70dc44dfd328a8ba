import type { GameView } from '../../../../shared/games/emberforge/index.js';
import { useGameStore } from '../state/gameStore.js';
import { useShared } from '../../../state/useShared.js';
import { playerPanels } from '../viewModel/players.js';
import { PlayerPanel } from './PlayerPanel.js';

export function PlayerPanels({ view }: { view: GameView }) {
  const seats = useGameStore((s) => s.seats);
  // A seat's own view shown to someone else (a replay's seat view) is that seat's viewpoint, not "you".
  const watching = useGameStore((s) => s.role !== 'player');
  // Rebuilt from every view; the same objects while a seat's panel holds (useShared): its memo skips.
  // A human's seat the bot plays for is played at the table's level (a practice table has none: its bots say theirs).
  const takeoverLevel = useGameStore((s) => s.table?.botLevel ?? null);
  const panels = useShared(playerPanels(view, seats, takeoverLevel));
  // A caster's connection holds every hand, as of its delay: each panel lists its player's.
  const hands = useGameStore((s) => s.casterHands);
  return (
    <>
      {panels.map((p) => (
        <PlayerPanel key={p.seat} p={p} watching={watching} hand={hands?.[p.seat]} />
      ))}
    </>
  );
}
