/** A player of the running game, or the solo automa (the last participant, no seat). */
import { Schema, type } from '@colyseus/schema';
import { ResourcesSchema } from './ResourcesSchema.js';
import type { ParticipantWire } from '../../../../shared/games/dwarf/wire/wireShapes.js';

export class ParticipantSchema extends Schema implements ParticipantWire {
  @type('string') name = '';
  @type('string') color = '';
  @type('boolean') automa = false;
  @type(ResourcesSchema) res = new ResourcesSchema();
  /** Special Actions taken in the whole game. */
  @type('uint8') specials = 0;
}
