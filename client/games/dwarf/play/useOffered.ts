/** What this seat may click on the table now (none while an action is pending or for a spectator). */
import { useMemo } from 'react';
import { useHudStore } from '../../../hud/hudStore.js';
import { useGameStore } from '../state/gameStore.js';
import { NOTHING_OFFERED, offeredPicks, type Offered } from './picks.js';

export function useOffered(): Offered {
  const view = useGameStore((s) => s.view);
  const seat = useGameStore((s) => (s.role === 'player' ? s.mySeat : null));
  const pending = useHudStore((s) => s.pending !== null);
  return useMemo(() => (pending ? NOTHING_OFFERED : offeredPicks(view, seat)), [view, seat, pending]);
}
