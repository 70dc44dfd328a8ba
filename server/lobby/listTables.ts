/**
 * The tables as the lobby sees them: the public list (GET /api/tables: open and running public tables,
 * never private ones), and one table by its id (GET /api/tables/:id: an invite link's page, private
 * tables included, since their id is the invitation).
 */
import { matchMaker } from '@colyseus/core';
import { ROOM_NAME, type TableListing } from '../../shared/protocol/protocol.js';
import type { TableMetadata } from './tableListing.js';

type ListedRoom = { roomId: string; private?: boolean; metadata?: unknown };

function listing(r: ListedRoom): { row: TableListing; isPrivate: boolean } | null {
  const m = r.metadata as TableMetadata | undefined;
  if (!m) return null;
  const { isPrivate, ...rest } = m;
  return { row: { ...rest, id: r.roomId }, isPrivate: r.private === true || isPrivate !== false };
}

export async function listTables(): Promise<TableListing[]> {
  const rooms = await matchMaker.query({ name: ROOM_NAME });
  const out: TableListing[] = [];
  for (const r of rooms) {
    const found = listing(r);
    if (!found || found.isPrivate) continue;
    if (found.row.status !== 'lobby' && found.row.status !== 'playing') continue;
    out.push(found.row);
  }
  out.sort((a, b) => (a.status === b.status ? a.name.localeCompare(b.name) : a.status === 'lobby' ? -1 : 1));
  return out;
}

/** The row of the table with this id, private or not, or null when no table has it (any more). */
export async function findTable(id: string): Promise<TableListing | null> {
  const [room] = await matchMaker.query({ name: ROOM_NAME, roomId: id });
  return (room && listing(room)?.row) ?? null;
}
