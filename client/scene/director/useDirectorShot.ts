/**
 * Runs the director (director.ts) on the game events while `enabled`: the shot to show, or null when
 * off. Off, it does nothing at all (no subscription, no timer). On, it works only when events arrive
 * and at the times the director asks to decide again (one timer), never per frame.
 */
import { useEffect, useState } from 'react';
import type { GameEvent } from '../../../shared/index.js';
import { useGameStore, type GameStoreState } from '../../state/gameStore.js';
import { nowMs } from '../tween.js';
import { momentsOf } from '../../games/emberforge/moments.js';
import { advance, initialDirector, nextDecisionAt, observe, observeMoments, shotKey, type DirectorState, type Shot } from './director.js';

/** The director as it starts on this store: the zone being resolved, or the victory (final shot) of a finished game. */
function startOn(s: GameStoreState, now: number): DirectorState {
  const start = initialDirector(now, s.view?.resolving?.zone ?? null);
  if (s.view?.phase !== 'ended') return start;
  for (let i = s.log.length - 1; i >= 0; i--) {
    const moments = momentsOf(s.log[i]!.event);
    if (moments.some((m) => m.camera?.shot.kind === 'victory')) return observeMoments(start, moments, now);
  }
  return start;
}

export function useDirectorShot(enabled: boolean): Shot | null {
  const [shot, setShot] = useState<Shot | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const store = useGameStore.getState();
    let state = startOn(store, nowMs());
    let log = store.log;
    let lastId = log.at(-1)?.id ?? -1;
    let shown = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const publish = () => {
      const key = shotKey(state.shot);
      if (key !== shown) {
        shown = key;
        setShot(state.shot);
      }
    };
    const schedule = () => {
      clearTimeout(timer);
      const at = nextDecisionAt(state);
      if (at !== null) timer = setTimeout(tick, Math.max(0, at - nowMs()));
    };
    const tick = () => {
      state = advance(state, nowMs());
      publish();
      schedule();
    };
    const unsubscribe = useGameStore.subscribe((s) => {
      if (s.log === log) return;
      log = s.log;
      const last = log.at(-1)?.id ?? -1;
      if (last < lastId) {
        // A new table or a replay moved back: start afresh on what is there now.
        state = startOn(s, nowMs());
      } else {
        const fresh: GameEvent[] = [];
        for (const entry of log) if (entry.id > lastId) fresh.push(entry.event);
        if (fresh.length) state = observe(state, fresh, nowMs());
      }
      lastId = last;
      publish();
      schedule();
    });
    publish();
    schedule();
    return () => {
      unsubscribe();
      clearTimeout(timer);
      setShot(null); // switched on again later, it starts from what is there then, not from this shot
    };
  }, [enabled]);
  return enabled ? shot : null;
}
