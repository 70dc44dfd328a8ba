/**
 * A Dwarf Emberforge config as a replay file or the store may give it (untrusted JSON): its players in
 * seat order, its seed, its round limit and start player. The engine's configError checks the rest.
 */
import { z } from 'zod';
import { PLAYER_COLORS } from '../../../platform/seats.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './constants.js';
import type { GameConfig } from './state.js';

const playerSchema = z.object({ name: z.string().min(1).max(64), color: z.enum(PLAYER_COLORS) });

export const configSchema = z.object({
  players: z.array(playerSchema).min(MIN_PLAYERS).max(MAX_PLAYERS),
  seed: z.union([z.string().regex(/^[0-9a-f]{64}$/i), z.number().int().min(0).max(4294967295)], {
    error: 'config.seed must be 64 hex digits or a whole number 0-4294967295',
  }),
  roundLimit: z.number().int().min(1).optional(),
  startPlayer: z
    .union([
      z.literal('first'),
      z.literal('random'),
      z
        .number()
        .int()
        .min(0)
        .max(MAX_PLAYERS - 1),
    ])
    .optional(),
}) satisfies z.ZodType<GameConfig>;
