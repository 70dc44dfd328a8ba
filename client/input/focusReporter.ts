/**
 * Shared focus (issue 12), the player's side: while it is this player's turn, the public thing under
 * the pointer (uiStore.pointerFocus: a zone, a commission slot, a face-up card) goes to the server,
 * only when it changes, at most FOCUS_MAX_PER_SECOND times a second (the latest kept), and null when
 * the pointer leaves it or the turn ends. A hand card is never sent, not even the player's own: the
 * scene never offers one (focusOfPlacement), and a card id is sent only if the view shows it face up.
 */
import { useEffect } from 'react';
import type { SeatIndex } from '../../shared/platform/gameModule.js';
import type { Clock, TimerHandle } from '../../shared/host/clock.js';
import { FocusThrottle } from '../../shared/host/focusThrottle.js';
import { Timers } from '../../shared/host/timers.js';
import { FOCUS_MAX_PER_SECOND, type FocusTarget } from '../../shared/protocol/protocol.js';
import type { GamePackage, ViewBase } from '../platform/gamePackage.js';
import { useGameStore } from '../state/gameStore.js';
import { useUiStore } from '../state/uiStore.js';

/** What of the pointer's target the table's game lets this player show now (its package's reportableFocus). */
export type ReportableFocus = GamePackage['reportableFocus'];

/** What to tell the server now: the pointer's public focus while it is my turn (the game says), else null. */
export function focusToReport(
  game: { role: 'player' | 'spectator' | null; mySeat: SeatIndex | null; view: ViewBase | null },
  pointer: FocusTarget | null,
  reportable: ReportableFocus,
): FocusTarget | null {
  const { role, mySeat, view } = game;
  if (!pointer || role !== 'player' || mySeat === null || !view) return null;
  return reportable(view, mySeat, pointer);
}

const sameTarget = (a: FocusTarget | null, b: FocusTarget | null): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Follows both stores and sends through gameStore.sendFocus; returns the function that stops it. */
export function startFocusReporter(clock: Clock, reportable: ReportableFocus): () => void {
  const timers = new Timers(clock, () => {});
  const throttle = new FocusThrottle<FocusTarget | null>(timers, 'focus', 1000 / FOCUS_MAX_PER_SECOND, sameTarget, (t) =>
    useGameStore.getState().sendFocus(t),
  );
  const update = () => {
    const target = focusToReport(useGameStore.getState(), useUiStore.getState().pointerFocus, reportable);
    if (target === null && throttle.current === undefined) return; // nothing was ever shown: nothing to clear
    throttle.offer(target);
  };
  const stopGame = useGameStore.subscribe(update);
  const stopUi = useUiStore.subscribe(update);
  return () => {
    stopGame();
    stopUi();
    timers.clearAll();
  };
}

const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle: TimerHandle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Mounted with the table scene (where the pointer is). */
export function useFocusReporter(reportable: ReportableFocus): void {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one game per mounted table
  useEffect(() => startFocusReporter(browserClock, reportable), []);
}
