/**
 * Which process restores a stored table after a restart, when several processes share one store
 * (PostgreSQL) and one Redis. A table is restored by at most one of them:
 * - a table that is running in any process (its room is in the shared listing: the driver) is left alone;
 * - processes starting at once race on a per-table claim in the presence (HINCRBY + EXPIRE in one
 *   MULTI): only the first gets 1. The claim lasts `claimSeconds` (long enough to rebuild and create
 *   the room; after that the listing says the table runs), so a claim left by a process that died
 *   mid-restore does not keep the table away for ever.
 * Colyseus removes the listings of dead processes on start (its health check, before `listen` resolves),
 * so a table of a killed process is restored by the next process that starts.
 * With one process (LocalPresence / LocalDriver) both checks always pass.
 */
import { matchMaker } from '@colyseus/core';

const CLAIM_PREFIX = 'emberforge:restore:';

export async function claimTableRestore(tableId: string, claimSeconds = 60): Promise<boolean> {
  if (await matchMaker.driver.has(tableId)) return false; // running somewhere already
  const claims = await matchMaker.presence.hincrbyex(`${CLAIM_PREFIX}${tableId}`, 'claims', 1, claimSeconds);
  if (claims !== 1) return false; // another process is restoring it
  // It may have come up between the two checks (a process that claimed and finished just before ours expired).
  return !(await matchMaker.driver.has(tableId));
}

/** Ends a claim at once (the restore failed, or the table was broken): another process may try. */
export async function releaseTableRestore(tableId: string): Promise<void> {
  await matchMaker.presence.del(`${CLAIM_PREFIX}${tableId}`);
}
