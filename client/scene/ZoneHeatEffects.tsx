/** Fire on overheated zones and frost on cooling ones, for all four zones (each fades in and out). */
import { ZONES } from '../../shared/index.js';
import { useGameStore } from '../state/gameStore.js';
import CooldownFrost from './CooldownFrost.js';
import HeatLight from './HeatLight.js';
import OverheatFire from './OverheatFire.js';

export default function ZoneHeatEffects() {
  const zones = useGameStore((s) => s.view?.zones);
  return (
    <>
      <HeatLight />
      {ZONES.map((z) => (
        <group key={z}>
          <OverheatFire zone={z} active={zones?.[z].heat === 'overheat'} />
          <CooldownFrost zone={z} active={zones?.[z].heat === 'cooldown'} />
        </group>
      ))}
    </>
  );
}
