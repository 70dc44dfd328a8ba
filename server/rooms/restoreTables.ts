/**
 * Restart recovery: every unfinished table in the store comes back under its own id, its game rebuilt
 * from the log (server/game/restore.ts), and so does an ended table whose delayed broadcast has not
 * shown its end yet (its delayed viewers still see it). A table whose log does not replay is marked
 * broken with one log line, and the others still come back.
 *
 * The room is created through Colyseus's matchmaker with options carrying only a random one-time
 * nonce; the table itself waits in this in-process registry. A client cannot trigger this path: it
 * cannot know a nonce (192 random bits, consumed at once), and the matchmaking guard strips the key
 * from every client request anyway (stripRestoreNonce).
 *
 * Several processes sharing one store (PostgreSQL) and one Redis: a table already running in any of
 * them is skipped, and processes starting at once claim each table before restoring it, so one table
 * comes back exactly once (server/scale/restoreClaim.ts). The room is made in this process (the
 * staged table lives here), never forwarded to another. Each process with its own SQLite file sees
 * only its own tables: two processes may only share tables through one shared database.
 */
import { randomBytes } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import { ROOM_NAME } from '../../shared/protocol/protocol.js';
import { PLAYER_COLORS, type PlayerColor } from '../../shared/platform/seats.js';
import { gameModule } from '../../shared/platform/registry.js';
import { rebuildSession, type Rebuilt, type ReplayedStep } from '../game/restore.js';
import { storeErrorText } from './storeErrorText.js';
import { claimTableRestore, releaseTableRestore } from '../scale/restoreClaim.js';
import type { GameSession } from '../game/gameSession.js';
import type { GameStore, StoredConfigPlayers, UnfinishedTable } from '../store/gameStore.js';
import { brokenTableLine } from '../store/storeErrors.js';
import { dropLoneSurrogates } from '../../shared/protocol/names.js';

const KEY = '__restoreNonce';
const staged = new Map<string, RestoredTable>();

/** A stored table with its game rebuilt, on its way into a new room. */
export interface RestoredTable {
  table: UnfinishedTable;
  session: GameSession;
  /** The game's start and every action as first played (a delayed table rebuilds its delay line from them). */
  steps: ReplayedStep[];
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
  /** Running in another process, or being restored by one. */
  skipped: string[];
}

/**
 * The table's names as today's rules would have let them in: a table stored before lone surrogates
 * were dropped from names would shift every later Schema field for its clients (names are shown, never
 * played: the replay is the same).
 */
function withWellFormedNames(t: UnfinishedTable): UnfinishedTable {
  return {
    ...t,
    options: { ...t.options, name: dropLoneSurrogates(t.options.name) },
    seats: t.seats.map((s) => ({ ...s, name: dropLoneSurrogates(s.name) })),
    config: t.config && {
      ...t.config,
      players: (t.config as StoredConfigPlayers).players.map((p) => ({ ...p, name: dropLoneSurrogates(p.name) })),
    },
  };
}

/** Brings every unfinished table back (call once on start, after the store opened and the server listens). */
export async function restoreTables(
  store: GameStore,
  now: () => number,
  log: (line: string) => void = console.log,
): Promise<RestoreReport> {
  const report: RestoreReport = { restored: [], broken: [], skipped: [] };
  for (const table of await store.unfinishedTables(now())) {
    if (!(await claimTableRestore(table.id))) {
      report.skipped.push(table.id);
      continue;
    }
    try {
      await restoreOne(store, table, report);
    } finally {
      await releaseTableRestore(table.id); // from now on the shared listing says it runs
    }
  }
  if (report.restored.length + report.broken.length > 0)
    log(`Restored ${report.restored.length} unfinished table(s)${report.broken.length ? `; ${report.broken.length} broken` : ''}`);
  return report;
}

/** Why a started game's seats cannot be played (a seat neither a player's nor the bot's), or null. */
function unplayableSeats(t: UnfinishedTable): string | null {
  if (!t.config) return null;
  for (let seat = 0; seat < (t.config as StoredConfigPlayers).players.length; seat++) {
    const s = t.seats.find((x) => x.seat === seat);
    if (!s || s.kind === 'empty' || !PLAYER_COLORS.includes(s.color as PlayerColor))
      return `seat ${seat} of the game is stored as ${s ? `${s.kind}, colour ${String(s.color)}` : 'missing'}: nobody could play it`;
  }
  return null;
}

/** The table rebuilt, or why it cannot be (a row unreadable as a table, a log that does not replay, seats nobody plays). */
function rebuild(stored: UnfinishedTable): { table: UnfinishedTable; rebuilt: Rebuilt; why: string } {
  try {
    const table = withWellFormedNames(stored);
    const seats = unplayableSeats(table);
    if (seats) return { table, rebuilt: { ok: false, reason: seats }, why: 'its seats do not fit its game' };
    return { table, rebuilt: rebuildSession(gameModule(table.game), table), why: 'its log does not replay' };
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return { table: stored, rebuilt: { ok: false, reason }, why: 'its stored table cannot be read' };
  }
}

async function restoreOne(store: GameStore, stored: UnfinishedTable, report: RestoreReport): Promise<void> {
  const { table, rebuilt, why } = rebuild(stored);
  if (!rebuilt.ok) {
    console.error(brokenTableLine(table.id, `${why}: ${rebuilt.reason}`));
    await store
      .closeTable(table.id, 'broken', rebuilt.reason)
      .catch((e: unknown) => console.error(`[table ${table.id}] could not be marked broken: ${storeErrorText(e)}`));
    report.broken.push(table.id);
    return;
  }
  const nonce = randomBytes(24).toString('base64url');
  staged.set(nonce, { table, session: rebuilt.session, steps: rebuilt.steps });
  try {
    await matchMaker.handleCreateRoom(ROOM_NAME, { [KEY]: nonce });
    report.restored.push(table.id);
  } catch (e) {
    console.error(`[table ${table.id}] could not be restored:`, e);
    report.broken.push(table.id);
  } finally {
    staged.delete(nonce);
  }
}
