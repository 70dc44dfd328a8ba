/** The worker on one position of the mines; who = -1 when the position is free. */
import { Schema, type } from '@colyseus/schema';
import type { WorkerWire } from '../../../../shared/games/dwarf/wire/wireShapes.js';

export class WorkerSchema extends Schema implements WorkerWire {
  @type('int8') who = -1;
  @type('boolean') extra = false;
  @type('boolean') spent = false;
}
