/**
 * A finished game rebuilt by the engine, action by action, for the replay: every state is kept
 * (position p = the state after p actions; the engine never mutates a state, so they share what did
 * not change), with each action's events, the positions where rounds start, and the timeline's
 * markers (the moments that have one: client/games/emberforge/moments.ts). Pure: no React, no DOM.
 */
import { applyAction, createGame, redactEvents, viewFor } from '../../shared/index.js';
import type { GameEvent, GameState, GameView, Seat } from '../../shared/index.js';
import type { ReplayFile } from '../../shared/protocol/gamesApi.js';
import { momentsOf, type EmberforgeMarkerKind } from '../games/emberforge/moments.js';

/** The game's marker kinds (Emberforge: overheat, forge, commission, victory). */
export type MarkerKind = EmberforgeMarkerKind;

export interface Marker {
  /** The position reached by the action that caused it. */
  position: number;
  kind: MarkerKind;
  seat: Seat | null;
}

export interface ReplayTimeline {
  states: GameState[];
  /** events[p - 1]: what action p caused. */
  events: GameEvent[][];
  /** Positions where a round starts (0 first). */
  roundStarts: number[];
  markers: Marker[];
  /** The number of actions (the last position). */
  length: number;
}

/** Builds the timeline; throws with the first action that does not apply (a broken file). */
export function buildTimeline(file: Pick<ReplayFile, 'config' | 'log'>): ReplayTimeline {
  const states: GameState[] = [createGame(file.config)];
  const events: GameEvent[][] = [];
  const roundStarts = [0];
  const markers: Marker[] = [];
  file.log.forEach(({ seat, action }, i) => {
    const prev = states[states.length - 1]!;
    const r = applyAction(prev, seat, action);
    if (!r.ok) throw new Error(`action ${i} (seat ${seat}, ${action.type}) does not apply: ${r.error.message}`);
    const p = i + 1;
    states.push(r.state);
    events.push(r.events);
    if (r.state.round !== prev.round) roundStarts.push(p);
    for (const e of r.events) {
      for (const { marker } of momentsOf(e)) if (marker) markers.push({ position: p, ...marker });
    }
  });
  return { states, events, roundStarts, markers, length: file.log.length };
}

/** What the replay shows: the public view, one seat's, or every hand. */
export type ReplayViewer = 'public' | 'all' | Seat;

/** The engine's view for the chosen viewer; "all" is the public view with every seat's hand in it. */
export function viewAt(t: ReplayTimeline, position: number, viewer: ReplayViewer): GameView {
  const state = t.states[clamp(position, t)]!;
  if (viewer === 'public') return viewFor(state, 'spectator');
  if (viewer !== 'all') return viewFor(state, viewer);
  const view = viewFor(state, 'spectator');
  return { ...view, players: view.players.map((p, s) => ({ ...p, hand: [...state.players[s]!.hand] })) };
}

/** The log up to a position as that viewer may read it (all hands: every event as it happened). */
export function logAt(t: ReplayTimeline, position: number, viewer: ReplayViewer, cap = 400): { id: number; event: GameEvent }[] {
  const out: { id: number; event: GameEvent }[] = [];
  let id = 1;
  const end = clamp(position, t);
  for (let p = 0; p < end; p++) {
    const evs = viewer === 'all' ? t.events[p]! : redactEvents(t.events[p]!, viewer === 'public' ? 'spectator' : viewer);
    for (const event of evs) out.push({ id: id++, event });
  }
  return out.length > cap ? out.slice(-cap) : out;
}

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
