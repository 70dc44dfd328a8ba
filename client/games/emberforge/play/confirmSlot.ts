/**
 * The confirm of the composer on screen: its ConfirmButton registers the action it would send (null
 * while the draft is incomplete or illegal), so the confirm intent means the same from the button
 * and from Enter.
 */
import { useLayoutEffect } from 'react';
import type { Action } from '../../../../shared/games/emberforge/index.js';

export interface ConfirmSlot {
  action: Action | null;
  keepZone: boolean;
  /** Why there is no action to send yet (the words the button shows beside it), said on Enter too. */
  why?: string | null;
}

let slot: ConfirmSlot | null = null;

/** The confirm on screen, or null when no composer shows one. */
export function currentConfirm(): ConfirmSlot | null {
  return slot;
}

/** Registers a confirm (tests and the hook below); returns the function that removes it. */
export function setConfirm(next: ConfirmSlot): () => void {
  slot = next;
  return () => {
    if (slot === next) slot = null;
  };
}

/** Holds the slot while the calling button is mounted (a layout effect: set before any later key). */
export function useConfirmSlot(action: Action | null, keepZone: boolean, why: string | null = null): void {
  useLayoutEffect(() => setConfirm({ action, keepZone, why }), [action, keepZone, why]);
}
