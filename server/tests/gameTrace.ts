/**
 * Test support: a finished Emberforge table's game action by action, from its config and action log
 * (through the module and the conformance kit's traceGame, as any game's would be).
 */
import type { Action, GameConfig, GameEvent, Seat } from '../../shared/games/emberforge/index.js';
import { traceGame } from '../../shared/platform/conformance/traceGame.js';
import { gameModule } from '../../shared/platform/registry.js';

const emberforge = gameModule('emberforge');

/** The engine's full events of every action of the log, with the version each one produced. */
export function eventsByVersion(
  config: GameConfig,
  log: readonly { seat: Seat; action: Action }[],
): { version: number; seat: Seat; events: GameEvent[] }[] {
  return traceGame(emberforge, config, log).actions as { version: number; seat: Seat; events: GameEvent[] }[];
}

/** What `viewer` should have in its log up to `version`: every action's events redacted for it, the last `cap`. */
export function expectedLog(
  config: GameConfig,
  log: readonly { seat: Seat; action: Action }[],
  viewer: Seat | 'spectator',
  version: number,
  cap: number,
): GameEvent[] {
  const all = eventsByVersion(config, log)
    .filter((e) => e.version <= version)
    .flatMap((e) => emberforge.redactEvents(e.events, viewer) as GameEvent[]);
  return all.slice(Math.max(0, all.length - cap));
}
