/** What lasts one round (the engine's RoundState); lists are indexed by participant. '' = no card. */
import { ArraySchema, Schema, type } from '@colyseus/schema';
import type { RoundWire } from '../../../../shared/games/dwarf/wire/wireShapes.js';

export class RoundSchema extends Schema implements RoundWire {
  @type('uint8') pass = 1;
  @type('uint8') turn = 0;
  @type(['uint8']) baseLeft = new ArraySchema<number>();
  @type(['uint8']) received = new ArraySchema<number>();
  @type(['uint8']) calls = new ArraySchema<number>();
  @type(['uint8']) helpQueue = new ArraySchema<number>();
  @type('uint8') step = 0;
  @type('boolean') orcRaid = false;
  @type('boolean') passMarker = false;
  @type('string') lastDrawn = '';
  @type('string') humanFirst = '';
}
