/**
 * The game of one table as the server keeps it: the engine state, the config and every accepted
 * action (with the engine's replay() they rebuild any version), and the full event history for late
 * joiners. No rules here: the engine decides, this only records.
 */
import type { Action, GameConfig, GameEvent, GameState } from '../../shared/index.js';
import type { Seat } from '../../shared/platform/seats.js';
import { createGame } from './engine.js';
import { EventHistory } from './eventHistory.js';

/** The game's types as the session holds them (Dwarf Emberforge's, the one game so far: issue 39 makes them the module's). */
export type SessionState = GameState;
export type SessionAction = Action;
export type SessionEvent = GameEvent;

export interface GameRecord {
  config: GameConfig;
  log: { seat: Seat; action: Action }[];
  state: GameState;
}

export class GameSession {
  private current: GameState | null = null;
  private config: GameConfig | null = null;
  private readonly log: { seat: Seat; action: Action }[] = [];
  /** The engine's full events per accepted action, for late joiners (sent redacted). */
  readonly history = new EventHistory();

  get game(): GameState | null {
    return this.current;
  }

  start(config: GameConfig): GameState {
    this.config = config;
    this.current = createGame(config);
    return this.current;
  }

  /** The start could not be recorded: back to no game (the table stays in its lobby). */
  cancelStart(): void {
    if (this.log.length > 0) throw new Error('cancelStart after actions were accepted');
    this.config = null;
    this.current = null;
  }

  /** Records an accepted action and the state it produced. */
  accept(next: GameState, actor: Seat, action: Action, events: GameEvent[]): void {
    this.current = next;
    this.log.push({ seat: actor, action });
    this.history.push(next.version, actor, events);
  }

  /** The game so far as config + action log (for replays, audits and tests); null before the start. */
  record(): GameRecord | null {
    if (!this.config || !this.current) return null;
    return { config: this.config, log: [...this.log], state: this.current };
  }
}
