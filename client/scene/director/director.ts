/**
 * The director camera's choice of shot: a pure function of the game's moments (client/platform/moments.ts,
 * from the events as the client receives them) and the time. No three, no React, no clock of its own:
 * the caller passes `now` (ms).
 *
 * What it frames is the moments' camera cues, by their priority: for Emberforge the victory (the winner's
 * area, kept to the end), a commission completed and a forging (that player's area), an overheat (the
 * zone), the zone being resolved. Between moments it shows the zone where play is (the stage: for
 * Emberforge the zone being resolved), else the whole table. Every shot is held at least the timing's
 * `minHoldMs` (MIN_HOLD_MS, 4 s, unless the overlay's `hold=` says otherwise); an event's shot is held
 * `eventHoldMs` (long enough to read) before the director returns; moments that arrive while a shot is
 * held wait in a short queue, merged by what they frame (one entry per zone or seat, the higher
 * priority kept), and are dropped once stale. It never cuts while the table animates (`motionUntil`,
 * scene/motionClock.ts: embers flying, a card moving, a forge burst): a due cut waits for the motion to
 * end, up to MAX_MOTION_WAIT_MS (fast bots keep the table moving).
 */
import { CAMERA_PRIORITY, type CameraShot, type Moment } from '../../platform/moments.js';

/** A place of the game's table the director frames (Emberforge: a zone), as the game's moments name it. */
type Zone = string;

export type Shot = { kind: 'table' } | CameraShot<Zone>;

/** Every shot stays up at least this long (no more than one cut every 4 s). */
export const MIN_HOLD_MS = 4000;
/** How long a moment's shot stays up before the director moves on (the flight takes ~1.1 s of it). */
export const EVENT_HOLD_MS = 4000;
/** A queued moment older than this is no longer news: dropped rather than shown late. */
export const STALE_MS = 10_000;
/** Moments on the same thing extend its hold, but never past this: the others get their turn. */
export const MAX_SHOT_MS = 7000;
/** A due cut waits for the table's motion to end at most this long. */
export const MAX_MOTION_WAIT_MS = 2500;

/** The director's pace: the least time on a shot, and how long a moment's shot is held. */
export interface DirectorTiming {
  minHoldMs: number;
  eventHoldMs: number;
  maxShotMs: number;
  staleMs: number;
}

export const DEFAULT_TIMING: DirectorTiming = {
  minHoldMs: MIN_HOLD_MS,
  eventHoldMs: EVENT_HOLD_MS,
  maxShotMs: MAX_SHOT_MS,
  staleMs: STALE_MS,
};

/** The pace for a least hold of `holdMs` (the overlay's `hold=`): the other times keep their proportions. */
export function timingFor(holdMs: number | null | undefined): DirectorTiming {
  if (!holdMs || holdMs === MIN_HOLD_MS) return DEFAULT_TIMING;
  const eventHoldMs = Math.max(holdMs, EVENT_HOLD_MS * (holdMs / MIN_HOLD_MS));
  return {
    minHoldMs: holdMs,
    eventHoldMs,
    maxShotMs: eventHoldMs + (MAX_SHOT_MS - EVENT_HOLD_MS),
    staleMs: Math.max(STALE_MS, 2.5 * eventHoldMs),
  };
}
/** At most this many moments wait; the lowest priority goes first. */
export const QUEUE_MAX = 3;

/** A camera cue as the director holds it: the shot asked for, its priority, when. */
export interface Cue {
  shot: Shot;
  priority: number;
  /** When it happened (ms). */
  at: number;
}

export interface DirectorState {
  shot: Shot;
  priority: number;
  /** When the director last cut (ms). */
  cutAt: number;
  /** The current shot is kept until then (a moment's hold; Infinity for the victory). */
  holdUntil: number;
  /** The zone being resolved (zoneStarted .. zoneClosed): the shot between moments. */
  resolving: Zone | null;
  queue: readonly Cue[];
  timing: DirectorTiming;
  /** Since when a due cut has been waiting for the table's motion to end (null: none waiting). */
  waitingSince: number | null;
}

export const TABLE_SHOT: Shot = { kind: 'table' };

/** A stable name for what a shot frames (two moments on the same thing merge). */
export function shotKey(shot: Shot): string {
  switch (shot.kind) {
    case 'table':
      return 'table';
    case 'zone':
      return `zone:${shot.zone}`;
    case 'seat':
      return `seat:${shot.seat}`;
    case 'victory':
      return `victory:${shot.seats.join(',')}`;
  }
}

/**
 * The director as it starts: on the zone being resolved (if one is: held like any shot), else on the
 * table, free to cut at once.
 */
export function initialDirector(now: number, resolving: Zone | null = null, timing: DirectorTiming = DEFAULT_TIMING): DirectorState {
  const { shot, priority } = baseShot(resolving);
  return {
    shot,
    priority,
    cutAt: resolving ? now : now - timing.minHoldMs,
    holdUntil: now,
    resolving,
    queue: [],
    timing,
    waitingSince: null,
  };
}

/** Adds a cue to the queue: merged with one on the same target (higher priority kept, latest time). */
function enqueue(queue: readonly Cue[], m: Cue): Cue[] {
  const key = shotKey(m.shot);
  const same = queue.find((q) => shotKey(q.shot) === key);
  const merged = same ? (same.priority > m.priority ? { ...same, at: m.at } : m) : m;
  const rest = queue.filter((q) => q !== same);
  rest.push(merged);
  rest.sort((a, b) => b.priority - a.priority || a.at - b.at);
  return rest.slice(0, QUEUE_MAX);
}

