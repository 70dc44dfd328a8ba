/**
 * Opens the store the environment asks for: PostgreSQL when DATABASE_URL is set, else SQLite in
 * `${DATA_DIR}/emberforge.db` (directory created). Migrations run on open; a database that cannot be
 * opened or migrated throws a StoreOpenError whose message is one line saying why and what to do.
 */
import { accessSync, constants, mkdirSync } from 'node:fs';
import type { GameStore } from './gameStore.js';
import { sqliteOpenError } from './openErrors.js';
import { PgStore } from './pgStore.js';
import { SqliteStore, type SqliteSync } from './sqliteStore.js';
import { StoreOpenError } from './storeErrors.js';

export { DuplicateVersionError, StoreOpenError, UnknownTableError } from './storeErrors.js';

export interface StoreConfig {
  /** SQLite's directory (default ./data); unused when databaseUrl is set. */
  dataDir: string;
  /** postgres://user:password@host:5432/database: use PostgreSQL instead of SQLite. */
  databaseUrl?: string;
  /** SQLite's synchronous mode under WAL: NORMAL (default: a power cut may lose the last writes, never corrupts) or FULL. */
  sqliteSync?: SqliteSync;
}

export const SQLITE_FILE_NAME = 'emberforge.db';

/** DATA_DIR (default ./data), DATABASE_URL, SQLITE_SYNC (NORMAL or FULL). */
export function storeConfigFromEnv(env: Record<string, string | undefined> = process.env): StoreConfig {
  const sync = (env.SQLITE_SYNC?.trim() || 'NORMAL').toUpperCase();
  if (sync !== 'NORMAL' && sync !== 'FULL') {
    throw new StoreOpenError(`SQLITE_SYNC must be NORMAL or FULL (got ${JSON.stringify(env.SQLITE_SYNC)}).`);
  }
  return { dataDir: env.DATA_DIR?.trim() || './data', databaseUrl: env.DATABASE_URL?.trim() || undefined, sqliteSync: sync };
}

/** The SQLite file of a data directory, as the user wrote the directory (./data → ./data/emberforge.db). */
export function sqliteFile(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, '') || '/'}/${SQLITE_FILE_NAME}`.replace(/^\/\//, '/');
}

export async function openStore(config: StoreConfig): Promise<GameStore> {
  if (config.databaseUrl) return PgStore.open(config.databaseUrl);
  const file = sqliteFile(config.dataDir);
  try {
    mkdirSync(config.dataDir, { recursive: true });
    accessSync(config.dataDir, constants.W_OK); // SQLite itself would only say "unable to open database file"
  } catch (err) {
    throw sqliteOpenError(file, 'open', err);
  }
  return SqliteStore.open(file, config.sqliteSync ?? 'NORMAL');
}
