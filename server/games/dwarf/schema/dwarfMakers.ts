/** The Schema objects DWARF's field table (shared/games/dwarf/wire/gameFields.ts) grows its lists by. */
import type { DwarfMakers } from '../../../../shared/games/dwarf/wire/wireShapes.js';
import { SCHEMA_MAKERS } from '../../../schema/schemaMakers.js';
import { MineSchema } from './MineSchema.js';
import { ParticipantSchema } from './ParticipantSchema.js';
import { PileSchema } from './PileSchema.js';
import { StackSchema } from './StackSchema.js';
import { WorkerSchema } from './WorkerSchema.js';
import { WorkItemSchema } from './WorkItemSchema.js';

export const DWARF_MAKERS: DwarfMakers = {
  ...SCHEMA_MAKERS,
  participant: () => new ParticipantSchema(),
  worker: () => new WorkerSchema(),
  mine: () => new MineSchema(),
  stack: () => new StackSchema(),
  pile: () => new PileSchema(),
  workItem: () => new WorkItemSchema(),
};
