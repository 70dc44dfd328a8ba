/** A seat at the table (before and during the game): who sits there and who is playing it. */
import { Schema, type } from '@colyseus/schema';
import type { SeatWire } from '../../shared/protocol/wireShapes.js';

export class SeatSchema extends Schema implements SeatWire {
  @type('uint8') seat = 0;
  /** 'empty' | 'human' | 'bot' */
  @type('string') kind = 'empty';
  @type('string') name = '';
  @type('string') color = '';
  /** A human seat with a live connection (bots count as connected). */
  @type('boolean') connected = false;
  /** The heuristic bot plays this seat (a bot seat, or a human away past grace / turn clock). */
  @type('boolean') botControlled = false;
  /** A human who left the game for good (consented leave during play): the bot finishes for them. */
  @type('boolean') abandoned = false;
  /** Missed several turns in a row on the turn clock: the bot plays until the player acts. */
  @type('boolean') away = false;
  /** A bot seat's level ('easy' | 'normal' | 'hard'); '' for humans and empty seats. */
  @type('string') botLevel = '';
}
