/**
 * Plays the sound of each game event as it arrives in useGameStore.log, unless uiStore.muted. Events
 * already in the log when the table opens stay silent; a burst of events plays at most one sound of
 * each kind per batch, slightly staggered.
 */
import { useEffect } from 'react';
import { useGameStore } from '../state/gameStore.js';
import { useUiStore } from '../state/uiStore.js';
import { playSound, type SoundName } from './sfx.js';
import type { Moment } from '../platform/moments.js';
import { soundOf } from './soundOf.js';

/** `momentsOf`: the table's game's events as moments (its package's); an event's sound is its first moment's that has one. */
export function useEventSounds(momentsOf: (event: unknown) => readonly Moment[]): void {
  useEffect(() => {
    let lastId = useGameStore.getState().log.at(-1)?.id ?? -1;
    return useGameStore.subscribe((state) => {
      const fresh = state.log.filter((e) => e.id > lastId);
      lastId = state.log.at(-1)?.id ?? lastId;
      if (fresh.length === 0 || useUiStore.getState().muted) return;
      const sounds = [...new Set(fresh.map((e) => soundOf(momentsOf(e.event))).filter((s): s is SoundName => s !== null))];
      sounds.forEach((s, i) => (i === 0 ? playSound(s) : setTimeout(() => playSound(s), i * 180)));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one game per mounted table
  }, []);
}
