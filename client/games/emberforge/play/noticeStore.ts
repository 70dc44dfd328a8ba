/**
 * What the HUD says about the player's last gesture (issue 41), whatever the device (button, key, 3D
 * pick): why it was refused, or what it would cost before it is done. A costly action is guarded: its
 * first press arms it (the HUD says what it costs), a second press of the same action within ARM_MS,
 * at the same game version, does it. Written by the click meaning (dispatch.ts, pickMeaning.ts), read
 * by the HUD (PlayNotice, the guarded buttons).
 */
import { create } from 'zustand';
import type { Zone } from '../../../../shared/games/emberforge/index.js';
import type { Reason } from '../viewModel/legality.js';

/** How long a second press of an armed action still does it (ms). */
export const ARM_MS = 5000;
/** How long a refusal stays on screen (ms). */
export const REFUSAL_MS = 5000;

/** An action that asks once before it is done. */
export type Guard =
  /** Ending placement with `left` embers unplaced (they do nothing this round). */
  | { type: 'endPlacement'; left: number }
  /** An ember on `zone` that would overheat it: `embers` embers there with it, at a table of `players`. */
  | { type: 'placeEmber'; zone: Zone; embers: number; players: number };

export type { Reason };

export type Notice =
  { kind: 'armed'; guard: Guard; version: number; at: number } | { kind: 'refused'; reason: Reason; version: number; at: number };

interface NoticeState {
  notice: Notice | null;
}

export const useNoticeStore = create<NoticeState>(() => ({ notice: null }));

function sameGuard(a: Guard, b: Guard): boolean {
  if (a.type === 'placeEmber') return b.type === 'placeEmber' && a.zone === b.zone;
  return a.type === b.type;
}

/** Whether pressing `guard` now is the second press (do it) rather than the first (arm it). Pure. */
export function isSecondPress(notice: Notice | null, guard: Guard, version: number, now: number): boolean {
  return (
    notice !== null && notice.kind === 'armed' && notice.version === version && now - notice.at < ARM_MS && sameGuard(notice.guard, guard)
  );
}

/** How long a notice stays (ms). */
export function noticeLifetime(notice: Notice): number {
  return notice.kind === 'armed' ? ARM_MS : REFUSAL_MS;
}

/**
 * The notice still to show at `now` for the game at `version`: an armed action lapses with its version,
 * a refusal stays its time (a move of another player does not hide why mine was refused). Pure.
 */
export function noticeShown(notice: Notice | null, version: number, now: number): Notice | null {
  if (!notice || now - notice.at >= noticeLifetime(notice)) return null;
  return notice.kind === 'refused' || notice.version === version ? notice : null;
}

/** The guard armed at `version` now, if any (its button then says what a second press does). Pure. */
export function armedGuard(notice: Notice | null, version: number, now: number): Guard | null {
  const shown = noticeShown(notice, version, now);
  return shown?.kind === 'armed' ? shown.guard : null;
}

/**
 * A press of a guarded action: true when it is the second one (the caller does it, and the notice
 * goes); on a first press it arms the guard and returns false.
 */
export function pressGuard(guard: Guard, version: number, now = Date.now()): boolean {
  if (isSecondPress(useNoticeStore.getState().notice, guard, version, now)) {
    clearNotice();
    return true;
  }
  useNoticeStore.setState({ notice: { kind: 'armed', guard, version, at: now } });
  return false;
}

/** Says why a gesture did nothing. */
export function refuse(reason: Reason, version: number, now = Date.now()): void {
  useNoticeStore.setState({ notice: { kind: 'refused', reason, version, at: now } });
}

export function clearNotice(): void {
  if (useNoticeStore.getState().notice) useNoticeStore.setState({ notice: null });
}
