/** The root of the synced state of one table: the platform's part (a game's table state adds its `game`: server/games/). */
import { ArraySchema, Schema, type } from '@colyseus/schema';
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
  /**
   * The game once it has started: its Schema, declared by the game's own subclass of this state
   * (GameSchemaBinding.tableState); the platform only creates, syncs and hands it to StateViews.
   */
  declare game: Schema | undefined;
}
