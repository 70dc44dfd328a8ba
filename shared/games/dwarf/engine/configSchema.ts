/** A DWARF config as a replay file or the store may give it (untrusted JSON); the engine's configError checks the rest. */
import { z } from 'zod';
import { AUTOMA_LEVELS, MAX_SEATS, MIN_SEATS, MOUNTAIN_ORDERS } from './constants.js';
import type { GameConfig } from './state.js';

const playerSchema = z.object({ name: z.string().min(1).max(64), color: z.string().min(1).max(32) });

export const configSchema = z.object({
  players: z.array(playerSchema).min(MIN_SEATS).max(MAX_SEATS),
  seed: z.union([z.string().regex(/^[0-9a-f]{64}$/), z.number().int().min(0).max(4294967295)], {
    error: 'config.seed must be 64 hex digits or a whole number 0-4294967295',
  }),
  automa: z.enum(AUTOMA_LEVELS).optional(),
  mountain: z.enum(MOUNTAIN_ORDERS).optional(),
}) satisfies z.ZodType<GameConfig>;
