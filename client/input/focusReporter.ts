/**
 * Shared focus (issue 12), the player's side: while it is this player's turn, the public thing under
 * the pointer (uiStore.pointerFocus: a zone, a commission slot, a face-up card) goes to the server,
 * only when it changes, at most FOCUS_MAX_PER_SECOND times a second (the latest kept), and null when
 * the pointer leaves it or the turn ends. A hand card is never sent, not even the player's own: the
 * scene never offers one (focusOfPlacement), and a card id is sent only if the view shows it face up.
 */
import { useEffect } from 'react';
import { isFaceUpCard, type GameView, type Seat } from '../../shared/index.js';
import type { Clock, TimerHandle } from '../../shared/host/clock.js';
import { FocusThrottle } from '../../shared/host/focusThrottle.js';
import { Timers } from '../../shared/host/timers.js';
import { FOCUS_MAX_PER_SECOND, type FocusTarget } from '../../shared/protocol/protocol.js';
import { useGameStore } from '../state/gameStore.js';
import { useUiStore } from '../state/uiStore.js';

/** What to tell the server now: the pointer's public focus while it is my turn, else null. */
export function focusToReport(
  game: { role: 'player' | 'spectator' | null; mySeat: Seat | null; view: GameView | null },
  pointer: FocusTarget | null,
): FocusTarget | null {
  const { role, mySeat, view } = game;
  if (!pointer || role !== 'player' || mySeat === null || !view || view.phase === 'ended' || view.activeSeat !== mySeat) return null;
  if (pointer.kind === 'card' && !isFaceUpCard(view, pointer.id)) return null;
  return pointer;
}

const sameTarget = (a: FocusTarget | null, b: FocusTarget | null): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Follows both stores and sends through gameStore.sendFocus; returns the function that stops it. */
export function startFocusReporter(clock: Clock): () => void {
  const timers = new Timers(clock, () => {});
  const throttle = new FocusThrottle<FocusTarget | null>(timers, 'focus', 1000 / FOCUS_MAX_PER_SECOND, sameTarget, (t) =>
    useGameStore.getState().sendFocus(t),
  );
  const update = () => {
    const target = focusToReport(useGameStore.getState(), useUiStore.getState().pointerFocus);
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
export function useFocusReporter(): void {
  useEffect(() => startFocusReporter(browserClock), []);
}
