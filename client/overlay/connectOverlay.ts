/**
 * How the overlay watches its table (issue 12): caster and seat views are delayed connections; the
 * public view is delayed on a table with a broadcast delay and live on a table without one. A public
 * table's listing says which; an unlisted (private) table is asked for a delayed connection first, and
 * watched live only when it refuses one (OverlayPage then still refuses to show a delayed table live).
 */
import type { OverlayMode } from './overlayQuery.js';

type Net = typeof import('../net/index.js');

export async function connectOverlay(net: Net, tableId: string, mode: OverlayMode): Promise<void> {
  if (mode.kind !== 'public') {
    await net.watchDelayed(tableId, mode);
    return;
  }
  const listed = (await net.listTables().catch(() => [])).find((t) => t.id === tableId);
  if (listed) {
    if (listed.broadcastDelaySeconds > 0) await net.watchDelayed(tableId, mode);
    else await net.spectate(tableId);
    return;
  }
  try {
    await net.watchDelayed(tableId, mode);
  } catch (e) {
    if (!(e instanceof net.TableJoinError && e.code === 'join_refused')) throw e;
    await net.spectate(tableId);
  }
}
