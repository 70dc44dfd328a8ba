/** The four zone tiles (each reads the part of the game it draws). */
import { ZONES } from '../../../../shared/games/emberforge/index.js';
import { useGameStore } from '../state/gameStore.js';
import ZoneTile from './ZoneTile.js';

export default function ZoneTiles() {
  const hasView = useGameStore((s) => s.view !== null);
  if (!hasView) return null;
  return (
    <>
      {ZONES.map((z) => (
        <ZoneTile key={z} zone={z} />
      ))}
    </>
  );
}
