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

/** What rebuilding a game's timeline needs of its engine (the game's replayTimeline.ts gives it). */
export interface TimelineEngine<Config, State extends { round: number }, Action extends { type: string }, Event> {
  create(config: Config): State;
  apply(
    state: State,
    seat: SeatIndex,
    action: Action,
  ): { ok: true; state: State; events: Event[] } | { ok: false; error: { message: string } };
  /** The markers of one action's events (position p is added here). */
  markersOf(events: readonly Event[]): Omit<Marker, 'position'>[];
  /** Markers before any action (DWARF marks round 1 at position 0). */
  startMarkers?: readonly Marker[];
}

/** Rebuilds a game action by action; throws with the first action that does not apply (a broken file). */
export function buildTimelineWith<Config, State extends { round: number }, Action extends { type: string }, Event>(
  engine: TimelineEngine<Config, State, Action, Event>,
  file: { config: Config; log: readonly { seat: SeatIndex; action: Action }[] },
): ReplayTimeline<State, Event> {
  const states: State[] = [engine.create(file.config)];
  const events: Event[][] = [];
  const roundStarts = [0];
  const rounds = [states[0]!.round];
  const markers: Marker[] = [...(engine.startMarkers ?? [])];
  file.log.forEach(({ seat, action }, i) => {
    const prev = states[states.length - 1]!;
    const r = engine.apply(prev, seat, action);
    if (!r.ok) throw new Error(`action ${i} (seat ${seat}, ${action.type}) does not apply: ${r.error.message}`);
    const p = i + 1;
    states.push(r.state);
    events.push(r.events);
    rounds.push(r.state.round);
    if (r.state.round !== prev.round) roundStarts.push(p);
    for (const marker of engine.markersOf(r.events)) markers.push({ position: p, ...marker });
  });
  return { states, events, roundStarts, rounds, markers, length: file.log.length };
}

/** The log up to a position, each action's events as `tell` gives them to the viewer, the last `cap` entries. */
export function logUpTo<Event>(
  t: ReplayTimeline<unknown, Event>,
  position: number,
  tell: (events: Event[]) => readonly Event[],
  cap = 400,
): { id: number; event: Event }[] {
  const out: { id: number; event: Event }[] = [];
  let id = 1;
  const end = clamp(position, t);
  for (let p = 0; p < end; p++) for (const event of tell(t.events[p]!)) out.push({ id: id++, event });
  return out.length > cap ? out.slice(-cap) : out;
}
