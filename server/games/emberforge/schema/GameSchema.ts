/** The running game: the public part of the engine's GameView (hands live in PlayerSchema.hand). */
import { ArraySchema, MapSchema, Schema, type } from '@colyseus/schema';
import { MaterialsSchema } from './MaterialsSchema.js';
import { PlayerSchema } from './PlayerSchema.js';
import { ZoneSchema } from './ZoneSchema.js';
import type { GameWire } from '../../../../shared/games/emberforge/wire/wireShapes.js';

export class GameSchema extends Schema implements GameWire {
  @type('uint32') version = 0;
  @type('uint8') playerCount = 0;
  @type('uint16') roundLimit = 0;
  @type('uint16') round = 0;
  /** 'placement' | 'activation' | 'ended' */
  @type('string') phase = 'placement';
  @type('uint8') forgemaster = 0;
  @type('uint8') activeSeat = 0;
  @type('uint8') turnIndex = 0;
  @type('uint8') placedThisTurn = 0;
  /** Keyed by zone name: ignar, durgaz, runarium, gildar. */
  @type({ map: ZoneSchema }) zones = new MapSchema<ZoneSchema>();
  /** Face up; last element = top. */
  @type(['string']) discard = new ArraySchema<string>();
  /** One entry per commission slot; '' = empty slot. */
  @type(['string']) commissions = new ArraySchema<string>();
  @type(MaterialsSchema) supply = new MaterialsSchema();
  /** The zone being resolved ember by ember ('' = none) and its embers left. */
  @type('string') resolvingZone = '';
  @type('uint8') resolvingRemaining = 0;
  /** Empty while nobody has won. */
  @type(['uint8']) winnerSeats = new ArraySchema<number>();
  /** '' | 'forgeMastery' | 'guildPrestige' | 'roundLimit' */
  @type('string') winnerReason = '';
  @type('uint8') deckCount = 0;
  @type('uint8') boxCount = 0;
  @type([PlayerSchema]) players = new ArraySchema<PlayerSchema>();
}
