/**
 * What a component draws of the game, picked from the view, and the same object as long as that part
 * holds the same data: `pick` may build new objects and arrays on every call; the result is shared with
 * the previous one (TanStack Query's `replaceEqualDeep`), so the component re-renders only when what it
 * picked changed, not on every move. The view itself shares its unchanged parts (sharedParts.ts), so the
 * comparison stops at the first identical object.
 *
 * `pick` must be a pure function of the view (and of values that do not change while mounted).
 */
import { replaceEqualDeep } from '@tanstack/query-core';
import { useRef } from 'react';
import type { ViewBase } from '../platform/gamePackage.js';
import { useGameStore } from './gameStore.js';

export function useViewSlice<T, View extends ViewBase = ViewBase>(pick: (view: View) => T): T | null {
  const last = useRef<T | null>(null);
  return useGameStore((s) => {
    const next = s.view ? pick(s.view as View) : null;
    last.current = replaceEqualDeep(last.current, next);
    return last.current;
  });
}
