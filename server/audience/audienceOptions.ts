/** The options of `joinOrCreate('audience', { tableId })` (untrusted JSON): which table to watch. */
import { z } from 'zod';
import { check, objectOrEmpty, type Checked } from '../../shared/protocol/checked.js';
import { TABLE_ID_PATTERN } from '../../shared/protocol/protocol.js';

const audienceJoin = z.looseObject({
  tableId: z.string({ error: 'tableId must be a string' }).regex(TABLE_ID_PATTERN, 'tableId is not a table id'),
});

export function parseAudienceOptions(raw: unknown): Checked<{ tableId: string }> {
  return check(audienceJoin, objectOrEmpty.parse(raw));
}

/**
 * Why a matchmaking call may not look for an audience room, or null. A whole table id is needed (with
 * none, Colyseus's filter would match any table's audience room, and its listing would name the table,
 * a private one too). And a client never creates one: joinOrCreate opens a room when the table's are
 * full, so a room stands for its spectators, never for one caller's `create` loop (each room holds its
 * own timers and feed subscription).
 */
export function audienceJoinRefusal(raw: unknown, method: string): string | null {
  if (method === 'create') return "Audience rooms open by themselves as spectators arrive: joinOrCreate('audience', { tableId })";
  const parsed = parseAudienceOptions(raw);
  return parsed.ok ? null : `Audience rooms are joined with a table id: ${parsed.message}`;
}
