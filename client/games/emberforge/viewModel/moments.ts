/**
 * The big moments the HUD calls out (MomentBanner), as a pure step from one log and one view to the
 * next: the game's headline moments (client/games/emberforge/moments.ts: a zone overheats, a weapon is
 * forged, a commission is completed, the game is won), in their words, and a player comes one step
 * from victory. Nothing is announced for the history seen on joining. The
 * banner reads them while rendering, so an update takes one commit (no effect setting state: a
 * backlog of updates then made React count nested updates until it threw).
 */
import type { GameView } from '../../../../shared/games/emberforge/index.js';
import type { LoggedEvent } from '../state/gameStore.js';
import type { Lang } from '../../../state/uiStore.js';
import { momentsOf, momentWords } from '../moments.js';
import type { MomentKind } from './logGroups.js';
import { namesFrom } from './logText.js';

/** Moments on screen at once, newest last. */
export const MOMENTS_SHOWN = 3;

export interface Moment {
  id: string;
  kind: MomentKind | 'oneStep';
  text: string;
  /** When it was announced (ms), for how long it stays. */
  at: number;
}

export interface MomentsSeen {
  /** The log and the players' steps to victory last read. */
  log: readonly LoggedEvent[];
  steps: readonly number[];
  lastId: number;
  moments: Moment[];
}

export interface MomentContext {
  lang: Lang;
  /** "Eitri is one step from victory!" */
  oneStepText: (name: string) => string;
  now: number;
}

/** Starts reading at the log and steps of now (the history is not news). */
export function startMoments(log: readonly LoggedEvent[], steps: readonly number[]): MomentsSeen {
  return { log, steps, lastId: log.at(-1)?.id ?? 0, moments: [] };
}

/** The moments after reading a new log or view: the new entries, then players who came one step from victory. */
export function readMoments(
  prev: MomentsSeen,
  log: readonly LoggedEvent[],
  steps: readonly number[],
  view: GameView,
  ctx: MomentContext,
): MomentsSeen {
  const fresh: Moment[] = [];
  const nameOf = namesFrom(view.players);
  if (log !== prev.log) {
    const logCtx = { lang: ctx.lang, nameOf };
    for (const { id, event } of log) {
      if (id <= prev.lastId) continue;
      const moment = momentsOf(event).find((m) => m.headline);
      const text = moment ? momentWords(moment, logCtx) : null;
      if (moment && text) fresh.push({ id: `e${id}`, kind: moment.kind, text, at: ctx.now });
    }
  }
  if (steps !== prev.steps && view.phase !== 'ended') {
    steps.forEach((n, seat) => {
      if (n === 1 && (prev.steps[seat] ?? 0) > 1) {
        fresh.push({ id: `s${view.version}-${seat}`, kind: 'oneStep', text: ctx.oneStepText(nameOf(seat)), at: ctx.now });
      }
    });
  }
  return {
    log,
    steps,
    lastId: log.at(-1)?.id ?? prev.lastId,
    moments: fresh.length === 0 ? prev.moments : [...prev.moments, ...fresh].slice(-MOMENTS_SHOWN),
  };
}

/** The moments still on screen at `now`. */
export function momentsShownAt(moments: readonly Moment[], now: number, showMs: number): Moment[] {
  return moments.filter((m) => now < m.at + showMs);
}
