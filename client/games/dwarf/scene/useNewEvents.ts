/** Calls `onEvent` once for every DWARF event that arrives after mount (never for the backlog). */
import { useEffect, useRef } from 'react';
import type { GameEvent } from '../../../../shared/games/dwarf/index.js';
import { useGameStore } from '../state/gameStore.js';

export function useNewEvents(onEvent: (event: GameEvent, id: number) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    let lastId = useGameStore.getState().log.at(-1)?.id ?? -1;
    return useGameStore.subscribe((state) => {
      for (const entry of state.log) if (entry.id > lastId) handler.current(entry.event, entry.id);
      lastId = state.log.at(-1)?.id ?? lastId;
    });
  }, []);
}
