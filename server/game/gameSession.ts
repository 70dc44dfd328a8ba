/**
 * The game of one table as the server keeps it: the engine state, the config and every accepted
 * action (with the module's replay() they rebuild any version), and the full event history for late
 * joiners. No rules here: the table's game module decides, this only records.
 */
import type { AnyGameModule } from '../../shared/platform/gameModule.js';
import type { Seat } from '../../shared/platform/seats.js';
import { EventHistory } from './eventHistory.js';

/** A game's values as the table holds them: opaque, read only through the table's module. */
export type SessionConfig = unknown;
export type SessionState = unknown;
export type SessionAction = unknown;
export type SessionEvent = unknown;

/** A game's config, log and state: opaque to the platform; a caller that knows the game may name its types. */
export interface GameRecord<Config = SessionConfig, State = SessionState, Action = SessionAction> {
  config: Config;
  log: { seat: Seat; action: Action }[];
  state: State;
}

export class GameSession {
  private current: SessionState | null = null;
  private config: SessionConfig | null = null;
  private readonly log: { seat: Seat; action: SessionAction }[] = [];
  /** The engine's full events per accepted action, for late joiners (sent redacted). */
  readonly history: EventHistory;

  constructor(readonly module: AnyGameModule) {
    this.history = new EventHistory(module);
  }

  get game(): SessionState | null {
    return this.current;
  }

  /** The game's version (actions applied), or null before the start. */
  get version(): number | null {
    return this.current === null ? null : this.module.version(this.current);
  }

  /** Whether the game is over (its module gives its outcome). */
  get ended(): boolean {
    return this.current !== null && this.module.outcome(this.current) !== null;
  }

  start(config: SessionConfig): SessionState {
    this.config = config;
    this.current = this.module.create(config);
    return this.current;
  }

  /** The start could not be recorded: back to no game (the table stays in its lobby). */
  cancelStart(): void {
    if (this.log.length > 0) throw new Error('cancelStart after actions were accepted');
    this.config = null;
    this.current = null;
  }

  /** Records an accepted action and the state it produced. */
  accept(next: SessionState, actor: Seat, action: SessionAction, events: readonly SessionEvent[]): void {
    this.current = next;
    this.log.push({ seat: actor, action });
    this.history.push(this.module.version(next), actor, events);
  }

  /** The game so far as config + action log (for replays, audits and tests); null before the start. */
  record(): GameRecord | null {
    if (this.config === null || this.current === null) return null;
    return { config: this.config, log: [...this.log], state: this.current };
  }
}
