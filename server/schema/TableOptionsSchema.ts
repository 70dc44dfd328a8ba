/** The options a table was created with (public). */
import { Schema, type } from '@colyseus/schema';

export class TableOptionsSchema extends Schema {
  /** The game the table plays (shared/platform/gameCatalog.ts). */
  @type('string') game = 'emberforge';
  @type('string') name = '';
  @type('uint8') seatCount = 2;
  @type('uint16') roundLimit = 30;
  /** 0 = no turn clock. */
  @type('uint16') turnSeconds = 0;
  @type('boolean') spectatorsAllowed = true;
  @type('boolean') isPrivate = false;
  @type('uint16') botDelayMs = 800;
  @type('float32') graceSeconds = 60;
  /** 'first' | 'random' */
  @type('string') startPlayer = 'first';
  /** 0 = no delayed broadcast. */
  @type('uint16') broadcastDelaySeconds = 0;
  @type('boolean') casterView = false;
  /** With casterView: who casts (every player is told before they sit); '' without. */
  @type('string') casterName = '';
  /** Spectators watch live (no delay, or the host allowed it). */
  @type('boolean') liveSpectators = true;
}
