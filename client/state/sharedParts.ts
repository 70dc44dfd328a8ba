/**
 * A zustand middleware: the store parts it is given (the game store: the view, the table, its seats, a
 * caster's hands) keep the objects of the previous value wherever they hold the same data (structural
 * sharing, TanStack Query's `replaceEqualDeep`). A move changes a few corners of the game, and whatever
 * reads an unchanged corner (a zone, a player, a hand, the seats) gets the very same object: selectors
 * and `memo` skip the scene's and the HUD's work for it.
 *
 * Every writer goes through it (a table room's patches rebuild the whole view and table; an audience
 * room's events and the practice game make new views too), so it lives on the store, not in each writer.
 */
import { replaceEqualDeep } from '@tanstack/query-core';
import type { StateCreator } from 'zustand';

export function sharedParts<T extends object>(keys: readonly (keyof T)[], config: StateCreator<T>): StateCreator<T> {
  return (set, get, api) => {
    const setState = api.setState;
    const keepShared = (state: T, next: T | Partial<T>): T | Partial<T> => {
      let out: Partial<T> | null = null;
      for (const key of keys) {
        if (!(key in next)) continue;
        const value = next[key];
        const shared = replaceEqualDeep(state[key], value);
        if (shared !== value) (out ??= { ...next })[key] = shared as T[keyof T];
      }
      return out ?? next;
    };
    api.setState = ((partial: T | Partial<T> | ((state: T) => T | Partial<T>), replace?: boolean) =>
      setState(
        (state) => keepShared(state, typeof partial === 'function' ? partial(state) : partial) as T,
        replace as true,
      )) as typeof api.setState;
    return config(api.setState, get, api);
  };
}
