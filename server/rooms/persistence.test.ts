/** What the table's writer logs of a store error: never the query's parameters (a config holds the secret seed). */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { storeErrorText } from './persistence.js';

describe('storeErrorText', () => {
  it("keeps the driver's own line and drops Drizzle's query and parameters", () => {
    const seed = 'a'.repeat(64);
    const cause = Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' });
    const text = storeErrorText(new DrizzleQueryError('update "tables" set "config" = ?', [JSON.stringify({ seed })], cause));
    expect(text).toBe('Error SQLITE_BUSY: SQLITE_BUSY: database is locked');
    expect(text).not.toContain(seed);
    const bare = storeErrorText(new DrizzleQueryError('update "tables" set "config" = ?', [seed], undefined as unknown as Error));
    expect(bare).not.toContain(seed);
  });
});
