/** The Schema objects Emberforge's field table (shared/games/emberforge/wire/gameFields.ts) grows its lists and maps by. */
import type { EmberforgeMakers } from '../../../../shared/games/emberforge/wire/wireShapes.js';
import { SCHEMA_MAKERS } from '../../../schema/schemaMakers.js';
import { HandCardSchema } from './HandCardSchema.js';
import { PlayCardSchema } from './PlayCardSchema.js';
import { PlayerSchema } from './PlayerSchema.js';
import { ZoneSchema } from './ZoneSchema.js';

export const EMBERFORGE_MAKERS: EmberforgeMakers = {
  ...SCHEMA_MAKERS,
  zone: () => new ZoneSchema(),
  playCard: () => new PlayCardSchema(),
  player: () => new PlayerSchema(),
  handCard: () => new HandCardSchema(),
};
