/**
 * DWARF's running game: the engine's public view (shared/games/dwarf/engine/view.ts), field by field as
 * shared/games/dwarf/wire/gameFields.ts writes it. Open information: no field holds a Mountain's order
 * or a Special card below its pile's top, and nothing is private to a seat.
 */
import { ArraySchema, Schema, type } from '@colyseus/schema';
import { ChoiceSchema } from './ChoiceSchema.js';
import { MineSchema } from './MineSchema.js';
import { ParticipantSchema } from './ParticipantSchema.js';
import { RoundSchema } from './RoundSchema.js';
import { WorkerSchema } from './WorkerSchema.js';
import type { GameWire } from '../../../../shared/games/dwarf/wire/wireShapes.js';

export class DwarfGameSchema extends Schema implements GameWire {
  @type('uint32') version = 0;
  @type('uint8') seatCount = 0;
  /** The solo automa's level; '' at a table of 2-5. */
  @type('string') automa = '';
  @type('string') mountainOrder = 'shuffled';
  @type('uint16') round = 0;
  /** 'selection' | 'callForHelp' | 'extract' | 'forge' | 'ended' */
  @type('string') phase = 'selection';
  @type('uint8') firstPlayer = 0;
  @type([ParticipantSchema]) players = new ArraySchema<ParticipantSchema>();
  /** One per position of the mines, in reading order. */
  @type([WorkerSchema]) workers = new ArraySchema<WorkerSchema>();
  @type(['string']) discard = new ArraySchema<string>();
  @type(RoundSchema) r = new RoundSchema();
  @type('int8') specialWho = -1;
  @type('string') specialCard = '';
  @type('uint8') specialMine = 0;
  @type('string') specialStage = '';
  @type(ChoiceSchema) choice = new ChoiceSchema();
  @type('string') endCause = '';
  @type(['uint8']) endWinners = new ArraySchema<number>();
  @type('boolean') endAutomaWins = false;
  @type('string') endDecidedBy = '';
  @type([MineSchema]) mines = new ArraySchema<MineSchema>();
}
