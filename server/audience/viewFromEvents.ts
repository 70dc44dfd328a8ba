/**
 * The public view moved on by one action's spectator events (their compact wire form), with the
 * engine's `viewAfterEvents`: what every spectator of a public audience room does on its side. The
 * table checks once per action that the events give the view (`eventsGiveView`) and publishes the
 * view itself only when they do not (the game's start, an engine that disagrees with itself); every
 * audience room then derives it (`viewAfterWire`) instead of receiving and comparing it.
 */
import { isDeepStrictEqual } from 'node:util';
import { viewAfterEvents } from '../../shared/games/emberforge/engine/viewAfterEvents.js';
import type { GameView } from '../../shared/index.js';
import { decodeEvents, type EventsWire } from '../../shared/games/emberforge/wire/eventsWire.js';

/**
 * The view after `events`: `before` itself when they are of a version it already holds (a snapshot
 * taken after them), null when they cannot move it on (a gap, an undecodable message, an engine throw).
 */
export function viewAfterWire(before: GameView, events: EventsWire): GameView | null {
  const m = decodeEvents(events);
  if (!m) return null;
  if (m.version <= before.version) return before;
  if (m.version !== before.version + 1) return null;
  try {
    return viewAfterEvents(before, m);
  } catch {
    return null;
  }
}

/** Whether spectators holding `before` reach exactly `next` by applying `events` alone. */
export function eventsGiveView(before: GameView | null, events: EventsWire, next: GameView): boolean {
  if (!before) return false;
  const derived = viewAfterWire(before, events);
  return derived !== null && derived.version === next.version && isDeepStrictEqual(derived, next);
}
