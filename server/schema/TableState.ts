/** The root of the synced state of one table. */
import { ArraySchema, Schema, type } from '@colyseus/schema';
import { GameSchema } from '../games/emberforge/schema/GameSchema.js';
import { SeatSchema } from './SeatSchema.js';
import { TableOptionsSchema } from './TableOptionsSchema.js';

export class TableState extends Schema {
  /** 'lobby' (seating) | 'playing' | 'ended' */
  @type('string') status = 'lobby';
  @type(TableOptionsSchema) options = new TableOptionsSchema();
  @type([SeatSchema]) seats = new ArraySchema<SeatSchema>();
  /** Seat of the host (the first player to sit); -1 when no human is seated. */
  @type('int8') hostSeat = -1;
  @type('uint16') spectatorCount = 0;
  /** Epoch milliseconds when the active turn's clock runs out; 0 = no clock running. */
  @type('float64') turnDeadline = 0;
  /** Present once the game has started. */
  @type(GameSchema) game: GameSchema | undefined = undefined;
}
