/**
 * A DWARF game rebuilt by the engine, action by action, for the replay page (client/history): every
 * state is kept (the engine never changes a state, so they share what did not change), with each
 * action's events, the positions where rounds start and the timeline's markers: every round (the first
 * at position 0), the monsters fended off and the attacks, the artefacts forged, the Special Actions and
 * the end (../moments.ts). DWARF hides no hand: every viewer, a seat or "all hands", sees the public view.
 * Pure: no React, no DOM.
 */
import { applyAction, createGame, viewFor } from '../../../../shared/games/dwarf/index.js';
import type { Action, GameConfig, GameEvent, GameState, GameView } from '../../../../shared/games/dwarf/index.js';
import type { ReplayFile } from '../../../../shared/protocol/gamesApi.js';
import {
  buildTimelineWith,
  clamp,
  logUpTo,
  type Marker,
  type ReplayTimeline as ShellTimeline,
  type ReplayViewer,
} from '../../../history/replayTimeline.js';
import type { LoggedEvent } from '../../../state/gameStore.js';
import { momentsOf } from '../moments.js';

export type ReplayTimeline = ShellTimeline<GameState, GameEvent>;

/**
 * Builds the timeline; throws with the first action that does not apply (a broken file). The file was
 * checked with DWARF's replay rules (its module's config and action schemas: the replay page does).
 * An action's markers of one kind (monsters fended off by two seats in one Defend step) are one marker.
 */
export function buildTimeline(checked: Pick<ReplayFile, 'config' | 'log'>): ReplayTimeline {
  const file = checked as Pick<ReplayFile<GameConfig, Action>, 'config' | 'log'>;
  return buildTimelineWith<GameConfig, GameState, Action, GameEvent>(
    { create: createGame, apply: applyAction, markersOf: oneMarkerPerKind, startMarkers: [{ position: 0, kind: 'round', seat: null }] },
    file,
  );
}

/** One marker per kind and action (a Defend step fends off several monsters at once); its seat if only one's. */
function oneMarkerPerKind(events: readonly GameEvent[]): Omit<Marker, 'position'>[] {
  const mine = new Map<string, Omit<Marker, 'position'>>();
  for (const e of events) {
    for (const { marker } of momentsOf(e)) {
      if (!marker) continue;
      const same = mine.get(marker.kind);
      if (!same) mine.set(marker.kind, { ...marker });
      else if (same.seat !== marker.seat) same.seat = null;
    }
  }
  return [...mine.values()];
}

/** The engine's public view at a position: DWARF hides nothing in hands, so a seat and "all hands" see it too. */
export function viewAt(t: ReplayTimeline, position: number, _viewer: ReplayViewer): GameView {
  return viewFor(t.states[clamp(position, t)]!, 'spectator');
}

/** The log up to a position (DWARF's events hide nothing: the same for every viewer), the last `cap` entries. */
export function logAt(t: ReplayTimeline, position: number, _viewer: ReplayViewer, cap = 400): LoggedEvent<GameEvent>[] {
  return logUpTo(t, position, (evs) => evs, cap);
}
