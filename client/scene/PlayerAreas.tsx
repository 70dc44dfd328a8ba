/** One PlayerArea per seat, placed around the table with the local player in front. */
import { useGameStore } from '../state/gameStore.js';
import { seatFrame } from './layout.js';
import PlayerArea from './PlayerArea.js';

export default function PlayerAreas() {
  const view = useGameStore((s) => s.view);
  const mySeat = useGameStore((s) => s.mySeat);
  const seats = useGameStore((s) => s.seats);
  if (!view) return null;
  const active = view.phase === 'ended' ? -1 : view.activeSeat;
  return (
    <>
      {view.players.map((p) => (
        <PlayerArea
          key={p.seat}
          player={p}
          frame={seatFrame(p.seat, mySeat ?? 0, view.playerCount)}
          active={p.seat === active}
          isMe={p.seat === mySeat}
          botControlled={seats.find((s) => s.seat === p.seat)?.botControlled ?? false}
          winner={view.winner?.seats.includes(p.seat) ?? false}
        />
      ))}
    </>
  );
}