/** Takes in the moments of one update (oldest first): where play is, and the cues to queue; then decides. */
export function observeMoments(state: DirectorState, moments: readonly Moment<Zone>[], now: number, motionUntil = 0): DirectorState {
  let resolving = state.resolving;
  let queue: readonly Cue[] = state.queue;
  for (const { stage, camera } of moments) {
    if (stage && 'enter' in stage) resolving = stage.enter;
    else if (stage && (stage.leave === 'any' || stage.leave === resolving)) resolving = null;
    if (camera) queue = enqueue(queue, { ...camera, at: now });
  }
  return advance({ ...state, resolving, queue }, now, motionUntil);
}

function cut(state: DirectorState, shot: Shot, priority: number, now: number, holdUntil: number, queue: readonly Cue[]): DirectorState {
  return { ...state, shot, priority, cutAt: now, holdUntil, queue, waitingSince: null };
}

/** A cut is due but the table still moves: wait (up to MAX_MOTION_WAIT_MS), or null to cut now. */
function waitForMotion(state: DirectorState, now: number, motionUntil: number, queue: readonly Cue[]): DirectorState | null {
  if (now >= motionUntil) return null;
  const since = state.waitingSince ?? now;
  if (now - since >= MAX_MOTION_WAIT_MS) return null;
  return state.waitingSince === since && state.queue === queue ? state : { ...state, waitingSince: since, queue };
}

function baseShot(resolving: Zone | null): { shot: Shot; priority: number } {
  return resolving
    ? { shot: { kind: 'zone', zone: resolving, why: 'resolve' }, priority: CAMERA_PRIORITY.stage }
    : { shot: TABLE_SHOT, priority: CAMERA_PRIORITY.table };
}

/**
 * Decides the shot at `now`: the best queued moment once the cut rule allows (at once over a lower
 * priority shot, else when the current hold ends), else back to the zone being resolved or the table
 * once the hold ends. Returns the same object when nothing changes.
 */
export function advance(state: DirectorState, now: number, motionUntil = 0): DirectorState {
  if (state.shot.kind === 'victory') return state.queue.length ? { ...state, queue: [] } : state;
  const { minHoldMs, eventHoldMs, maxShotMs, staleMs } = state.timing;
  const fresh = state.queue.filter((q) => q.priority >= CAMERA_PRIORITY.final || now - q.at <= staleMs);
  let queue: readonly Cue[] = fresh.length === state.queue.length ? state.queue : fresh;
  let current = state;
  // A moment on what is already shown merges into it: no cut, its hold runs on (up to MAX_SHOT_MS).
  const currentKey = shotKey(state.shot);
  const same = queue.find((q) => shotKey(q.shot) === currentKey);
  if (same) {
    queue = queue.filter((q) => q !== same);
    current = {
      ...state,
      shot: same.priority >= state.priority ? same.shot : state.shot,
      priority: Math.max(same.priority, state.priority),
      holdUntil: Math.max(state.holdUntil, Math.min(same.at + eventHoldMs, state.cutAt + maxShotMs)),
      queue,
    };
  }
  const canCut = now - current.cutAt >= minHoldMs;
  const held = now < current.holdUntil;
  const best = queue[0];
  if (best) {
    const victory = best.shot.kind === 'victory';
    const rest = victory ? [] : queue.slice(1);
    const hold = victory ? Infinity : now + eventHoldMs;
    if (canCut && (!held || best.priority > current.priority))
      return waitForMotion(current, now, motionUntil, queue) ?? cut(current, best.shot, best.priority, now, hold, rest);
    return idle(queue === state.queue ? state : { ...current, queue });
  }
  const base = baseShot(current.resolving);
  if (!held && canCut && shotKey(base.shot) !== currentKey)
    return waitForMotion(current, now, motionUntil, queue) ?? cut(current, base.shot, base.priority, now, now, queue);
  if (!held && shotKey(base.shot) === currentKey && current.priority !== base.priority) {
    return idle({ ...current, shot: base.shot, priority: base.priority, queue });
  }
  return idle(current === state && queue === state.queue ? state : { ...current, queue });
}

/** No cut due: none is waiting for the motion either. */
const idle = (s: DirectorState): DirectorState => (s.waitingSince === null ? s : { ...s, waitingSince: null });

/** When `advance` may next change something (ms), or null when only a new event can. */
export function nextDecisionAt(state: DirectorState, motionUntil = 0): number | null {
  if (state.shot.kind === 'victory') return null;
  // A cut waiting for the motion: when it ends, or when the wait is up.
  if (state.waitingSince !== null) return Math.min(Math.max(motionUntil, state.waitingSince + 1), state.waitingSince + MAX_MOTION_WAIT_MS);
  const canCutAt = state.cutAt + state.timing.minHoldMs;
  const best = state.queue[0];
  if (best) {
    const at = best.priority > state.priority ? canCutAt : Math.max(canCutAt, state.holdUntil);
    // A moment that goes stale before it could be shown: decide then (it is dropped).
    return best.priority < CAMERA_PRIORITY.final ? Math.min(at, best.at + state.timing.staleMs + 1) : at;
  }
  const base = baseShot(state.resolving);
  if (shotKey(base.shot) !== shotKey(state.shot)) return Math.max(canCutAt, state.holdUntil);
  if (state.priority !== base.priority) return state.holdUntil;
  return null;
}
