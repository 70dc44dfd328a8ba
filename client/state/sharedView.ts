/**
 * A zustand middleware for the game store: a new `view` keeps the objects of the one before wherever
 * they hold the same data (structural sharing, TanStack Query's `replaceEqualDeep`). A move changes a
 * few corners of the game, and whatever reads an unchanged corner (a zone, a player, a hand) gets the
 * very same object: selectors and `memo` skip the scene's and the HUD's work for it.
 *
 * Every writer of `view` goes through it (a table room's patches rebuild the whole view; an audience
 * room's events and the practice game make new ones too), so it lives on the store, not in each writer.
 */
import { replaceEqualDeep } from '@tanstack/query-core';
import type { StateCreator } from 'zustand';

type WithView = { view: object | null };

export function sharedView<T extends WithView>(config: StateCreator<T>): StateCreator<T> {
  return (set, get, api) => {
    const setState = api.setState;
    const keepShared = (state: T, next: T | Partial<T>): T | Partial<T> =>
      next.view && state.view && next.view !== state.view ? { ...next, view: replaceEqualDeep(state.view, next.view) } : next;
    api.setState = ((partial: T | Partial<T> | ((state: T) => T | Partial<T>), replace?: boolean) =>
      setState(
        (state) => keepShared(state, typeof partial === 'function' ? partial(state) : partial) as T,
        replace as true,
      )) as typeof api.setState;
    return config(api.setState, get, api);
  };
}
