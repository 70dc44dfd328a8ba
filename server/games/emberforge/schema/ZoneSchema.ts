/** One of the four zones: the embers on it (owner seat per ember, in placement order) and its heat token. */
import { ArraySchema, Schema, type } from '@colyseus/schema';
import type { ZoneWire } from '../../../../shared/games/emberforge/wire/wireShapes.js';

export class ZoneSchema extends Schema implements ZoneWire {
  @type(['uint8']) embers = new ArraySchema<number>();
  /** 'none' | 'overheat' | 'cooldown' */
  @type('string') heat = 'none';
  @type('uint16') heatRound = 0;
}
