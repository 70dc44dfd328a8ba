/** A player of the running game as mirrored from the engine's views. */
import { ArraySchema, Schema, type, view } from '@colyseus/schema';
import { HandCardSchema } from './HandCardSchema.js';
import { MaterialsSchema } from './MaterialsSchema.js';
import { PlayCardSchema } from './PlayCardSchema.js';
import type { PlayerWire } from '../../../../shared/games/emberforge/wire/wireShapes.js';

export class PlayerSchema extends Schema implements PlayerWire {
  @type('uint8') seat = 0;
  @type('string') name = '';
  @type('string') color = '';
  @type(MaterialsSchema) materials = new MaterialsSchema();
  @type('uint8') commissionTokens = 0;
  @type(['string']) resolvedZones = new ArraySchema<string>();
  @type([PlayCardSchema]) play = new ArraySchema<PlayCardSchema>();
  @type('uint8') handCount = 0;
  /** Visible only to the owner: every HandCardSchema in it is added to the owner's StateView. */
  @view() @type([HandCardSchema]) hand = new ArraySchema<HandCardSchema>();
}
