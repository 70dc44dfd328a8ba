/**
 * A stored table's game rebuilt after a restart: its config and action log replayed through the
 * engine, one action at a time, exactly as they were accepted (the event history for late joiners
 * comes back with it). A log that no longer replays (a corrupt row, changed rules, a gap in the
 * versions) names the first action that fails; the table is then marked broken, never half-restored.
 */
import type { AnyGameModule } from '../../shared/platform/gameModule.js';
import { parseGameAction } from '../../shared/platform/parseGameAction.js';
import type { Seat } from '../../shared/platform/seats.js';
import type { UnfinishedTable } from '../store/gameStore.js';
import { GameSession, type SessionEvent, type SessionState } from './gameSession.js';

/**
 * One step of the replayed game as it was first played: the start (no action), then each action with
 * its full events, the state it produced and when it was accepted. A delayed table's delay line is
 * rebuilt from them (server/delayed/).
 */
export interface ReplayedStep {
  at: number;
  game: SessionState;
  action: { version: number; seat: Seat; events: readonly SessionEvent[] } | null;
}

export type Rebuilt = { ok: true; session: GameSession; steps: ReplayedStep[] } | { ok: false; reason: string };

export function rebuildSession(module: AnyGameModule, table: Pick<UnfinishedTable, 'config' | 'log' | 'startedAt'>): Rebuilt {
  const session = new GameSession(module);
  const steps: ReplayedStep[] = [];
  const fail = (reason: string): Rebuilt => ({ ok: false, reason });
  if (!table.config)
    return table.log.length === 0 ? { ok: true, session, steps } : fail(`${table.log.length} actions stored but no game config`);
  try {
    // A config the engine refuses throws here. A table stored before startedAt was kept: its first action's time.
    // The store keeps the config as the game's own JSON (opaque to it): the engine checks it as it creates the game.
    steps.push({ at: table.startedAt ?? table.log[0]?.at ?? 0, game: session.start(table.config), action: null });
  } catch (e) {
    return fail(`the stored game config does not create a game (${e instanceof Error ? e.message : String(e)})`);
  }
  for (let i = 0; i < table.log.length; i++) {
    const entry = table.log[i]!;
    const expected = i + 1;
    const name = `action ${entry.version} (${describe(entry.action)} by seat ${entry.seat})`;
    if (entry.version !== expected) return fail(`${name}: version ${entry.version} where ${expected} was expected`);
    const parsed = parseGameAction(module.actionSchema, entry.action);
    if (!parsed.ok) return fail(`${name} is not a valid action: ${parsed.message}`);
    const game = session.game!;
    if (session.ended) return fail(`${name} comes after the end of the game`);
    let result;
    try {
      result = module.apply(game, entry.seat, parsed.action);
    } catch (e) {
      return fail(`${name} broke the engine: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (!result.ok) return fail(`${name} was refused: ${result.error.code} (${result.error.message})`);
    const made = module.version(result.state);
    if (made !== entry.version) return fail(`${name} made version ${made}`);
    session.accept(result.state, entry.seat, parsed.action, result.events);
    steps.push({ at: entry.at, game: result.state, action: { version: entry.version, seat: entry.seat, events: result.events } });
  }
  return { ok: true, session, steps };
}

function describe(action: unknown): string {
  const type = typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined;
  return typeof type === 'string' ? type.slice(0, 40) : 'unreadable action';
}
