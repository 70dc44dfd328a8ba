/**
 * An Emberforge game rebuilt by the engine, action by action, for the replay: every state is kept (the
 * engine never mutates a state, so they share what did not change), with each action's events, the
 * positions where rounds start, and the timeline's markers (the moments that have one: ../moments.ts);
 * and what a viewer sees at a position. Pure: no React, no DOM.
 */
import { applyAction, createGame, redactEvents, viewFor } from '../../../../shared/games/emberforge/index.js';
import type { Action, GameConfig, GameEvent, GameState, GameView } from '../../../../shared/games/emberforge/index.js';
import type { ReplayFile } from '../../../../shared/protocol/gamesApi.js';
import {
  buildTimelineWith,
  clamp,
  logUpTo,
  type ReplayTimeline as ShellTimeline,
  type ReplayViewer,
} from '../../../history/replayTimeline.js';
import { momentsOf } from '../moments.js';

export type ReplayTimeline = ShellTimeline<GameState, GameEvent>;

/**
 * Builds the timeline; throws with the first action that does not apply (a broken file). The file was
 * checked with Emberforge's replay rules (its module's config and action schemas: the replay page does).
 */
export function buildTimeline(checked: Pick<ReplayFile, 'config' | 'log'>): ReplayTimeline {
  const file = checked as Pick<ReplayFile<GameConfig, Action>, 'config' | 'log'>;
  return buildTimelineWith<GameConfig, GameState, Action, GameEvent>(
    {
      create: createGame,
      apply: applyAction,
      markersOf: (events) => events.flatMap((e) => momentsOf(e).flatMap((m) => (m.marker ? [m.marker] : []))),
    },
    file,
  );
}

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
  return logUpTo(t, position, (evs) => (viewer === 'all' ? evs : redactEvents(evs, viewer === 'public' ? 'spectator' : viewer)), cap);
}
