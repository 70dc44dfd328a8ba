/** One PlayerArea per seat, placed around the table with the local player in front. */
import { useShallow } from 'zustand/react/shallow';
import { useGameStore } from '../state/gameStore.js';
import { seatFrame } from './layout.js';
import PlayerArea from './PlayerArea.js';

const NO_PLAYERS: never[] = [];

export default function PlayerAreas() {
  const players = useGameStore((s) => s.view?.players ?? NO_PLAYERS);
  const mySeat = useGameStore((s) => s.mySeat);
  const active = useGameStore((s) => (!s.view || s.view.phase === 'ended' ? -1 : s.view.activeSeat));
  const winners = useGameStore(useShallow((s) => s.view?.winner?.seats ?? []));
  const bots = useGameStore(useShallow((s) => s.seats.filter((x) => x.botControlled).map((x) => x.seat)));
  // Each mat takes plain values (memo): a move that changes none of them re-renders no mat.
  return (
    <>
      {players.map((p) => (
        <PlayerArea
          key={p.seat}
          name={p.name}
          color={p.color}
          handCount={p.handCount}
          frame={seatFrame(p.seat, mySeat ?? 0, players.length)}
          active={p.seat === active}
          isMe={p.seat === mySeat}
          botControlled={bots.includes(p.seat)}
          winner={winners.includes(p.seat)}
        />
      ))}
    </>
  );
}
