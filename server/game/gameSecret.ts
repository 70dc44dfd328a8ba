/**
 * The secret that keys a table's shuffle (its game's random generator, e.g. shared/games/emberforge/engine/rng.ts): 32 bytes from crypto.randomBytes, as
 * 64 hex digits. It stays in the room (GameConfig.seed, GameState.rng): never in the state sent to
 * clients, a message, the listing, the history, a log line or an error. Only server-side code may
 * choose a seed instead (ServerConfig.tableSeed: tests and benchmarks); clients cannot.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { TableSeed } from '../../shared/platform/gameModule.js';
import type { ServerConfig } from '../config.js';
import type { TableOptions } from '../../shared/protocol/tableOptions.js';

export interface TableRandomness {
  /** The game's seed: a fresh 256-bit secret, or the number tests chose. */
  seed: TableSeed;
  /** Seeds the bots' (public, predictable) choices of move; independent of the secret. */
  botSeed: number;
}

/** The randomness of a new table. */
export function newTableRandomness(cfg: Pick<ServerConfig, 'tableSeed'>, options: TableOptions): TableRandomness {
  const chosen = cfg.tableSeed?.(options);
  if (chosen !== undefined) {
    if (!Number.isInteger(chosen) || chosen < 0 || chosen > 0xffffffff) throw new Error('tableSeed must give a whole number 0-4294967295');
    return { seed: chosen, botSeed: chosen };
  }
  return { seed: randomBytes(32).toString('hex'), botSeed: randomInt(0, 2 ** 32 - 1) };
}
