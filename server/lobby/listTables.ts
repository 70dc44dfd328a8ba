/** The public table list (GET /api/tables): open and running public tables, never private ones. */
import { matchMaker } from '@colyseus/core';
import { ROOM_NAME, type TableListing } from '../../shared/protocol/protocol.js';

export async function listTables(): Promise<TableListing[]> {
  const rooms = await matchMaker.query({ name: ROOM_NAME });
  const out: TableListing[] = [];
  for (const r of rooms) {
    const m = r.metadata as (Omit<TableListing, 'id'> & { isPrivate?: boolean }) | undefined;
    if (!m || r.private || m.isPrivate !== false) continue;
    if (m.status !== 'lobby' && m.status !== 'playing') continue;
    const { isPrivate: _hidden, ...rest } = m;
    out.push({ ...rest, id: r.roomId });
  }
  out.sort((a, b) => (a.status === b.status ? a.name.localeCompare(b.name) : a.status === 'lobby' ? -1 : 1));
  return out;
}
