/** The options of `joinOrCreate('audience', { tableId })` (untrusted JSON): which table to watch. */
import { z } from 'zod';
import { check, objectOrEmpty, type Checked } from '../../shared/protocol/checked.js';

const audienceJoin = z.looseObject({
  tableId: z.string({ error: 'tableId must be a string' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'tableId is not a table id'),
});

export function parseAudienceOptions(raw: unknown): Checked<{ tableId: string }> {
  return check(audienceJoin, objectOrEmpty.parse(raw));
}
