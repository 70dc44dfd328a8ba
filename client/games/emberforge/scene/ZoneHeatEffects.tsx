/** Fire on overheated zones and frost on cooling ones, for all four zones (each fades in and out). */
import { ZONES } from '../../../../shared/games/emberforge/index.js';
import { useViewSlice } from '../state/useViewSlice.js';
import CooldownFrost from './CooldownFrost.js';
import HeatLight from './HeatLight.js';
import OverheatFire from './OverheatFire.js';

export default function ZoneHeatEffects() {
  // Each zone's heat only: a placement changes the zones' embers, not this.
  const heat = useViewSlice((v) => ZONES.map((z) => v.zones[z].heat));
  return (
    <>
      <HeatLight />
      {ZONES.map((z, i) => (
        <group key={z}>
          <OverheatFire zone={z} active={heat?.[i] === 'overheat'} />
          <CooldownFrost zone={z} active={heat?.[i] === 'cooldown'} />
        </group>
      ))}
    </>
  );
}
