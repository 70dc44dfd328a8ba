/**
 * The public view moved on by one action's spectator events (their compact wire form), with the
 * game module's `viewAfterEvents`: what every spectator of a public audience room does on its side. The
 * table checks once per action that the events give the view (`eventsGiveView`) and publishes the
 * view itself only when they do not (the game's start, an engine that disagrees with itself); every
 * audience room then derives it (`viewAfterWire`) instead of receiving and comparing it.
 */
import { isDeepStrictEqual } from 'node:util';
import type { AnyGameModule } from '../../shared/platform/gameModule.js';
import type { EventsWire } from '../../shared/protocol/eventsEnvelope.js';

/**
 * The view after `events`: `before` itself when they are of a version it already holds (a snapshot
 * taken after them), null when they cannot move it on (a gap, an undecodable message, an engine throw).
 */
export function viewAfterWire(module: AnyGameModule, before: unknown, events: EventsWire): unknown {
  const m = module.decodeEvents(events);
  if (!m) return null;
  const held = module.viewVersion(before);
  if (m.version <= held) return before;
  if (m.version !== held + 1) return null;
  try {
    return module.viewAfterEvents(before, m);
  } catch {
    return null;
  }
}

/** Whether spectators holding `before` reach exactly `next` by applying `events` alone. */
export function eventsGiveView(module: AnyGameModule, before: unknown, events: EventsWire, next: unknown): boolean {
  if (before === null) return false;
  const derived = viewAfterWire(module, before, events);
  return derived !== null && module.viewVersion(derived) === module.viewVersion(next) && isDeepStrictEqual(derived, next);
}
