/**
 * A finished game rebuilt for the replay, as the replay page moves through it: every position's state
 * (position p = the state after p actions), each action's events, where rounds start and the
 * timeline's markers (the moments that have one). The game's package builds it and says what a viewer
 * sees at a position (client/games/<id>/replay/replayTimeline.ts); this file only moves along it. Pure.
 */
import type { SeatIndex } from '../../shared/platform/gameModule.js';

/** A moment's marker on the timeline (the game names its kinds: Emberforge's overheat, forge, commission, victory). */
export type MarkerKind = string;

export interface Marker {
  /** The position reached by the action that caused it. */
  position: number;
  kind: MarkerKind;
  seat: SeatIndex | null;
}

export interface ReplayTimeline<State = unknown, Event = unknown> {
  states: State[];
  /** events[p - 1]: what action p caused. */
  events: Event[][];
  /** Positions where a round starts (0 first). */
  roundStarts: number[];
  /** The round each position is in (rounds[p]). */
  rounds: number[];
  markers: Marker[];
  /** The number of actions (the last position). */
  length: number;
}

/** What the replay shows: the public view, one seat's, or every hand. */
export type ReplayViewer = 'public' | 'all' | SeatIndex;

/** The start of the next round after `position` (or the end). */
export function nextRound(t: ReplayTimeline, position: number): number {
  return t.roundStarts.find((p) => p > position) ?? t.length;
}

/** The start of the round `position` is in, or of the one before if it is at a round's start. */
export function previousRound(t: ReplayTimeline, position: number): number {
  let best = 0;
  for (const p of t.roundStarts) if (p < position) best = p;
  return best;
}

export function clamp(position: number, t: ReplayTimeline): number {
  return Math.max(0, Math.min(t.length, Math.round(position)));
}
