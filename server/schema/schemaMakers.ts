/** The Schema objects the platform's field tables (shared/protocol/seatFields.ts) grow lists by: seat rows. A game's binding adds its own kinds. */
import type { WireMakers } from '../../shared/protocol/wireShapes.js';
import { SeatSchema } from './SeatSchema.js';

export const SCHEMA_MAKERS: WireMakers = {
  seat: () => new SeatSchema(),
};
