/** The Schema objects the shared field tables (shared/protocol/gameFields.ts) grow lists and maps by. */
import type { WireMakers } from '../../shared/protocol/wireShapes.js';
import { HandCardSchema } from '../games/emberforge/schema/HandCardSchema.js';
import { PlayCardSchema } from '../games/emberforge/schema/PlayCardSchema.js';
import { PlayerSchema } from '../games/emberforge/schema/PlayerSchema.js';
import { SeatSchema } from './SeatSchema.js';
import { ZoneSchema } from '../games/emberforge/schema/ZoneSchema.js';

export const SCHEMA_MAKERS: WireMakers = {
  zone: () => new ZoneSchema(),
  playCard: () => new PlayCardSchema(),
  player: () => new PlayerSchema(),
  handCard: () => new HandCardSchema(),
  seat: () => new SeatSchema(),
};
