/**
 * Runs the director (director.ts) on the game events while `enabled`: the shot to show, or null when
 * off. Off, it does nothing at all (no subscription, no timer). On, it works only when events arrive
 * and at the times the director asks to decide again (one timer), never per frame.
 */
import { useEffect, useState } from 'react';
import type { GameCamera } from '../../platform/gamePackage.js';
import type { Moment } from '../../platform/moments.js';
import { useGameStore, type GameStoreState } from '../../state/gameStore.js';
import { useUiStore } from '../../state/uiStore.js';
import { motionUntil } from '../motionClock.js';
import { nowMs } from '../tween.js';
import {
  advance,
  initialDirector,
  nextDecisionAt,
  observeMoments,
  shotKey,
  timingFor,
  type DirectorState,
  type DirectorTiming,
  type Shot,
} from './director.js';

/** What the director reads of the table's game: its events as moments, and where play is in a view. */
export interface DirectorGame {
  momentsOf(event: unknown): readonly Moment[];
  stageOf: GameCamera['stageOf'];
  ended: GameCamera['ended'];
}

/** The director as it starts on this store: where play is, or the victory (final shot) of a finished game. */
function startOn(s: GameStoreState, now: number, game: DirectorGame, timing: DirectorTiming): DirectorState {
  const start = initialDirector(now, game.stageOf(s.view), timing);
  if (!game.ended(s.view)) return start;
  for (let i = s.log.length - 1; i >= 0; i--) {
    const moments = game.momentsOf(s.log[i]!.event);
    if (moments.some((m) => m.camera?.shot.kind === 'victory')) return observeMoments(start, moments, now);
  }
  return start;
}

export function useDirectorShot(enabled: boolean, game: DirectorGame): Shot | null {
  const [shot, setShot] = useState<Shot | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const store = useGameStore.getState();
    // The overlay's hold= (uiStore.directorHoldMs), else the director's own pace.
    const timing = timingFor(useUiStore.getState().directorHoldMs);
    let state = startOn(store, nowMs(), game, timing);
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
      const at = nextDecisionAt(state, motionUntil());
      if (at !== null) timer = setTimeout(tick, Math.max(0, at - nowMs()));
    };
    const tick = () => {
      state = advance(state, nowMs(), motionUntil());
      publish();
      schedule();
    };
    const unsubscribe = useGameStore.subscribe((s) => {
      if (s.log === log) return;
      log = s.log;
      const last = log.at(-1)?.id ?? -1;
      if (last < lastId) {
        // A new table or a replay moved back: start afresh on what is there now.
        state = startOn(s, nowMs(), game, timing);
      } else {
        const fresh: Moment[] = [];
        for (const entry of log) if (entry.id > lastId) fresh.push(...game.momentsOf(entry.event));
        if (fresh.length) state = observeMoments(state, fresh, nowMs(), motionUntil());
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one game per mounted table
  }, [enabled]);
  return enabled ? shot : null;
}
