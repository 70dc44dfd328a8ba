/**
 * Restart recovery: every unfinished table in the store comes back under its own id, its game rebuilt
 * from the log (server/game/restore.ts). A table whose log does not replay is marked broken with one
 * log line, and the others still come back.
 *
 * The room is created through Colyseus's matchmaker with options carrying only a random one-time
 * nonce; the table itself waits in this in-process registry. A client cannot trigger this path: it
 * cannot know a nonce (192 random bits, consumed at once), and the matchmaking guard strips the key
 * from every client request anyway (stripRestoreNonce).
 */
import { randomBytes } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import { ROOM_NAME } from '../../shared/protocol/protocol.js';
import { rebuildSession } from '../game/restore.js';
import { storeErrorText } from './persistence.js';
import type { GameSession } from '../game/gameSession.js';
import type { GameStore, UnfinishedTable } from '../store/gameStore.js';

const KEY = '__restoreNonce';
const staged = new Map<string, RestoredTable>();

/** A stored table with its game rebuilt, on its way into a new room. */
export interface RestoredTable {
  table: UnfinishedTable;
  session: GameSession;
}

/** Removes a client-sent restore key from matchmaking options (called for every matchmaking request). */
export function stripRestoreNonce(options: Record<string, unknown>): void {
  delete options[KEY];
}

/** The table staged for this room's creation, once; null for every ordinary create. */
export function takeRestoredTable(createOptions: unknown): RestoredTable | null {
  const nonce = typeof createOptions === 'object' && createOptions !== null ? (createOptions as Record<string, unknown>)[KEY] : undefined;
  if (typeof nonce !== 'string') return null;
  const t = staged.get(nonce) ?? null;
  staged.delete(nonce);
  return t;
}

export interface RestoreReport {
  restored: string[];
  broken: string[];
}

/** Brings every unfinished table back (call once on start, after the store opened and the server listens). */
export async function restoreTables(store: GameStore, log: (line: string) => void = console.log): Promise<RestoreReport> {
  const report: RestoreReport = { restored: [], broken: [] };
  for (const table of await store.unfinishedTables()) {
    const rebuilt = rebuildSession(table);
    if (!rebuilt.ok) {
      console.error(`[table ${table.id}] broken: its log does not replay: ${rebuilt.reason}. The table is not restored.`);
      await store
        .closeTable(table.id, 'broken', rebuilt.reason)
        .catch((e: unknown) => console.error(`[table ${table.id}] could not be marked broken: ${storeErrorText(e)}`));
      report.broken.push(table.id);
      continue;
    }
    const nonce = randomBytes(24).toString('base64url');
    staged.set(nonce, { table, session: rebuilt.session });
    try {
      await matchMaker.createRoom(ROOM_NAME, { [KEY]: nonce });
      report.restored.push(table.id);
    } catch (e) {
      console.error(`[table ${table.id}] could not be restored:`, e);
      report.broken.push(table.id);
    } finally {
      staged.delete(nonce);
    }
  }
  if (report.restored.length + report.broken.length > 0)
    log(`Restored ${report.restored.length} unfinished table(s)${report.broken.length ? `; ${report.broken.length} broken` : ''}`);
  return report;
}
