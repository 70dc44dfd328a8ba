/** The four zone tiles. */
import { ZONES } from '../../shared/index.js';
import { useGameStore } from '../state/gameStore.js';
import ZoneTile from './ZoneTile.js';

export default function ZoneTiles() {
  const view = useGameStore((s) => s.view);
  if (!view) return null;
  return (
    <>
      {ZONES.map((z) => (
        <ZoneTile key={z} zone={z} view={view} />
      ))}
    </>
  );
}
